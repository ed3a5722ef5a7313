import type { ShopResolvers } from "../../__generated__/resolvers-types.js";
import { money } from "../catalog/index.js";
import { sellerAddress } from "./seller-config.js";

export const Shop: Pick<ShopResolvers, "cashOnDeliveryLimit" | "addressLines"> = {
  cashOnDeliveryLimit: (_shop, _args, ctx) => money(ctx.cashOnDeliveryMaxFils),
  addressLines: (shop, _args, ctx) => sellerAddress(shop, ctx.locale),
};
