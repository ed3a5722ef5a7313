import { encodeCookieValue, parseList, type ListEntry } from "@proav/shop-rules";

// The `recently_viewed` cookie (path /): product ids, most recent first, no duplicates, at most 12. Same codec as
// the cart, wishlist and compare cookies (URI-encoded JSON `[{"id":"12"}]`), so a malformed, oversized or
// tampered cookie reads as an empty list, and the server can render /account/recent-viewed-product from it.

export const RECENTLY_VIEWED_COOKIE = "recently_viewed";
export const RECENTLY_VIEWED_MAX = 12;

/** The raw value of one cookie from a `Cookie:` header or `document.cookie`. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq >= 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function parseRecentlyViewed(cookieHeader: string | null | undefined): ListEntry[] {
  return parseList(readCookie(cookieHeader, RECENTLY_VIEWED_COOKIE), RECENTLY_VIEWED_MAX);
}

/** The list after viewing `id`: moved (or added) to the front, the oldest dropped beyond the cap. */
export function recordView(list: ListEntry[], id: string): ListEntry[] {
  return [{ id }, ...list.filter((e) => e.id !== id)].slice(0, RECENTLY_VIEWED_MAX);
}

export function recentlyViewedCookie(list: ListEntry[], secure: boolean): string {
  const maxAge = list.length ? 60 * 60 * 24 * 90 : 0;
  return `${RECENTLY_VIEWED_COOKIE}=${encodeCookieValue(list)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
