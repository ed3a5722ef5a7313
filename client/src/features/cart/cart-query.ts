import { graphql } from "../../__generated__/gql";

// The whole cart in one request: productsByIds answers in the order asked, null for vanished or inactive products.
export const CartProductsQuery = graphql(`
  query CartProducts($ids: [ID!]!) {
    productsByIds(ids: $ids) {
      id
      slug
      title
      partNumber
      inStock
      currentPrice { amount }
      price { amount }
      salePrice { amount }
      discountPercent
      brands { id name }
      image { ...ProductThumbnail_image }
    }
  }
`);
