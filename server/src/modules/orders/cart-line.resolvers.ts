import type { CartLineResolvers } from "../../__generated__/resolvers-types.js";
import { money } from "../catalog/index.js";

export const CartLine: CartLineResolvers = {
  unitPrice: (l) => money(l.unitFils),
  lineTotal: (l) => money(l.lineFils),
};
