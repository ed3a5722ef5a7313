import type { CartLine } from "../../lib/shop-state/cookie-codec";

/** The cart cookie's lines as the gateway's CartItemInput list, in cart order. */
export function cartItems(cart: readonly CartLine[]) {
  return cart.map((l) => ({ productId: l.id, quantity: l.quantity }));
}
