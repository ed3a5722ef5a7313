import { CART_LIMITS, COOKIE_VALUE_MAX, LIST_LIMITS } from "./cart-limits.js";

// The `cart`, `wishlist` and `compare` cookies (path /): written by the browser (or by the storefront's form
// actions without JavaScript), read by the storefront's server render, the hydrated page and the gateway. One
// parser, so every reader sees the same cart. Anything malformed, oversized or tampered with parses to an empty
// list: a bad cookie never breaks a page.

export interface CartLine {
  id: string;
  quantity: number;
}
export interface ListEntry {
  id: string;
}
export interface ShopState {
  cart: CartLine[];
  wishlist: ListEntry[];
  compare: ListEntry[];
}

export const COOKIE_NAMES = { cart: "cart", wishlist: "wishlist", compare: "compare" } as const;

export const EMPTY_STATE: ShopState = { cart: [], wishlist: [], compare: [] };

const ID = /^\d{1,12}$/;

function parseJsonArray(raw: string | undefined): unknown[] {
  if (!raw || raw.length > COOKIE_VALUE_MAX) return [];
  try {
    const text = raw.startsWith("%5B") || raw.startsWith("%5b") ? decodeURIComponent(raw) : raw;
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

function idOf(entry: unknown): string | null {
  if (typeof entry !== "object" || entry === null) return null;
  const id = (entry as { id?: unknown }).id;
  const text = typeof id === "number" && Number.isSafeInteger(id) ? String(id) : id;
  return typeof text === "string" && ID.test(text) ? text : null;
}

/**
 * The cart rule for any list of `{ id, quantity }` entries (a cookie, or lines a client sends): entries with a
 * malformed id or a quantity below 1 are skipped, repeated products merged, quantities capped, the cart capped.
 */
export function normalizeCart(entries: readonly unknown[]): CartLine[] {
  const lines = new Map<string, number>();
  for (const entry of entries) {
    const id = idOf(entry); // null for anything but an object with a valid id, so reading quantity is safe below
    if (!id) continue;
    const q = (entry as { quantity?: unknown }).quantity;
    if (typeof q !== "number" || !Number.isInteger(q) || q < 1) continue;
    lines.set(id, Math.min(CART_LIMITS.quantity, (lines.get(id) ?? 0) + q));
  }
  return [...lines].slice(0, CART_LIMITS.lines).map(([id, quantity]) => ({ id, quantity }));
}

/** The `cart` cookie's value, URI-encoded as the browser writes it or already decoded by a cookie parser. */
export function parseCart(raw: string | undefined): CartLine[] {
  return normalizeCart(parseJsonArray(raw));
}

export function parseList(raw: string | undefined, max: number): ListEntry[] {
  const ids = new Set<string>();
  for (const entry of parseJsonArray(raw)) {
    const id = idOf(entry);
    if (id) ids.add(id);
  }
  return [...ids].slice(0, max).map((id) => ({ id }));
}

/** Parses a raw `Cookie:` header (server) or `document.cookie` (browser). */
export function parseShopCookies(cookieHeader: string | null | undefined): ShopState {
  const jar: Record<string, string> = {};
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === "cart" || name === "wishlist" || name === "compare") jar[name] = part.slice(eq + 1).trim();
  }
  return {
    cart: parseCart(jar.cart),
    wishlist: parseList(jar.wishlist, LIST_LIMITS.wishlist),
    compare: parseList(jar.compare, LIST_LIMITS.compare),
  };
}

/** Cookie value as written by the browser: URI-encoded JSON, so it survives any cookie parser. */
export function encodeCookieValue(value: CartLine[] | ListEntry[]): string {
  return encodeURIComponent(JSON.stringify(value));
}

/** Whether a list, as the browser writes it, stays within the cookie limit. */
export function fitsCookie(value: CartLine[] | ListEntry[]): boolean {
  return encodeCookieValue(value).length <= COOKIE_VALUE_MAX;
}

export function cartCount(cart: CartLine[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

const ONE_YEAR = 60 * 60 * 24 * 365;

/** The whole Set-Cookie / document.cookie string for one list, as the browser and the server both write it. */
export function shopCookie(name: string, value: CartLine[] | ListEntry[], secure: boolean): string {
  return `${name}=${encodeCookieValue(value)}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
