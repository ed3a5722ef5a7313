import type { ReactiveVar } from "@apollo/client";
import { LIST_LIMITS, type CartLine, type ListEntry } from "@proav/shop-rules";
import { addEntry, addLine, removeEntry, removeLine, type Change } from "./cart-rules";
import type { ShopStore } from "./shop-store";
import { applyShopIntent, type ShopIntent } from "./shop-intent";

// The only functions that change the cart, wishlist and compare list. Components call these; they never
// write a reactive variable themselves. Each change is written to its cookie by the store; a change that ran
// into a limit raises the store's notice, which the shop shows politely (components/shop-notice.tsx).

function apply<T extends CartLine[] | ListEntry[]>(s: ShopStore, variable: ReactiveVar<T>, change: Change<T>): boolean {
  if (change.value !== variable()) variable(change.value);
  if (change.limit) s.notice({ limit: change.limit, at: Date.now() });
  return change.limit === null;
}

/** Returns false when a limit capped or refused the change (the shopper is told through the notice). */
export const addToCart = (s: ShopStore, id: string, quantity = 1) => apply(s, s.cart, addLine(s.cart(), id, quantity));
export const removeFromCart = (s: ShopStore, id: string) => apply(s, s.cart, removeLine(s.cart(), id));
export const clearCart = (s: ShopStore) => apply(s, s.cart, { value: [], limit: null });
export const addToWishlist = (s: ShopStore, id: string) => apply(s, s.wishlist, addEntry(s.wishlist(), id, LIST_LIMITS.wishlist, "wishlist"));
export const removeFromWishlist = (s: ShopStore, id: string) => apply(s, s.wishlist, removeEntry(s.wishlist(), id));
export const addToCompare = (s: ShopStore, id: string) => apply(s, s.compare, addEntry(s.compare(), id, LIST_LIMITS.compare, "compare"));
export const removeFromCompare = (s: ShopStore, id: string) => apply(s, s.compare, removeEntry(s.compare(), id));
export const dismissNotice = (s: ShopStore) => s.notice(null);

/** A posted form's change (shop-intent.ts), applied here in the browser: the same rule the server applies. */
export function runShopIntent(s: ShopStore, intent: ShopIntent): boolean {
  const state = { cart: s.cart(), wishlist: s.wishlist(), compare: s.compare() };
  const applied = applyShopIntent(state, intent);
  if (!applied) return false;
  const { list, change } = applied;
  if (list === "cart") return apply(s, s.cart, change);
  return apply(s, list === "wishlist" ? s.wishlist : s.compare, change);
}
