import type { OrderConnectionResolvers } from "../../__generated__/resolvers-types.js";
import { orderEdges, orderPageInfo } from "./order-model.js";

export const OrderConnection: OrderConnectionResolvers = {
  edges: (page) => orderEdges(page),
  nodes: (page) => page.orders,
  pageInfo: (page) => orderPageInfo(page),
  totalCount: (page) => page.totalCount,
};
