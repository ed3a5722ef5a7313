// Orders are written in one IMMEDIATE transaction: the idempotency look-up, the product snapshot, the totals, the
// tax invoice number and every line either all happen or none does, and two submissions with one key cannot both
// insert. The shop's status changes (the admin's, routes/admin-orders-routes.ts) are one transaction each too.
import type { Db } from "../db/open.js";
import { idList, prepareCached } from "../db/statements.js";
import {
  checkPaymentLimit,
  InvalidInput,
  lineRefusal,
  listPriceFils,
  orderNumber,
  storedMoney,
  unitPriceFils,
  type AddressFields,
  type CompanyFields,
  type FieldErrorMap,
  type OrderInput,
  type OrderLocale,
  type PaymentMethod,
  type StoredMoney,
} from "../extension-rules.js";
import { DEFAULT_LOCALE } from "../query/rest-query.js";
import { issueCreditNote, nextInvoiceNumber } from "./tax-documents.js";

export interface OrderRow {
  id: number;
  number: string;
  user: number | null;
  status: string;
  status_history: string;
  sub_total: number;
  shipping: number;
  vat_included: number;
  total: number;
  shipping_address: string;
  payment_method: string;
  note: string | null;
  contact_email: string;
  contact_phone: string;
  locale: string;
  idempotency_scope: string;
  idempotency_key: string;
  created_at: string;
  updated_at: string;
  /** JSON of the company buyer (CompanyFields), or null. */
  company: string | null;
  po_number: string | null;
  /** Null only between the upgrade's two steps (db/migrate.ts); every stored order has one. */
  invoice_number: string | null;
  invoiced_at: string | null;
  credit_note_number: string | null;
  credited_at: string | null;
  /** The accepted quote's number (`RFQ-000001`) when the order was placed by accepting one. */
  quote_number: string | null;
}

export interface OrderLineRow {
  id: number;
  order_id: number;
  position: number;
  product: number;
  title: string;
  part_number: string | null;
  unit_price: number;
  quantity: number;
  line_total: number;
  list_price: number | null;
}

export interface ProductSnapshot {
  id: number;
  title: string;
  part_number: string | null;
  price: number;
  sale_price: number | null;
  is_active: 0 | 1;
  badge: string | null;
}

/** Who places the order: a user, or a guest known by the contact e-mail (which also scopes the idempotency key). */
export type Placer = { user: number } | { guestEmail: string };

const scopeOf = (placer: Placer) => ("user" in placer ? `user:${placer.user}` : `guest:${placer.guestEmail}`);

/** The badges column holds the component's JSON; an unreadable one says nothing. */
const badges = (badge: string | null): unknown => {
  try {
    return badge ? (JSON.parse(badge) as unknown) : null;
  } catch {
    return null;
  }
};

/** Lines naming products in a language: an order's, or a request for quote's. */
interface ProductLines {
  locale: OrderLocale;
  lines: readonly { product: number }[];
}

/**
 * Of the order's products, those whose row in the order's language exists but is inactive: the shop hides them
 * in that language, so they are not sold in it either (the gateway refuses them first; this backend is reachable
 * directly). A product without a row in that language is sold with its English text, as the storefront shows it.
 */
function hiddenInOrderLocale(db: Db, input: ProductLines): Set<number> {
  if (input.locale === DEFAULT_LOCALE) return new Set();
  const rows = prepareCached(
    db,
    "SELECT localization_group AS id FROM products WHERE locale = ? AND is_active = 0 AND localization_group IN (SELECT value FROM json_each(?))",
  ).all(input.locale, idList(input.lines.map((l) => l.product))) as { id: number }[];
  return new Set(rows.map((r) => r.id));
}

/**
 * The products the lines name (their default-locale rows: a translation's id, a row of its own, names no product)
 * by id, and those hidden in the lines' language.
 */
