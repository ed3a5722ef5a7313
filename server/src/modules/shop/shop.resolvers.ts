import type { QueryResolvers } from "../../__generated__/resolvers-types.js";

export const Query: Pick<QueryResolvers, "shop"> = {
  shop: (_root, _args, ctx) => ctx.seller,
};
