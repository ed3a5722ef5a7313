import { CART_LIMITS, LIST_LIMITS } from "@proav/shop-rules";
import type { ShopLimit } from "./cart-rules";

/** A limit the shopper just ran into; `at` makes a repeat of the same limit a new notice. Never persisted. */
export interface LimitNotice {
  limit: ShopLimit;
  at: number;
}

/** Each limit's number, as the notice states it (its keys are every ShopLimit). */
export const NOTICE_MAX: Record<ShopLimit, number> = {
  cartLines: CART_LIMITS.lines,
  maxQuantity: CART_LIMITS.quantity,
  wishlist: LIST_LIMITS.wishlist,
  compare: LIST_LIMITS.compare,
  cookieSize: 0,
};

/** The limit named in a page's query string (`notice`), when it is one the shop knows. */
export function isShopLimit(name: string): name is ShopLimit {
  return Object.hasOwn(NOTICE_MAX, name);
}
