import { graphql } from "../../__generated__/gql";

// The wishlist page reads its products in one productsByIds request (null = vanished or inactive).
export const WishlistProductsQuery = graphql(`
  query WishlistProducts($ids: [ID!]!) {
    productsByIds(ids: $ids) { ...ProductCard_product }
  }
`);
