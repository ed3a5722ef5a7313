import { graphql } from "../../__generated__/gql";

// The compare page reads its products in one productsByIds request (null = vanished or inactive).
export const CompareProductsQuery = graphql(`
  query CompareProducts($ids: [ID!]!) {
    productsByIds(ids: $ids) { ...CompareTable_product }
  }
`);
