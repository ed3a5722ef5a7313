import type { MoneyResolvers } from "../../__generated__/resolvers-types.js";
import { decimalToFils, formatPrice } from "@proav/shop-rules";

// Amounts are computed once, in fils, whatever the language; only the display text follows the operation's locale.

export const Money: MoneyResolvers = {
  formatted: (m, _, { locale }) => formatPrice(decimalToFils(m.amount), locale),
};
