import { graphql } from "../../__generated__/gql";

// One query for the whole product page: the product, its sub-categories (breadcrumbs) and related products.
// `id` or `slug`: the shop links products both ways (/product/{slug} and /product/{id}).
export const ProductPageQuery = graphql(`
  query ProductPage($id: ID, $slug: String) {
    product(id: $id, slug: $slug) {
      id
      slug
      title
      partNumber
      descriptionHtml
      description
      inStock
      onSale
      discountPercent
      badges
      price { amount formatted }
      salePrice { amount formatted }
      currentPrice { amount }
      brands { id name slug }
      image {
        url
        alt
        width
        height
        isPlaceholder
        small { url width height }
        medium { url width height }
        large { url width height }
      }
      subCategories {
        id
        name
        slug
        category { id name slug }
      }
      related(first: 8) { ...ProductCard_product }
    }
  }
`);

/** `/product/123` is an id, anything else a slug. */
export function productRef(param: string | undefined): { id?: string; slug?: string } {
  if (!param) return {};
  return /^\d{1,12}$/.test(param) ? { id: param } : { slug: param };
}
