import type { ProductCategoryResolvers } from "../../__generated__/resolvers-types.js";
import { productPage } from "./product-queries.js";
import { nameInLocale } from "./locale-overlay.js";
import { inNameOrder } from "./name-order.js";

export const ProductCategory: ProductCategoryResolvers = {
  name: (c, _, { catalog }) => nameInLocale(catalog, "categories", c),
  subCategories: (c, _, { catalog }) =>
    inNameOrder(
      catalog,
      "subCategories",
      (c.sub_categories ?? []).map((s) => ({ ...s, product_category: c.id })),
    ),
  products: (c, args, { catalog, indexedListing }) => productPage(catalog, { ...args, filter: { categorySlug: c.slug } }, indexedListing()),
};
