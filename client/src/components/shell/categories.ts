// Pure helpers over the category tree used by the department menu and the Categories panel.

export interface MenuSubCategory {
  id: string;
  name: string;
  slug: string;
}
export interface MenuCategory extends MenuSubCategory {
  subCategories: readonly MenuSubCategory[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, "en", { sensitivity: "base" });

/** Categories panel: the categories that have sub-categories, sorted by name (sub-categories too). */
export function categoriesWithSubCategories<C extends MenuCategory>(categories: readonly C[]): C[] {
  return categories
    .filter((c) => c.subCategories.length > 0)
    .map((c) => ({ ...c, subCategories: [...c.subCategories].sort(byName) }))
    .sort(byName);
}

/** `/category/{slug}` serves categories and sub-categories alike (see features/listing/listing-queries.ts). */
export const categoryPath = (slug: string) => `/category/${encodeURIComponent(slug)}`;
