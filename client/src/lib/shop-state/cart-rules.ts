import { fitsCookie, CART_LIMITS, type CartLine, type ListEntry } from "@proav/shop-rules";

// The cart's rules, as pure functions: adding a present item adds the quantity; increase +1; decrease -1 but
// never below 1; remove deletes; clear empties. Wishlist and compare ignore duplicates. The limits keep the
// cookies under 4 KB; a change that would break one is capped (or refused) and says which limit it hit, so the
// shopper can be told rather than left wondering why nothing happened.

/** Which limit a change ran into. */
export type ShopLimit = "cartLines" | "maxQuantity" | "wishlist" | "compare" | "cookieSize";

export interface Change<T> {
  value: T;
  limit: ShopLimit | null;
}

const ok = <T>(value: T): Change<T> => ({ value, limit: null });

/** A change whose encoded cookie would be too long is refused, keeping what was there. */
function withinCookie<T extends CartLine[] | ListEntry[]>(before: T, change: Change<T>): Change<T> {
  return fitsCookie(change.value) ? change : { value: before, limit: "cookieSize" };
}

function clampQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(1, Math.floor(quantity)) : 1;
}

export function addLine(cart: CartLine[], id: string, quantity = 1): Change<CartLine[]> {
  const q = clampQuantity(quantity);
  const present = cart.find((l) => l.id === id);
  if (present) {
    const wanted = present.quantity + q;
    const next = Math.min(CART_LIMITS.quantity, wanted);
    const value = cart.map((l) => (l.id === id ? { id, quantity: next } : l));
    return { value, limit: wanted > CART_LIMITS.quantity ? "maxQuantity" : null };
  }
  if (cart.length >= CART_LIMITS.lines) return { value: cart, limit: "cartLines" };
  const change: Change<CartLine[]> = {
    value: [...cart, { id, quantity: Math.min(CART_LIMITS.quantity, q) }],
    limit: q > CART_LIMITS.quantity ? "maxQuantity" : null,
  };
  return withinCookie(cart, change);
}

export function increaseLine(cart: CartLine[], id: string): Change<CartLine[]> {
  const present = cart.find((l) => l.id === id);
  if (!present) return ok(cart);
  if (present.quantity >= CART_LIMITS.quantity) return { value: cart, limit: "maxQuantity" };
  return withinCookie(cart, ok(cart.map((l) => (l.id === id ? { id, quantity: l.quantity + 1 } : l))));
}

export function decreaseLine(cart: CartLine[], id: string): Change<CartLine[]> {
  return ok(cart.map((l) => (l.id === id ? { id, quantity: Math.max(1, l.quantity - 1) } : l)));
}

export function removeLine(cart: CartLine[], id: string): Change<CartLine[]> {
  return ok(cart.filter((l) => l.id !== id));
}

export function addEntry(list: ListEntry[], id: string, max: number, limit: "wishlist" | "compare"): Change<ListEntry[]> {
  if (list.some((e) => e.id === id)) return ok(list);
  if (list.length >= max) return { value: list, limit };
  return withinCookie(list, ok([...list, { id }]));
}

export function removeEntry(list: ListEntry[], id: string): Change<ListEntry[]> {
  return ok(list.filter((e) => e.id !== id));
}

export function toggleEntry(list: ListEntry[], id: string, max: number, limit: "wishlist" | "compare"): Change<ListEntry[]> {
  return list.some((e) => e.id === id) ? removeEntry(list, id) : addEntry(list, id, max, limit);
}