export function lineProducts(db: Db, input: ProductLines): { byId: Map<number, ProductSnapshot>; hidden: Set<number> } {
  const products = prepareCached(
    db,
    "SELECT id, title, part_number, price, sale_price, is_active, badge FROM products WHERE id IN (SELECT value FROM json_each(?)) AND locale = ?",
  ).all(idList(input.lines.map((l) => l.product)), DEFAULT_LOCALE) as ProductSnapshot[];
  return { byId: new Map(products.map((p) => [p.id, p])), hidden: hiddenInOrderLocale(db, input) };
}

/** What lineRefusal reads of a product. */
export const sellable = (product: ProductSnapshot) => ({ is_active: product.is_active === 1, badge: badges(product.badge) });

/**
 * The order for this key if it exists (`created: false`), else a new one. Throws a 400 for unsellable lines and
 * for cash on delivery above `cashOnDeliveryMaxFils`.
 */
export function placeOrder(db: Db, placer: Placer, input: OrderInput, now: string, cashOnDeliveryMaxFils: number): { order: OrderRow; created: boolean } {
  const scope = scopeOf(placer);
  return db
    .transaction(() => {
      const existing = prepareCached(db, "SELECT * FROM orders WHERE idempotency_scope = ? AND idempotency_key = ?").get(scope, input.idempotency_key) as
        OrderRow | undefined;
      if (existing) return { order: existing, created: false };

      const { byId, hidden } = lineProducts(db, input);
      const errors: FieldErrorMap = {};
      const lines = input.lines.map((line, position) => {
        const product = byId.get(line.product);
        const refusal = lineRefusal(line.product, product && sellable(product), input.locale, hidden.has(line.product));
        if (refusal) errors[`lines.${position}.product`] = [refusal];
        const unit = product ? unitPriceFils(product.price, product.sale_price) : 0;
        const list = product ? listPriceFils(product.price, product.sale_price) : null;
        return { product: line.product, title: product?.title ?? "", part_number: product?.part_number ?? null, unit, list, quantity: line.quantity };
      });
      if (Object.keys(errors).length > 0) throw new InvalidInput(errors);

      const { totals, fields: money } = storedMoney(lines);
      checkPaymentLimit(input.payment_method, totals.total, cashOnDeliveryMaxFils);
      const order = insertOrder(
        db,
        {
          user: "user" in placer ? placer.user : null,
          money,
          shipping_address: input.shipping_address,
          payment_method: input.payment_method,
          note: input.note,
          contact_email: input.contact_email,
          contact_phone: input.contact_phone,
          locale: input.locale,
          scope,
          idempotency_key: input.idempotency_key,
          company: input.company,
          po_number: input.po_number,
          quote_number: null,
        },
        now,
      );
      return { order, created: true };
    })
    .immediate();
}

/** A new order as stored: everything but its id, number, status and tax invoice number, which insertOrder sets. */
export interface NewOrder {
  user: number | null;
  money: StoredMoney["fields"];
  shipping_address: AddressFields;
  payment_method: PaymentMethod;
  note: string | null;
  /** Lower case: guests find the order by it (trackOrder). */
  contact_email: string;
  contact_phone: string;
  locale: OrderLocale;
  /** With idempotency_key, unique: a repeated submission finds the first order by them. */
  scope: string;
  idempotency_key: string;
  company: CompanyFields | null;
  po_number: string | null;
  /** The accepted quote's number, when the order was placed by accepting one. */
  quote_number: string | null;
}

/**
 * Stores a pending order, its lines and its tax invoice number. Call inside a write transaction, after every check
 * that can refuse the order: the invoice number is taken here, and a refusal rolls it back all the same.
 */
