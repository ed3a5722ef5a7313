import type { BrandResolvers } from "../../__generated__/resolvers-types.js";
import { productPage } from "./product-queries.js";

export const Brand: BrandResolvers = {
  products: (b, args, { catalog, searchIndex }) => productPage(catalog, { ...args, filter: { brandSlug: b.slug } }, searchIndex()),
};
