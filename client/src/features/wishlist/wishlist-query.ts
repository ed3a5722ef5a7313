import { graphql } from "../../__generated__/gql";

// The wishlist page reads its products in one productsByIds request (null = vanished, inactive or not sold in
// this language) and which of them are gone in every language (only those may leave the shared list).
export const WishlistProductsQuery = graphql(`
  query WishlistProducts($ids: [ID!]!) {
    productsByIds(ids: $ids) { ...ProductCard_product }
    withdrawnProductIds(ids: $ids)
  }
`);
