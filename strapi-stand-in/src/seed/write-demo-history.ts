// Places the demo accounts' addresses and past orders (demo-history.ts) through the stand-in's own repositories,
// exactly as the routes would: addresses by insertAddress, orders by placeOrder (prices, titles and totals from the
// products table, numbers from the orders' own id sequence and the day placed, so the next real order continues after them). Then
// each order is moved back in time and along its statuses, as the shop does in the admin panel (a cancelled one
// gets its credit note).
import { COD_MAX_AED_DEFAULT } from "@proav/shop-rules";
import { insertAddress } from "../addresses/address-repo.js";
import type { Db } from "../db/open.js";
import { placeOrder } from "../orders/order-repo.js";
import { numberUninvoicedOrders } from "../orders/tax-documents.js";
import { DEMO_HISTORY, type DemoHistory, type DemoOrder } from "./demo-history.js";

const DAY_MS = 24 * 60 * 60 * 1000;

export function writeDemoHistory(db: Db, now: Date): void {
  const userIds = new Map<string, number>();
  for (const account of DEMO_HISTORY) {
    const user = db.prepare("SELECT id FROM users WHERE email = ?").get(account.email) as { id: number } | undefined;
    if (!user) throw new Error(`demo history: no user ${account.email}`);
    userIds.set(account.email, user.id);
    for (const address of account.addresses) insertAddress(db, user.id, address, now.toISOString());
  }
  // Oldest first across accounts, so order ids (and numbers) follow the dates.
  const orders = DEMO_HISTORY.flatMap((account) => account.orders.map((order, i) => ({ account, order, i })));
  orders.sort((a, b) => b.order.history[0]!.daysAgo - a.order.history[0]!.daysAgo);
  for (const { account, order, i } of orders) placeDemoOrder(db, userIds.get(account.email)!, account, order, i, now);
  // Each was invoiced when placed; the cancelled ones get their credit notes as an upgraded database does.
  db.transaction(() => numberUninvoicedOrders(db)).immediate();
}

function placeDemoOrder(db: Db, user: number, account: DemoHistory, order: DemoOrder, index: number, now: Date): void {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  const { is_default: _default, ...address } = account.addresses[order.address]!;
  const { order: placed } = placeOrder(
    db,
    { user },
    {
      lines: order.lines,
      contact_email: account.email,
      contact_phone: account.phone,
      shipping_address: address,
      payment_method: order.payment_method,
      note: order.note,
      idempotency_key: `demo-history-${index + 1}`,
      locale: order.locale,
      company: null,
      po_number: null,
    },
    at(order.history[0]!.daysAgo),
    COD_MAX_AED_DEFAULT * 100,
  );
  // Placed at its first step's time (its created_at and number's year); then moved along the rest.
  const history = order.history.map((step) => ({ status: step.status, at: at(step.daysAgo), note: null }));
  const last = history.at(-1)!;
  db.prepare("UPDATE orders SET status = ?, status_history = ?, updated_at = ? WHERE id = ?").run(last.status, JSON.stringify(history), last.at, placed.id);
}
