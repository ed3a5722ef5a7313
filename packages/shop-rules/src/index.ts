// The package's one entry point: the rules the storefront and the gateway must agree on.
export * from "./cart-limits.js";
export * from "./field-limits.js";
export * from "./payment-limits.js";
export * from "./order-money.js";
export * from "./idempotency-key.js";
export * from "./order-number.js";
export * from "./shop-cookies.js";
export * from "./uae-phone.js";
export * from "./email-address.js";
export * from "./emirates.js";
export * from "./contact-rules.js";
export * from "./shop-locales.js";
export * from "./money-amount.js";
export * from "./locale-format.js";
export * from "./invoice/invoice-labels.js";
export * from "./invoice/invoice-model.js";
