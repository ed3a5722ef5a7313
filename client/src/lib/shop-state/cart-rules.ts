import { LIMITS, type CartLine, type ListEntry } from "./cookie-codec";

// SPEC.md section 4, as pure functions: adding a present item adds the quantity; increase +1; decrease -1 but
// never below 1; remove deletes; clear empties. Wishlist and compare ignore duplicates. Limits keep the cookie small.

export function addLine(cart: CartLine[], id: string, quantity = 1): CartLine[] {
  const q = Math.max(1, Math.floor(quantity));
  const present = cart.find((l) => l.id === id);
  if (present) {
    return cart.map((l) => (l.id === id ? { id, quantity: Math.min(LIMITS.maxQuantity, l.quantity + q) } : l));
  }
  if (cart.length >= LIMITS.cartLines) return cart;
  return [...cart, { id, quantity: Math.min(LIMITS.maxQuantity, q) }];
}

export function increaseLine(cart: CartLine[], id: string): CartLine[] {
  return cart.map((l) => (l.id === id ? { id, quantity: Math.min(LIMITS.maxQuantity, l.quantity + 1) } : l));
}

export function decreaseLine(cart: CartLine[], id: string): CartLine[] {
  return cart.map((l) => (l.id === id ? { id, quantity: Math.max(1, l.quantity - 1) } : l));
}

export function removeLine(cart: CartLine[], id: string): CartLine[] {
  return cart.filter((l) => l.id !== id);
}

export function addEntry(list: ListEntry[], id: string, max: number): ListEntry[] {
  if (list.some((e) => e.id === id) || list.length >= max) return list;
  return [...list, { id }];
}

export function toggleEntry(list: ListEntry[], id: string, max: number): ListEntry[] {
  return list.some((e) => e.id === id) ? list.filter((e) => e.id !== id) : addEntry(list, id, max);
}
