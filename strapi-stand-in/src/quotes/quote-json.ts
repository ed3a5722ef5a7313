import type { Db } from "../db/open.js";
import { quoteLines, type QuoteRow } from "./quote-repo.js";

/**
 * A quote as a Strapi collection entry: its lines inline, the owner and the order as ids. The acceptance's
 * idempotency hash is internal. The stored status is answered; readers derive `expired` from `valid_until`.
 */
export function quoteJson(db: Db, row: QuoteRow): Record<string, unknown> {
  const { accept_idempotency: _hash, order_id, ...rest } = row;
  return {
    ...rest,
    order: order_id,
    lines: quoteLines(db, row.id).map(({ quote_id: _quote, position: _position, ...line }) => line),
  };
}
