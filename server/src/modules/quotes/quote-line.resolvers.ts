import type { QuoteLineResolvers } from "../../__generated__/resolvers-types.js";
import { findProduct, money } from "../catalog/index.js";
import { lineTitle, lineTitleLanguage } from "../orders/index.js";
import { filsOf, quotedLineFils } from "./quote-money.js";

export const QuoteLine: QuoteLineResolvers = {
  productId: (l) => String(l.product),
  // Stored in English when requested; translated like an order line's.
  title: (l, _, { catalog }) => lineTitle(catalog, l),
  titleLanguage: (l, _, { catalog }) => lineTitleLanguage(catalog, l),
  partNumber: (l) => l.part_number || null,
  webUnitPrice: (l) => money(filsOf(l.web_unit_price)),
  quotedUnitPrice: (l) => (l.quoted_unit_price === null ? null : money(filsOf(l.quoted_unit_price))),
  quotedLineTotal: (l) => {
    const fils = quotedLineFils(l);
    return fils === null ? null : money(fils);
  },
  product: (l, _, { catalog }) => findProduct(catalog, { id: String(l.product) }),
};