export function insertOrder(db: Db, order: NewOrder, now: string): OrderRow {
  const { money } = order;
  const id = (prepareCached(db, "SELECT COALESCE(MAX(id), 0) + 1 AS id FROM orders").get() as { id: number }).id;
  const row = prepareCached(
    db,
    `INSERT INTO orders (id, number, user, status, status_history, sub_total, shipping, vat_included, total,
     shipping_address, payment_method, note, contact_email, contact_phone, locale, idempotency_scope,
     idempotency_key, created_at, updated_at, company, po_number, invoice_number, invoiced_at, quote_number)
   VALUES (@id, @number, @user, 'pending', @history, @sub_total, @shipping, @vat, @total, @address, @payment_method,
     @note, @contact_email, @contact_phone, @locale, @scope, @key, @now, @now, @company, @po_number, @invoice, @now, @quote_number) RETURNING *`,
  ).get({
    id,
    number: orderNumber(id, now),
    user: order.user,
    history: JSON.stringify([{ status: "pending", at: now, note: null }]),
    sub_total: money.sub_total,
    shipping: money.shipping,
    vat: money.vat_included,
    total: money.total,
    address: JSON.stringify(order.shipping_address),
    payment_method: order.payment_method,
    note: order.note,
    contact_email: order.contact_email,
    contact_phone: order.contact_phone,
    locale: order.locale,
    scope: order.scope,
    key: order.idempotency_key,
    now,
    company: order.company === null ? null : JSON.stringify(order.company),
    po_number: order.po_number,
    invoice: nextInvoiceNumber(db),
    quote_number: order.quote_number,
  }) as OrderRow;
  const insertLine = prepareCached(
    db,
    `INSERT INTO components_order_lines (order_id, position, product, title, part_number, unit_price, quantity, line_total, list_price)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  money.lines.forEach((l, position) => insertLine.run(id, position, l.product, l.title, l.part_number, l.unit_price, l.quantity, l.line_total, l.list_price));
  return row;
}

export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The shop moves an order to `status` (its admin panel on the hosted Strapi): a new status appends a step to the
 * history; `cancelled` issues the order's tax credit note, once, in the same transaction. Setting the status it
 * already has changes nothing. Undefined for a missing order.
 */
export function changeOrderStatus(db: Db, id: number, status: OrderStatus, note: string | null, now: string): OrderRow | undefined {
  return db
    .transaction(() => {
      const order = prepareCached(db, "SELECT * FROM orders WHERE id = ?").get(id) as OrderRow | undefined;
      if (!order) return undefined;
      if (order.status !== status) {
        const history = [...(JSON.parse(order.status_history) as unknown[]), { status, at: now, note }];
        prepareCached(db, "UPDATE orders SET status = ?, status_history = ?, updated_at = ? WHERE id = ?").run(status, JSON.stringify(history), now, id);
      }
      if (status === "cancelled") issueCreditNote(db, id, now);
      return prepareCached(db, "SELECT * FROM orders WHERE id = ?").get(id) as OrderRow;
    })
    .immediate();
}

export const orderLines = (db: Db, orderId: number) =>
  prepareCached(db, "SELECT * FROM components_order_lines WHERE order_id = ? ORDER BY position").all(orderId) as OrderLineRow[];

export const findOwnOrder = (db: Db, user: number, id: number) =>
  prepareCached(db, "SELECT * FROM orders WHERE user = ? AND id = ?").get(user, id) as OrderRow | undefined;

export const trackOrder = (db: Db, number: string, email: string) =>
  prepareCached(db, "SELECT * FROM orders WHERE number = ? AND contact_email = ?").get(number, email) as OrderRow | undefined;

export interface OwnOrdersQuery {
  user: number;
  number?: string;
  newestFirst: boolean;
  start: number;
  limit: number;
}

export function listOwnOrders(db: Db, q: OwnOrdersQuery): OrderRow[] {
  const sql = `SELECT * FROM orders WHERE user = @user ${q.number === undefined ? "" : "AND number = @number"}
    ORDER BY id ${q.newestFirst ? "DESC" : "ASC"} LIMIT @limit OFFSET @start`;
  return prepareCached(db, sql).all({ user: q.user, number: q.number, limit: q.limit, start: q.start }) as OrderRow[];
}

export function countOwnOrders(db: Db, user: number, number?: string): number {
  const sql = `SELECT COUNT(*) AS n FROM orders WHERE user = ? ${number === undefined ? "" : "AND number = ?"}`;
  const params = number === undefined ? [user] : [user, number];
  return (prepareCached(db, sql).get(...params) as { n: number }).n;
}
