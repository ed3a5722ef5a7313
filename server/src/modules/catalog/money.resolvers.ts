import type { MoneyResolvers } from "../../__generated__/resolvers-types.js";
import { formatPrice } from "@proav/shop-rules";

// Amounts are computed once, in fils, whatever the language; only the display text follows the operation's locale.

/** "12499.00" -> 1249900, exactly (the `amount` every Money carries). */
export function decimalToFils(amount: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) throw new RangeError(`not a two-decimal amount: ${amount}`);
  const fils = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -fils : fils;
}

export const Money: MoneyResolvers = {
  formatted: (m, _, { locale }) => formatPrice(decimalToFils(m.amount), locale),
};
