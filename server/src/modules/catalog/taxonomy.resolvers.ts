import type { BrandResolvers, ProductCategoryResolvers, SubCategoryResolvers } from "../../__generated__/resolvers-types.js";
import { productPage } from "./product-queries.js";
import { categoryById, parentCategoryId } from "./taxonomy-queries.js";
import { nameInLocale } from "./locale-overlay.js";

const byName = <T extends { name: string }>(items: T[]) => [...items].sort((a, b) => a.name.localeCompare(b.name, "en"));

export const Brand: BrandResolvers = {
  name: (b, _, { catalog }) => nameInLocale(catalog, "brands", b),
  products: (b, args, { catalog, searchIndex }) => productPage(catalog, { ...args, filter: { brandSlug: b.slug } }, searchIndex()),
};

export const ProductCategory: ProductCategoryResolvers = {
  name: (c, _, { catalog }) => nameInLocale(catalog, "categories", c),
  subCategories: (c) => byName((c.sub_categories ?? []).map((s) => ({ ...s, product_category: c.id }))),
  products: (c, args, { catalog, searchIndex }) => productPage(catalog, { ...args, filter: { categorySlug: c.slug } }, searchIndex()),
};

export const SubCategory: SubCategoryResolvers = {
  name: (s, _, { catalog }) => nameInLocale(catalog, "subCategories", s),
  category: (s, _, { catalog }) => {
    const id = parentCategoryId(s);
    return id === null ? null : categoryById(catalog, id);
  },
  products: (s, args, { catalog, searchIndex }) => productPage(catalog, { ...args, filter: { subCategorySlug: s.slug } }, searchIndex()),
};
