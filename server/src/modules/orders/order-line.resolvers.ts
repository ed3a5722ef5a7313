import type { OrderLineResolvers } from "../../__generated__/resolvers-types.js";
import { findProduct } from "../catalog/index.js";
import { lineTitle, lineTitleLanguage } from "./line-title.js";
import { aed } from "./stored-amounts.js";

export const OrderLine: OrderLineResolvers = {
  productId: (l) => String(l.product),
  title: (l, _, { catalog }) => lineTitle(catalog, l),
  titleLanguage: (l, _, { catalog }) => lineTitleLanguage(catalog, l),
  partNumber: (l) => l.part_number || null,
  unitPrice: (l) => aed(l.unit_price),
  lineTotal: (l) => aed(l.line_total),
  product: (l, _, { catalog }) => findProduct(catalog, { id: String(l.product) }),
};
