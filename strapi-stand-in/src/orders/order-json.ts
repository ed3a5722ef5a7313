import type { Db } from "../db/open.js";
import { orderLines, type OrderRow } from "./order-repo.js";

/**
 * An order as a Strapi collection entry: components (`lines`, `shipping_address`, `status_history`, `company`)
 * inline, the owner as an id. The idempotency columns are internal.
 */
export function orderJson(db: Db, row: OrderRow): Record<string, unknown> {
  const { idempotency_scope: _scope, idempotency_key: _key, status_history, shipping_address, company, ...rest } = row;
  return {
    ...rest,
    status_history: JSON.parse(status_history) as unknown,
    shipping_address: JSON.parse(shipping_address) as unknown,
    company: company === null ? null : (JSON.parse(company) as unknown),
    lines: orderLines(db, row.id).map(({ order_id: _order, position: _position, ...line }) => line),
  };
}
