// Requests for quote (#27), a Strapi collection owned by its user like orders. A request is stored with its number
// (the 'quote' sequence) in one IMMEDIATE transaction; the shop's answer (routes/admin-quotes-routes.ts) is one
// transaction; accepting places the order at the quoted prices (orders/order-repo.ts' insertOrder, with its tax
// invoice number) and marks the quote accepted in one transaction too, so a quote never has half an acceptance.
// The rules (what may be asked for, answered, accepted) are the extension's (strapi/shop/quote.js).
import type { Db } from "../db/open.js";
import { prepareCached } from "../db/statements.js";
import {
  InvalidInput,
  acceptIdempotency,
  acceptRefusal,
  acceptedOrderCompany,
  acceptedOrderLines,
  dubaiDate,
  parseQuoteAnswer,
  quoteLineRefusal,
  quoteNumber,
  storedMoney,
  toAed,
  unitPriceFils,
  type AcceptInput,
  type FieldErrorMap,
  type OrderLocale,
  type QuoteAcceptRefusal,
  type QuoteInput,
  type QuoteStoredStatus,
  type StoredQuote,
} from "../extension-rules.js";
import { insertOrder, lineProducts, sellable, type OrderRow } from "../orders/order-repo.js";
import { nextValue } from "../orders/tax-documents.js";

export interface QuoteRow {
  id: number;
  number: string;
  user: number | null;
  status: QuoteStoredStatus;
  company: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  trn: string | null;
  emirate: string;
  needed_by: string | null;
  notes: string | null;
  locale: string;
  valid_until: string | null;
  shop_note: string | null;
  quoted_at: string | null;
  order_id: number | null;
  order_number: string | null;
  accepted_at: string | null;
  /** sha256 of the acceptance's scope and idempotency key; never answered. */
  accept_idempotency: string | null;
  created_at: string;
  updated_at: string;
}

export interface QuoteLineRow {
  id: number;
  quote_id: number;
  position: number;
  product: number;
  title: string;
  part_number: string | null;
  quantity: number;
  web_unit_price: number;
  quoted_unit_price: number | null;
}

export const quoteLines = (db: Db, quoteId: number) =>
  prepareCached(db, "SELECT * FROM components_quote_lines WHERE quote_id = ? ORDER BY position").all(quoteId) as QuoteLineRow[];

const quoteById = (db: Db, id: number) => prepareCached(db, "SELECT * FROM quotes WHERE id = ?").get(id) as QuoteRow | undefined;

/** The quote with its lines, as the extension's rules read it. */
const storedQuote = (db: Db, row: QuoteRow): StoredQuote => ({ status: row.status, company: row.company, trn: row.trn, lines: quoteLines(db, row.id) });

/**
 * Stores a request for quote of `user` (null: a guest): each line's product must exist, be active and not hidden
 * in the request's language (out of stock may be asked for); its title and web unit price are kept as they are now.
 * Throws InvalidInput (`lines.<i>.product`) otherwise.
 */
