import type { BrandResolvers } from "../../__generated__/resolvers-types.js";
import { productPage } from "./product-queries.js";
import { nameInLocale } from "./locale-overlay.js";

export const Brand: BrandResolvers = {
  name: (b, _, { catalog }) => nameInLocale(catalog, "brands", b),
  products: (b, args, { catalog, indexedListing }) => productPage(catalog, { ...args, filter: { brandSlug: b.slug } }, indexedListing()),
};
