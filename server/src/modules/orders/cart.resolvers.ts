import type { CartResolvers } from "../../__generated__/resolvers-types.js";
import { money } from "../catalog/index.js";
import { FREE_SHIPPING_FROM_FILS } from "./totals.js";

export const Cart: CartResolvers = {
  lines: (c) => c.lines,
  unavailableProductIds: (c) => c.unavailableProductIds,
  notInLanguageProductIds: (c) => c.notInLanguageProductIds,
  itemCount: (c) => c.itemCount,
  subTotal: (c) => money(c.totals.subTotal),
  shipping: (c) => money(c.totals.shipping),
  freeShippingThreshold: () => money(FREE_SHIPPING_FROM_FILS),
  amountToFreeShipping: (c) => money(c.totals.toFreeShipping),
  total: (c) => money(c.totals.total),
  vatIncluded: (c) => money(c.totals.vatIncluded),
};
