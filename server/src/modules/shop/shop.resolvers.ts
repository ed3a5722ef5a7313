import type { ShopResolvers } from "../../__generated__/resolvers-types.js";
import { money } from "../catalog/pricing.js";

export const Shop: Pick<ShopResolvers, "cashOnDeliveryLimit"> = {
  cashOnDeliveryLimit: (_shop, _args, ctx) => money(ctx.cashOnDeliveryMaxFils),
};
