import { graphql } from "../../__generated__/gql";

// Wishlist and compare read their products in one productsByIds request each (null = vanished or inactive).
export const SavedProductsQuery = graphql(`
  query SavedProducts($ids: [ID!]!) {
    productsByIds(ids: $ids) {
      ...ProductCard_product
      description
      subCategories { id name category { id name } }
    }
  }
`);
