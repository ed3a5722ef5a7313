// The shop's order money rules, in integer fils, for the cart preview and the checkout review. The backend has
// the same rules (strapi-stand-in/src/orders/order-totals.ts) for the amounts it stores; the gateway's integration test
// checks that a cart preview and the order placed from it agree.

export const FREE_SHIPPING_FROM_FILS = 50_000;
export const SHIPPING_FILS = 2_500;
export const VAT_PERCENT = 5;

export interface Totals {
  subTotal: number;
  shipping: number;
  total: number;
  vatIncluded: number;
  /** Fils still to spend for free shipping (0 once free). */
  toFreeShipping: number;
}

export function totalsFor(lineTotalsFils: readonly number[]): Totals {
  const subTotal = lineTotalsFils.reduce((sum, fils) => sum + fils, 0);
  // An empty cart ships nothing; from AED 500.00 shipping is free.
  const shipping = subTotal === 0 || subTotal >= FREE_SHIPPING_FROM_FILS ? 0 : SHIPPING_FILS;
  const total = subTotal + shipping;
  // Prices include VAT, so the VAT inside a total T is T x 5/105.
  const vatIncluded = Math.round((total * VAT_PERCENT) / (100 + VAT_PERCENT));
  return { subTotal, shipping, total, vatIncluded, toFreeShipping: Math.max(0, FREE_SHIPPING_FROM_FILS - subTotal) };
}
