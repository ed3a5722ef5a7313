import { GraphQLError } from "graphql";
import type { QueryResolvers } from "../../__generated__/resolvers-types.js";
import { findProduct, productPage } from "./product-queries.js";

export const Query: QueryResolvers = {
  ping: () => true,
  products: (_, args, { catalog }) => productPage(catalog, args),
  product: (_, { id, slug }, { catalog }) => {
    if (Boolean(id) === Boolean(slug)) {
      throw new GraphQLError("Give exactly one of `id` or `slug`.", { extensions: { code: "BAD_USER_INPUT" } });
    }
    return findProduct(catalog, { id, slug });
  },
  brands: (_, __, { catalog }) => catalog.brands(),
  categories: (_, __, { catalog }) => catalog.categories(),
};
