// How an order may be paid, enforced by the gateway and again by the backend that stores the order (the hosted
// Strapi's extension keeps a copy in strapi/shop/shop-rules.js, which a test compares with this).

/** The ways to pay, in the order checkout offers them; the schema's `PaymentMethod` (the backend stores lower case). */
export const PAYMENT_METHODS = ["CASH_ON_DELIVERY", "BANK_TRANSFER"] as const;

export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number];

/**
 * Cash on delivery up to this order total, in whole AED, unless the deployment sets another (the gateway's and
 * the stand-in's COD_MAX_AED, the hosted Strapi's SHOP_COD_MAX_AED): a courier carries no more cash than that.
 */
export const COD_MAX_AED_DEFAULT = 10_000;

/** The range a deployment may set the limit in, in whole AED. */
export const COD_MAX_AED_RANGE = { min: 1, max: 10_000_000 } as const;
