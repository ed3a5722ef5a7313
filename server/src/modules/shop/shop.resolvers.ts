import type { QueryResolvers, ShopResolvers } from "../../__generated__/resolvers-types.js";
import { money } from "../catalog/pricing.js";

export const Query: Pick<QueryResolvers, "shop"> = {
  shop: (_root, _args, ctx) => ctx.seller,
};

export const Shop: Pick<ShopResolvers, "cashOnDeliveryLimit"> = {
  cashOnDeliveryLimit: (_shop, _args, ctx) => money(ctx.cashOnDeliveryMaxFils),
};
