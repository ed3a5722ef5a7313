import type { PlaceOrderResultResolvers } from "../../__generated__/resolvers-types.js";

export const PlaceOrderResult: PlaceOrderResultResolvers = {
  __resolveType: (result) => ("__typename" in result && result.__typename === "OrderRefused" ? "OrderRefused" : "Order"),
};
