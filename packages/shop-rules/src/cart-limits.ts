// The shopper state's sizes, enforced alike by the storefront and the gateway. Apart from the form fields'
// limits (field-limits.ts): every page's shopper state needs these, only forms need those.

/** A cart, and so an order: at most 50 different products, 1 to 99 of each. */
export const CART_LIMITS = { lines: 50, quantity: 99 } as const;

/** Saved lists: the wishlist, and the compare table (four columns fit a screen). */
export const LIST_LIMITS = { wishlist: 100, compare: 4 } as const;

/**
 * Longest `cart`, `wishlist` or `compare` cookie value: below the 4 KB browsers keep per cookie (name, value and
 * attributes together). The browser never writes a longer value and both parsers reject one.
 */
export const COOKIE_VALUE_MAX = 3800;
