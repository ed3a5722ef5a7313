// An order's number as shoppers read it from their confirmation ("PAV-2026-000123": the shop's prefix, the year
// placed, the backend's sequence). The backend makes them (strapi/shop/order-totals.js); the storefront and the
// gateway only look orders up by them, so they agree here on what is worth a lookup.

const ORDER_NUMBER = /^[A-Za-z]{3}-\d{4}-\d{6,}$/;

/** The number as stored (trimmed, upper case), or null when the text cannot be an order number. */
export function orderNumberOf(text: string): string | null {
  const number = text.trim();
  return ORDER_NUMBER.test(number) ? number.toUpperCase() : null;
}
