import { LIST_LIMITS, type CartLine, type ListEntry, type ShopState } from "@proav/shop-rules";
import { safeRedirect } from "../auth/safe-redirect";
import { addLine, decreaseLine, increaseLine, removeEntry, removeLine, toggleEntry, type Change } from "./cart-rules";

// A shopper's change to the cart, wishlist or compare list as a form says it (`intent`, `id`, `quantity`), and
// what it does, by the rules of cart-rules.ts. The same function runs in the browser (the form's submit handler,
// through lib/shop-state/actions.ts) and on the server (routes/cart-actions.ts, when the form posts without
// JavaScript), so both sides change the cookies alike.

export type ShopIntentName =
  "cart-add" | "cart-increase" | "cart-decrease" | "cart-remove" | "cart-clear" | "wishlist-toggle" | "wishlist-remove" | "compare-toggle" | "compare-remove";

export interface ShopIntent {
  intent: ShopIntentName;
  id: string;
  quantity: number;
}

export type ShopChange =
  { list: "cart"; change: Change<CartLine[]> } | { list: "wishlist"; change: Change<ListEntry[]> } | { list: "compare"; change: Change<ListEntry[]> };

const ID = /^\d{1,12}$/;

/**
 * The intent a posted form carries (its submit button may name it), or null for a malformed id. An unknown intent
 * is let through here and changes nothing in applyShopIntent (one list of intents, the switch, on every page).
 */
export function readShopIntent(form: Pick<FormData, "get">): ShopIntent | null {
  const intent = form.get("intent");
  if (typeof intent !== "string") return null;
  const id = form.get("id");
  const idText = typeof id === "string" ? id.trim() : "";
  if (intent !== "cart-clear" && !ID.test(idText)) return null;
  const raw = Number(form.get("quantity") ?? 1);
  return { intent: intent as ShopIntentName, id: idText, quantity: Number.isFinite(raw) ? raw : 1 };
}

/** What the intent changes, or null for an intent this shop does not know. */
export function applyShopIntent(state: ShopState, { intent, id, quantity }: ShopIntent): ShopChange | null {
  switch (intent) {
    case "cart-add":
      return { list: "cart", change: addLine(state.cart, id, quantity) };
    case "cart-increase":
      return { list: "cart", change: increaseLine(state.cart, id) };
    case "cart-decrease":
      return { list: "cart", change: decreaseLine(state.cart, id) };
    case "cart-remove":
      return { list: "cart", change: removeLine(state.cart, id) };
    case "cart-clear":
      return { list: "cart", change: { value: [], limit: null } };
    case "wishlist-toggle":
      return { list: "wishlist", change: toggleEntry(state.wishlist, id, LIST_LIMITS.wishlist, "wishlist") };
    case "wishlist-remove":
      return { list: "wishlist", change: removeEntry(state.wishlist, id) };
    case "compare-toggle":
      return { list: "compare", change: toggleEntry(state.compare, id, LIST_LIMITS.compare, "compare") };
    case "compare-remove":
      return { list: "compare", change: removeEntry(state.compare, id) };
    default:
      return null;
  }
}

/**
 * Same-site path to go back to after a posted change, without a previous notice flag; anything else goes home.
 * The one rule for redirect targets taken from input is safeRedirect's (/..//host, /\host and their encoded forms).
 */
export function returnPath(raw: unknown): string {
  const url = new URL(safeRedirect(typeof raw === "string" ? raw : null, "/"), "https://shop.invalid");
  url.searchParams.delete(NOTICE_PARAM);
  return safeRedirect(url.pathname + url.search, "/");
}

/** The query flag that shows a limit's notice on the page a posted change returns to (one page view). */
export const NOTICE_PARAM = "shop-notice";
