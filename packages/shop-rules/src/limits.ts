// The sizes the storefront checks before sending and the gateway enforces: one number each, so a form never
// accepts what the gateway refuses (or refuses what it would accept).

/** A cart, and so an order: at most 50 different products, 1 to 99 of each. */
export const CART_LIMITS = { lines: 50, quantity: 99 } as const;

/** What `placeOrder` accepts: the cart's limits plus the delivery note. */
export const ORDER_LIMITS = { ...CART_LIMITS, note: 500 } as const;

/** Saved lists: the wishlist, and the compare table (four columns fit a screen). */
export const LIST_LIMITS = { wishlist: 100, compare: 4 } as const;

/**
 * Longest `cart`, `wishlist` or `compare` cookie value: below the 4 KB browsers keep per cookie (name, value and
 * attributes together). The browser never writes a longer value and both parsers reject one.
 */
export const COOKIE_VALUE_MAX = 3800;

/** Account and address fields, in characters; bcrypt reads at most 72 bytes, so a password counts UTF-8 bytes. */
export const ACCOUNT_LIMITS = { name: 50, email: 254, username: 50, passwordMin: 8, passwordMaxBytes: 72, address: 100 } as const;

/** The contact form's fields, in characters. */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 20, subjectMin: 3, subject: 120, messageMin: 10, message: 2000 } as const;
