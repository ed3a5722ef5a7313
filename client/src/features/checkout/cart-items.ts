import type { CartLine } from "@proav/shop-rules";

/** The cart cookie's lines as the gateway's CartItemInput list, in cart order. */
export function cartItems(cart: readonly CartLine[]) {
  return cart.map((l) => ({ productId: l.id, quantity: l.quantity }));
}
