import { LIMITS } from "./cookie-codec";
import { addLine, decreaseLine, increaseLine, removeLine, toggleEntry } from "./cart-rules";
import type { ShopStore } from "./shop-store";

// The only functions that change the cart, wishlist and compare list. Components call these; they never
// write a reactive variable themselves. Each change is written to its cookie by the store.

export const addToCart = (s: ShopStore, id: string, quantity = 1) => s.cart(addLine(s.cart(), id, quantity));
export const increaseQuantity = (s: ShopStore, id: string) => s.cart(increaseLine(s.cart(), id));
export const decreaseQuantity = (s: ShopStore, id: string) => s.cart(decreaseLine(s.cart(), id));
export const removeFromCart = (s: ShopStore, id: string) => s.cart(removeLine(s.cart(), id));
export const clearCart = (s: ShopStore) => s.cart([]);
export const toggleWishlist = (s: ShopStore, id: string) => s.wishlist(toggleEntry(s.wishlist(), id, LIMITS.wishlist));
export const toggleCompare = (s: ShopStore, id: string) => s.compare(toggleEntry(s.compare(), id, LIMITS.compare));
export const removeFromWishlist = (s: ShopStore, id: string) => s.wishlist(s.wishlist().filter((e) => e.id !== id));
export const removeFromCompare = (s: ShopStore, id: string) => s.compare(s.compare().filter((e) => e.id !== id));
