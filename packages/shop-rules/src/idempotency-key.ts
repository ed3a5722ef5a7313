// The idempotency key of one checkout attempt (PlaceOrderInput.idempotencyKey): the storefront makes one and keeps
// it across retries, the gateway refuses any other shape before the backend sees it. The stand-in and the hosted
// Strapi's extension (strapi/shop/validation.js) check the same pattern on their side of the wire.

/** 8 to 100 letters, digits, "-" or "_": a UUID fits, and nothing that needs escaping in a URL or a log line. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === "string" && IDEMPOTENCY_KEY.test(value);
}
