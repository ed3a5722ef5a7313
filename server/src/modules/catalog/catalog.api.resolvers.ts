import type { QueryResolvers } from "../../__generated__/resolvers-types.js";
import { findProduct, productPage, productsByIds, withdrawnProductIds } from "./product-queries.js";
import { brandBySlug, categoryBySlug, subCategoryBySlug } from "./taxonomy-queries.js";
import { badInput } from "../../errors/user-input.js";
import { inNameOrder } from "./name-order.js";

export const Query: QueryResolvers = {
  ping: () => true,
  products: (_, args, { catalog, indexedListing }) => productPage(catalog, args, indexedListing()),
  product: (_, { id, slug }, { catalog }) => {
    if (Boolean(id) === Boolean(slug)) throw badInput("Give exactly one of `id` or `slug`.");
    return findProduct(catalog, { id, slug });
  },
  productsByIds: (_, { ids }, { catalog }) => productsByIds(catalog, ids),
  withdrawnProductIds: (_, { ids }, { catalog }) => withdrawnProductIds(catalog, ids),
  brands: (_, __, { catalog }) => catalog.brands(),
  brand: (_, { slug }, { catalog }) => brandBySlug(catalog, slug),
  categories: async (_, __, { catalog }) => inNameOrder(catalog, "categories", await catalog.categories()),
  category: (_, { slug }, { catalog }) => categoryBySlug(catalog, slug),
  subCategory: (_, { slug }, { catalog }) => subCategoryBySlug(catalog, slug),
};
