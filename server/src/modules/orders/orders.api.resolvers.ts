import { normalizeCart } from "@proav/shop-rules";
import type { MutationResolvers, QueryResolvers } from "../../__generated__/resolvers-types.js";
import { badInput, orRefused, unauthenticated } from "../../errors/user-input.js";
import { decodeCursor } from "../../paging/cursor.js";
import { priceCart } from "./cart.js";
import { ordersPageSize } from "./order-model.js";
import { placeOrder } from "./place-order.js";
import { ownOrder, trackedOrder } from "./order-lookup.js";
import { orderRefused } from "./order-refused.js";

export const MAX_CART_ITEMS = 200;

export const Query: QueryResolvers = {
  cart: (_, { items }, { catalog }) => {
    if (items.length > MAX_CART_ITEMS) {
      throw badInput(`\`items\` accepts at most ${MAX_CART_ITEMS} entries.`);
    }
    return priceCart(catalog, normalizeCart(items.map((i) => ({ id: i.productId, quantity: i.quantity }))));
  },
  myOrders: async (_, { first, after }, { account }) => {
    if (!account.signedIn) throw unauthenticated();
    const limit = ordersPageSize(first);
    const offset = decodeCursor(after) + 1;
    const [orders, totalCount] = await Promise.all([account.orders(offset, limit), account.orderCount()]);
    return { orders, offset, totalCount };
  },
  order: (_, { number }, ctx) => ownOrder(ctx, number),
  trackOrder: (_, { number, email }, ctx) => trackedOrder(ctx, number, email),
};

export const Mutation: MutationResolvers = {
  placeOrder: (_, { input }, ctx) => orRefused(() => placeOrder(ctx, input), orderRefused),
};
