import type { TFunction } from "i18next";
import { cartCount, type ShopState } from "@proav/shop-rules";

// The few places where a shared page (home, listings, search, a product: app/shared-pages.ts) depends on the
// shopper's cart, wishlist and compare cookies. Each is an element marked `data-spot`, and what it shows for a
// shopper is decided here, once: the components render it, and the server fills the same values into the page
// rendered for nobody (server/personalise-page.ts), so a shopper with a cookie costs no render of their own.
// A spot's state changes only attribute values and a text with no element in it, never the page's structure.

export const SPOT_ATTRIBUTE = "data-spot";

export type ListName = keyof ShopState;

/** The spot names, `kind:argument`: the header's counters, the phone's badges, and each product's toggles. */
export const spotName = {
  counter: (list: ListName) => `counter:${list}`,
  badge: (list: "cart" | "wishlist") => `badge:${list}`,
  cardWishlist: (productId: string) => `card-wishlist:${productId}`,
  wishlist: (productId: string) => `wishlist:${productId}`,
  compare: (productId: string) => `compare:${productId}`,
};

/** What a spot shows: attribute values (`false`: the attribute is left out) and, for some, its text. */
export interface SpotView {
  attributes: Record<string, string | boolean>;
  text?: string;
}

export function listCount(state: ShopState, list: ListName): number {
  return list === "cart" ? cartCount(state.cart) : state[list].length;
}

const holds = (state: ShopState, list: "wishlist" | "compare", productId: string) => state[list].some((e) => e.id === productId);

/** The header's count of a list ("Cart: 2 items"). */
export function counterView(t: TFunction, state: ShopState, list: ListName): SpotView {
  const count = listCount(state, list);
  return { attributes: { "aria-label": t("layout.header.counter", { label: t(`layout.header.${list}`), count }) }, text: String(count) };
}

/** The phone's bottom-navigation badge: there, but hidden and empty, while the list is empty (one page shape for all). */
export function badgeView(state: ShopState, list: "cart" | "wishlist"): SpotView {
  const count = listCount(state, list);
  return { attributes: { hidden: count === 0 }, text: count === 0 ? "" : String(count) };
}

/**
 * A product card's heart. A toggle keeps one name whatever its state (WAI-ARIA's toggle button pattern):
 * `aria-pressed` says whether the product is in the wishlist, and the class colours the heart.
 */
export function cardWishlistView(state: ShopState, productId: string): SpotView {
  const on = holds(state, "wishlist", productId);
  return { attributes: { class: on ? "icon-button icon-button--on" : "icon-button", "aria-pressed": String(on) } };
}

/** The product page's "Add to wishlist" / "In wishlist" and "Compare" / "In compare" buttons. */
export function productListView(t: TFunction, state: ShopState, list: "wishlist" | "compare", productId: string): SpotView {
  const on = holds(state, list, productId);
  const text = list === "wishlist" ? (on ? t("product.inWishlist") : t("product.addToWishlist")) : on ? t("product.inCompare") : t("product.addToCompare");
  return { attributes: { "aria-pressed": String(on) }, text };
}

/** The view of a spot by its name; null for a name this shop does not know. */
export function spotView(t: TFunction, state: ShopState, name: string): SpotView | null {
  const colon = name.indexOf(":");
  const kind = name.slice(0, colon);
  const argument = name.slice(colon + 1);
  switch (kind) {
    case "counter":
      return argument === "cart" || argument === "wishlist" || argument === "compare" ? counterView(t, state, argument) : null;
    case "badge":
      return argument === "cart" || argument === "wishlist" ? badgeView(state, argument) : null;
    case "card-wishlist":
      return cardWishlistView(state, argument);
    case "wishlist":
    case "compare":
      return productListView(t, state, kind, argument);
    default:
      return null;
  }
}
