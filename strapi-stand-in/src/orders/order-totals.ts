// The shop's money rules for an order, in integer fils (1 AED = 100 fils). The gateway has the same rules
// (server/src/modules/orders/totals.ts) for its cart preview; they are duplicated on purpose, because this
// backend is reachable directly and must compute what it stores itself. A gateway test checks that the cart
// preview and the stored order agree.

export const FREE_SHIPPING_FROM_FILS = 50_000;
export const SHIPPING_FILS = 2_500;
export const VAT_PERCENT = 5;

/** AED decimal from the database to fils, rounding away binary noise (1328.99 -> 132899). */
export const toFils = (aed: number): number => Math.round(aed * 100);
export const toAed = (fils: number): number => fils / 100;

/** The price a shopper pays: the sale price when set and strictly below the list price. */
export function unitPriceFils(price: number, salePrice: number | null): number {
  const list = toFils(price);
  if (salePrice === null) return list;
  const sale = toFils(salePrice);
  return sale >= 0 && sale < list ? sale : list;
}

export interface OrderTotals {
  subTotal: number;
  shipping: number;
  total: number;
  vatIncluded: number;
}

export function orderTotals(lineTotalsFils: readonly number[]): OrderTotals {
  const subTotal = lineTotalsFils.reduce((sum, fils) => sum + fils, 0);
  const shipping = subTotal === 0 || subTotal >= FREE_SHIPPING_FROM_FILS ? 0 : SHIPPING_FILS;
  const total = subTotal + shipping;
  // Prices include VAT: the VAT inside a total T is T x 5/105.
  const vatIncluded = Math.round((total * VAT_PERCENT) / (100 + VAT_PERCENT));
  return { subTotal, shipping, total, vatIncluded };
}
