import type { CatalogClient } from "../../backend/catalog-client.js";
import type { RestBrand, RestProductCategory, RestSubCategory } from "../../backend/rest-types.js";

// Brands and categories are read from the shared cached lists, so looking one up by slug costs no backend
// call (a stock Strapi's `/brands?slug=` would also embed every product of the brand).

export async function brandBySlug(catalog: CatalogClient, slug: string): Promise<RestBrand | null> {
  return (await catalog.brands()).find((b) => b.slug === slug) ?? null;
}

export async function categoryBySlug(catalog: CatalogClient, slug: string): Promise<RestProductCategory | null> {
  return (await catalog.categories()).find((c) => c.slug === slug) ?? null;
}

export async function categoryById(catalog: CatalogClient, id: number): Promise<RestProductCategory | null> {
  return (await catalog.categories()).find((c) => c.id === id) ?? null;
}

export async function subCategoryBySlug(catalog: CatalogClient, slug: string): Promise<RestSubCategory | null> {
  for (const category of await catalog.categories()) {
    const sub = category.sub_categories?.find((s) => s.slug === slug);
    if (sub) return { ...sub, product_category: category.id };
  }
  return null;
}

/** The parent category's id, whether the backend populated it as an id or as an object. */
export function parentCategoryId(sub: RestSubCategory): number | null {
  const parent = sub.product_category;
  if (parent === null || parent === undefined) return null;
  return typeof parent === "number" ? parent : parent.id;
}
