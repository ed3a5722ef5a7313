import { isIdempotencyKey } from "@proav/shop-rules";

/**
 * The idempotency key of one checkout attempt (PlaceOrderInput.idempotencyKey). Made once, with
 * crypto.randomUUID, and kept in sessionStorage with the cart it was made for: a double click, a retry after
 * an error or a lost answer, even a reload, send the same key, so the gateway returns the order it already made
 * instead of a second one. A different cart is a new attempt with a new key; a confirmed order ends the attempt.
 */
const KEY = "checkout-attempt";

export interface AttemptStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The cart as the attempt sees it: product ids and quantities in order. */
export function cartSignature(lines: readonly { productId: string; quantity: number }[]): string {
  return lines.map((l) => `${l.productId}x${l.quantity}`).join(",");
}

export function attemptKey(storage: AttemptStorage | null, signature: string, makeKey: () => string = () => crypto.randomUUID()): string {
  try {
    const saved = storage?.getItem(KEY);
    if (saved) {
      const parsed = JSON.parse(saved) as { key?: unknown; cart?: unknown };
      if (isIdempotencyKey(parsed.key) && parsed.cart === signature) return parsed.key;
    }
  } catch {
    // A malformed entry is a new attempt.
  }
  const key = makeKey();
  try {
    storage?.setItem(KEY, JSON.stringify({ key, cart: signature }));
  } catch {
    // Without storage the key still holds for this page's retries (the caller keeps it).
  }
  return key;
}

export function endAttempt(storage: AttemptStorage | null) {
  try {
    storage?.removeItem(KEY);
  } catch {
    // nothing to end
  }
}

export function browserAttemptStorage(): AttemptStorage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}
