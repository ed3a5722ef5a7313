import { graphql } from "../../__generated__/gql";

// One query for the whole product page: the product, its sub-categories (breadcrumbs) and related products.
// `id` or `slug`: the shop links products both ways (/product/{slug} and /product/{id}).
export const ProductPageQuery = graphql(`
  query ProductPage($id: ID, $slug: String) {
    product(id: $id, slug: $slug) {
      id
      slug
      title
      subCategories {
        id
        name
        slug
        category { id name slug }
      }
      ...ProductDetail_product
      ...ProductSeo_product
      related(first: 8) { ...ProductCard_product }
    }
  }
`);

/** `/product/123` is an id, anything else a slug. */
export function productRef(param: string | undefined): { id?: string; slug?: string } {
  if (!param) return {};
  return /^\d{1,12}$/.test(param) ? { id: param } : { slug: param };
}
