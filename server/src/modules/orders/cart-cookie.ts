// The storefront's `cart` cookie rule (client/src/lib/shop-state/cookie-codec.ts), ported so the gateway reads a
// cart exactly as the storefront writes and reads it: cart-cookie.test.ts runs both over the same inputs.
// Anything malformed, oversized or tampered with parses to an empty cart; entries with a bad id or a quantity
// below 1 are skipped, repeated products merged, quantities capped at 99, the cart at 50 products.

export interface CartEntry {
  id: string;
  quantity: number;
}

export const CART_LIMITS = { lines: 50, maxQuantity: 99, rawLength: 3800 } as const;
const ID = /^\d{1,12}$/;

function parseJsonArray(raw: string | undefined): unknown[] {
  if (!raw || raw.length > CART_LIMITS.rawLength) return [];
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

/** The rule for a list of `{ id, quantity }` entries, whether from the cookie or from `cart(items:)`. */
export function normalizeCart(entries: readonly unknown[]): CartEntry[] {
  const lines = new Map<string, number>();
  for (const entry of entries) {
    const id = idOf(entry);
    const q = (entry as { quantity?: unknown } | null)?.quantity;
    if (!id || typeof q !== "number" || !Number.isInteger(q) || q < 1) continue;
    lines.set(id, Math.min(CART_LIMITS.maxQuantity, (lines.get(id) ?? 0) + q));
  }
  return [...lines].slice(0, CART_LIMITS.lines).map(([id, quantity]) => ({ id, quantity }));
}

/** The `cart` cookie's value as cookie-parser hands it over (already URI-decoded) or raw. */
export function parseCartCookie(raw: string | undefined): CartEntry[] {
  return normalizeCart(parseJsonArray(raw));
}
