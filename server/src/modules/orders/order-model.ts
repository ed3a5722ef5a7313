import type { RestOrder } from "../../backend/rest-types.js";
import { badInput } from "../../errors/user-input.js";
import { cursorPageInfo, encodeCursor } from "../../paging/cursor.js";
import type { EmailDeliveryModel } from "./order-confirmations.js";

export interface OrderStatusChangeModel {
  status: RestOrder["status"];
  at: string;
  note: string | null;
}

export interface OrderPage {
  orders: RestOrder[];
  offset: number;
  totalCount: number;
}

export interface OrderEdgeModel {
  cursor: string;
  node: RestOrder;
}

export const DEFAULT_ORDERS_PAGE = 10;
export const MAX_ORDERS_PAGE = 50;

export function ordersPageSize(first: number | null | undefined): number {
  const size = first ?? DEFAULT_ORDERS_PAGE;
  if (!Number.isInteger(size) || size < 1 || size > MAX_ORDERS_PAGE) {
    throw badInput(`\`first\` must be between 1 and ${MAX_ORDERS_PAGE}.`);
  }
  return size;
}

export function orderEdges(page: OrderPage): OrderEdgeModel[] {
  return page.orders.map((node, i) => ({ cursor: encodeCursor(page.offset + i), node }));
}

export function orderPageInfo(page: OrderPage) {
  return cursorPageInfo(page.offset, page.orders.length, page.totalCount);
}

/** An order as the `Order` type resolves it: the confirmation's outcome is known only on placeOrder's answer. */
export type OrderModel = RestOrder & { confirmationEmail?: EmailDeliveryModel };
