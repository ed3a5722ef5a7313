// Tax invoice and credit note numbers (#25): each a shop-wide, gap-free sequence in shop_sequences. A number is
// taken only inside the transaction that stores it on its order, so a rolled-back order or cancellation gives its
// number back and two writers can never take the same one (SQLite runs one write transaction at a time; the
// callers open theirs IMMEDIATE). The formats are the extension's (strapi/shop/company.js).
import type { Db } from "../db/open.js";
import { prepareCached } from "../db/statements.js";
import { creditNoteNumber, invoiceNumber } from "../extension-rules.js";

/** Tax documents' sequences, and the requests for quote's own (quotes/quote-repo.ts). */
type Sequence = "invoice" | "credit_note" | "quote";

/** The next value of a sequence. Call inside a write transaction only. */
export function nextValue(db: Db, name: Sequence): number {
  const row = prepareCached(db, "UPDATE shop_sequences SET value = value + 1 WHERE name = ? RETURNING value").get(name) as { value: number } | undefined;
  if (!row) throw new Error(`shop_sequences has no '${name}' row`);
  return row.value;
}

/** The invoice number for a new order; the caller stores it on the order in the same transaction. */
export const nextInvoiceNumber = (db: Db): string => invoiceNumber(nextValue(db, "invoice"));

/**
 * Issues the order's credit note at `at`, once: an order that already has one keeps it (and the sequence does not
 * move). Call inside a write transaction. True when a note was issued now.
 */
export function issueCreditNote(db: Db, orderId: number, at: string): boolean {
  const order = prepareCached(db, "SELECT credit_note_number FROM orders WHERE id = ?").get(orderId) as { credit_note_number: string | null } | undefined;
  if (!order || order.credit_note_number !== null) return false;
  const number = creditNoteNumber(nextValue(db, "credit_note"));
  prepareCached(db, "UPDATE orders SET credit_note_number = ?, credited_at = ? WHERE id = ?").run(number, at, orderId);
  return true;
}

/** When a cancelled order was cancelled: its last `cancelled` step, else its last change. */
function cancelledAt(history: string, updatedAt: string): string {
  try {
    const steps = JSON.parse(history) as { status?: unknown; at?: unknown }[];
    const step = steps.findLast((s) => s.status === "cancelled");
    return typeof step?.at === "string" ? step.at : updatedAt;
  } catch {
    return updatedAt;
  }
}

/**
 * Orders stored before the shop numbered its tax documents: each gets its invoice (issued at its created_at), in
 * the order they were placed, and each cancelled one its credit note, in the order they were cancelled. Runs in
 * the upgrade's transaction (db/migrate.ts) and after the demo history is written; a no-op when all have theirs.
 */
export function numberUninvoicedOrders(db: Db): void {
  const uninvoiced = db.prepare("SELECT id, created_at FROM orders WHERE invoice_number IS NULL ORDER BY created_at, id").all() as {
    id: number;
    created_at: string;
  }[];
  const setInvoice = db.prepare("UPDATE orders SET invoice_number = ?, invoiced_at = ? WHERE id = ?");
  for (const order of uninvoiced) setInvoice.run(nextInvoiceNumber(db), order.created_at, order.id);
  const cancelled = (
    db.prepare("SELECT id, status_history, updated_at FROM orders WHERE status = 'cancelled' AND credit_note_number IS NULL").all() as {
      id: number;
      status_history: string;
      updated_at: string;
    }[]
  )
    .map((order) => ({ id: order.id, at: cancelledAt(order.status_history, order.updated_at) }))
    .sort((a, b) => (a.at === b.at ? a.id - b.id : a.at < b.at ? -1 : 1));
  for (const order of cancelled) issueCreditNote(db, order.id, order.at);
}
