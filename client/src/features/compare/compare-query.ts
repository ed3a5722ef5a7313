import { graphql } from "../../__generated__/gql";

// The compare page reads its products in one productsByIds request (null = vanished, inactive or not sold in
// this language) and which of them are gone in every language (only those may leave the shared list).
export const CompareProductsQuery = graphql(`
  query CompareProducts($ids: [ID!]!) {
    productsByIds(ids: $ids) { ...CompareTable_product }
    withdrawnProductIds(ids: $ids)
  }
`);
