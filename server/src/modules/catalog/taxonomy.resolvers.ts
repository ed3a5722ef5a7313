import type { ProductCategoryResolvers } from "../../__generated__/resolvers-types.js";

export const ProductCategory: ProductCategoryResolvers = {
  subCategories: (c) => [...(c.sub_categories ?? [])].sort((a, b) => a.name.localeCompare(b.name, "en")),
};
