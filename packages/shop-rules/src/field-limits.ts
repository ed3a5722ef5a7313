import { CART_LIMITS } from "./cart-limits.js";

// Form fields' sizes, in characters: the storefront's forms check them before sending, the gateway enforces them.

/** What `placeOrder` accepts: the cart's limits plus the delivery note. */
export const ORDER_LIMITS = { ...CART_LIMITS, note: 500 } as const;

/** Account and address fields, in characters; bcrypt reads at most 72 bytes, so a password counts UTF-8 bytes. */
export const ACCOUNT_LIMITS = { name: 50, email: 254, username: 50, passwordMin: 8, passwordMaxBytes: 72, address: 100 } as const;

/** The contact form's fields, in characters. */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 20, subjectMin: 3, subject: 120, messageMin: 10, message: 2000 } as const;
