import { graphql } from "../../__generated__/gql";
import type { ListingTaxonomyQuery } from "../../__generated__/graphql";

export const ListingTaxonomyQueryDoc = graphql(`
  query ListingTaxonomy {
    categories { id name slug subCategories { id name slug } }
    brands { id name slug }
  }
`);

export const ListingProductsQueryDoc = graphql(`
  query ListingProducts($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String, $before: String) {
    products(filter: $filter, sort: $sort, first: $first, after: $after, before: $before) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      nodes { ...ProductCard_product }
      facets { ...ListingFilters_facets }
    }
  }
`);

export type ListingScope =
  | { kind: "shop" }
  | { kind: "category"; title: string; slug: string; categorySlug: string }
  | { kind: "subCategory"; title: string; slug: string; categorySlug: string; categoryName: string };

/** `/category/{slug}` takes a category or a sub-category slug (the spec's category panel links sub-categories). */
export function resolveScope(slug: string | undefined, categories: ListingTaxonomyQuery["categories"]): ListingScope | null {
  if (!slug) return { kind: "shop" };
  const category = categories.find((c) => c.slug === slug);
  if (category) return { kind: "category", title: category.name, slug, categorySlug: category.slug };
  for (const c of categories) {
    const sub = c.subCategories.find((s) => s.slug === slug);
    if (sub) return { kind: "subCategory", title: sub.name, slug, categorySlug: c.slug, categoryName: c.name };
  }
  return null;
}

export function scopeFilter(scope: ListingScope): { categorySlug?: string; subCategorySlug?: string } {
  if (scope.kind === "category") return { categorySlug: scope.slug };
  if (scope.kind === "subCategory") return { subCategorySlug: scope.slug };
  return {};
}
