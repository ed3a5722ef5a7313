import type { OrderAddressResolvers } from "../../__generated__/resolvers-types.js";
import { emirateOf } from "../account/index.js";

export const OrderAddress: OrderAddressResolvers = {
  emirate: (a) => emirateOf(a.emirate),
};
