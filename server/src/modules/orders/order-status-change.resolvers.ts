import type { OrderStatusChangeResolvers } from "../../__generated__/resolvers-types.js";
import { statusOf } from "./stored-amounts.js";

export const OrderStatusChange: OrderStatusChangeResolvers = {
  status: (s) => statusOf(s.status),
};
