// The shop's order money rules, in integer fils, for the cart preview and the checkout review; the amounts are
// @proav/shop-rules' ORDER_MONEY. The backend stores orders with the hosted Strapi extension's rules
// (strapi/shop/order-totals.js, which the stand-in loads too); totals.test.ts and the stand-in's tests hold both to
// one table of cases (packages/shop-rules/test/order-money-cases.ts).
import { ORDER_MONEY } from "@proav/shop-rules";

export const FREE_SHIPPING_FROM_FILS = ORDER_MONEY.freeShippingFromFils;
const { shippingFils, vatPercent } = ORDER_MONEY;

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
  const shipping = subTotal === 0 || subTotal >= FREE_SHIPPING_FROM_FILS ? 0 : shippingFils;
  const total = subTotal + shipping;
  // Prices include VAT, so the VAT inside a total T is T x 5/105.
  const vatIncluded = Math.round((total * vatPercent) / (100 + vatPercent));
  return { subTotal, shipping, total, vatIncluded, toFreeShipping: Math.max(0, FREE_SHIPPING_FROM_FILS - subTotal) };
}