export function createQuote(db: Db, user: number | null, input: QuoteInput, now: string): QuoteRow {
  return db
    .transaction(() => {
      const { byId, hidden } = lineProducts(db, input);
      const errors: FieldErrorMap = {};
      input.lines.forEach((line, position) => {
        const product = byId.get(line.product);
        const refusal = quoteLineRefusal(line.product, product && sellable(product), input.locale, hidden.has(line.product));
        if (refusal) errors[`lines.${position}.product`] = [refusal];
      });
      if (Object.keys(errors).length > 0) throw new InvalidInput(errors);

      // Taken after every check that can refuse the request: a refusal would roll it back all the same.
      const number = quoteNumber(nextValue(db, "quote"));
      const quote = prepareCached(
        db,
        `INSERT INTO quotes (number, user, status, company, contact_name, contact_email, contact_phone, trn, emirate, needed_by,
           notes, locale, created_at, updated_at)
         VALUES (@number, @user, 'requested', @company, @contact_name, @contact_email, @contact_phone, @trn, @emirate, @needed_by,
           @notes, @locale, @now, @now) RETURNING *`,
      ).get({
        number,
        user,
        company: input.company,
        contact_name: input.contact_name,
        contact_email: input.contact_email,
        contact_phone: input.contact_phone,
        trn: input.trn,
        emirate: input.emirate,
        needed_by: input.needed_by,
        notes: input.notes,
        locale: input.locale,
        now,
      }) as QuoteRow;
      const insertLine = prepareCached(
        db,
        `INSERT INTO components_quote_lines (quote_id, position, product, title, part_number, quantity, web_unit_price)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      );
      input.lines.forEach((line, position) => {
        const product = byId.get(line.product)!;
        const web = toAed(unitPriceFils(product.price, product.sale_price));
        insertLine.run(quote.id, position, line.product, product.title, product.part_number, line.quantity, web);
      });
      return quote;
    })
    .immediate();
}

/**
 * The shop's answer (the admin's, parseQuoteAnswer's body): quoted prices and validity, or a decline. Undefined
 * for a missing quote; throws InvalidInput for a bad answer and QuoteConflict for an accepted or declined quote.
 */
export function answerQuote(db: Db, id: number, body: unknown, now: string): QuoteRow | undefined {
  return db
    .transaction(() => {
      const row = quoteById(db, id);
      if (!row) return undefined;
      const answer = parseQuoteAnswer(storedQuote(db, row), body, dubaiDate(new Date(now)));
      prepareCached(
        db,
        `UPDATE quotes SET status = @status, valid_until = @valid_until, shop_note = @shop_note,
           quoted_at = CASE WHEN @status = 'quoted' THEN @now ELSE quoted_at END, updated_at = @now WHERE id = @id`,
      ).run({ id, status: answer.status, valid_until: answer.valid_until, shop_note: answer.shop_note, now });
      const setPrice = prepareCached(db, "UPDATE components_quote_lines SET quoted_unit_price = ? WHERE id = ? AND quote_id = ?");
      for (const line of answer.lines) setPrice.run(line.quoted_unit_price, line.id, id);
      return quoteById(db, id)!;
    })
    .immediate();
}

/** Who accepts: the signed-in owner, or anyone with the contact e-mail (lower case). */
export type Acceptor = { user: number } | { email: string };

export type Acceptance =
  { accepted: true; quote: QuoteRow; order: OrderRow; replay: boolean } | { accepted: false; refusal: QuoteAcceptRefusal; quote: QuoteRow };

/**
 * Accepts the quote `input.number` of `who`: places the order at the quoted prices (bank transfer, the quote's
 * contact, the company with its TRN when the quote has one, the quote's number) and marks the quote accepted, in
 * one transaction. The same key again answers the same order (`replay`); a refusal names why. Undefined when the
 * quote is missing or not `who`'s.
 */
export function acceptQuote(db: Db, who: Acceptor, input: AcceptInput, now: string): Acceptance | undefined {
  return db
    .transaction((): Acceptance | undefined => {
      const row = (
        "user" in who
          ? prepareCached(db, "SELECT * FROM quotes WHERE number = ? AND user = ?").get(input.number, who.user)
          : prepareCached(db, "SELECT * FROM quotes WHERE number = ? AND lower(contact_email) = ?").get(input.number, who.email)
      ) as QuoteRow | undefined;
      if (!row) return undefined;
      const idempotency = acceptIdempotency("user" in who ? who.user : null, "email" in who ? who.email : null, input.idempotency_key);
      if (row.status === "accepted" && row.accept_idempotency === idempotency && row.order_id !== null) {
        const order = prepareCached(db, "SELECT * FROM orders WHERE id = ?").get(row.order_id) as OrderRow | undefined;
        if (order) return { accepted: true, quote: row, order, replay: true };
      }
      const refusal = acceptRefusal(row.status, row.valid_until, dubaiDate(new Date(now)));
      if (refusal) return { accepted: false, refusal, quote: row };

      const quote = storedQuote(db, row);
      const order = insertOrder(
        db,
        {
          user: row.user,
          money: storedMoney(acceptedOrderLines(quote)).fields,
          shipping_address: input.shipping_address,
          // Bank transfer: a quote is for amounts no courier carries in cash (no cash-on-delivery limit applies).
          payment_method: "bank_transfer",
          note: null,
          contact_email: row.contact_email.toLowerCase(),
          contact_phone: row.contact_phone,
          locale: input.locale ?? (row.locale as OrderLocale),
          // The quote's own scope: its acceptance can never meet an order placed from the cart with the same key.
          scope: `quote:${row.id}`,
          idempotency_key: input.idempotency_key,
          company: acceptedOrderCompany(quote, input.shipping_address),
          po_number: input.po_number,
          quote_number: row.number,
        },
        now,
      );
      prepareCached(
        db,
        `UPDATE quotes SET status = 'accepted', order_id = ?, order_number = ?, accepted_at = ?, accept_idempotency = ?, updated_at = ?
         WHERE id = ?`,
      ).run(order.id, order.number, now, idempotency, now, row.id);
      return { accepted: true, quote: quoteById(db, row.id)!, order, replay: false };
    })
    .immediate();
}

export const findQuote = quoteById;

export const findOwnQuote = (db: Db, user: number, id: number) =>
  prepareCached(db, "SELECT * FROM quotes WHERE user = ? AND id = ?").get(user, id) as QuoteRow | undefined;

/** Guests: the number and the contact e-mail, compared without case. */
export const trackQuote = (db: Db, number: string, email: string) =>
  prepareCached(db, "SELECT * FROM quotes WHERE number = ? AND lower(contact_email) = ?").get(number, email.toLowerCase()) as QuoteRow | undefined;

export interface OwnQuotesQuery {
  user: number;
  number?: string;
  newestFirst: boolean;
  start: number;
  limit: number;
}

export function listOwnQuotes(db: Db, q: OwnQuotesQuery): QuoteRow[] {
  const sql = `SELECT * FROM quotes WHERE user = @user ${q.number === undefined ? "" : "AND number = @number"}
    ORDER BY id ${q.newestFirst ? "DESC" : "ASC"} LIMIT @limit OFFSET @start`;
  return prepareCached(db, sql).all({ user: q.user, number: q.number, limit: q.limit, start: q.start }) as QuoteRow[];
}

export function countOwnQuotes(db: Db, user: number, number?: string): number {
  const sql = `SELECT COUNT(*) AS n FROM quotes WHERE user = ? ${number === undefined ? "" : "AND number = ?"}`;
  const params = number === undefined ? [user] : [user, number];
  return (prepareCached(db, sql).get(...params) as { n: number }).n;
}
