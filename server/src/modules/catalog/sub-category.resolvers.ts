import type { SubCategoryResolvers } from "../../__generated__/resolvers-types.js";
import { productPage } from "./product-queries.js";
import { nameInLocale } from "./locale-overlay.js";
import { categoryById, parentCategoryId } from "./taxonomy-queries.js";

export const SubCategory: SubCategoryResolvers = {
  name: (s, _, { catalog }) => nameInLocale(catalog, "subCategories", s),
  category: (s, _, { catalog }) => {
    const id = parentCategoryId(s);
    return id === null ? null : categoryById(catalog, id);
  },
  products: (s, args, { catalog, indexedListing }) => productPage(catalog, { ...args, filter: { subCategorySlug: s.slug } }, indexedListing()),
};
