// Money rules, once for every channel. Amounts are integer fils (1 AED = 100 fils) inside; a decimal string at
// the edge. The backend sends JSON numbers such as 1328.99, converted by rounding to the nearest fils so
// binary-float noise (1328.9899999) never leaks into a total.

import { filsToDecimal, formatPrice } from "@proav/shop-rules";

export const CURRENCY = "AED";

export interface Money {
  amount: string;
  currencyCode: string;
  formatted: string;
}

/** AED number from the backend to integer fils; null for missing, negative or non-finite values. */
export function toFils(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n) || n < 0) return null;
  return Math.round(n * 100);
}

/** "12499.00": exact, from integer fils (the shop's one conversion, shared with the storefront). */
export { filsToDecimal };

export function money(fils: number): Money {
  const amount = filsToDecimal(fils);
  // English text by default; the Money.formatted resolver writes it in the operation's language.
  return { amount, currencyCode: CURRENCY, formatted: formatPrice(fils, "en") };
}

/** A sale counts only when the sale price is set and strictly below the list price. */
export function effectiveSaleFils(priceFils: number | null, saleFils: number | null): number | null {
  if (priceFils === null || saleFils === null) return null;
  return saleFils < priceFils ? saleFils : null;
}

/** The spec's rule: (price - sale) / price, rounded to a whole percent; null when not on sale. */
export function discountPercent(priceFils: number | null, saleFils: number | null): number | null {
  const sale = effectiveSaleFils(priceFils, saleFils);
  if (sale === null || priceFils === null || priceFils === 0) return null;
  return Math.round(((priceFils - sale) * 100) / priceFils);
}
