"use strict";

// Tax invoice and credit note numbers (#25): each a shop-wide, gap-free sequence, kept in the `shop_sequences`
// table (created here at start with knex: it is no content type, so neither the admin panel, the REST API nor the
// GraphQL plugin sees it). A number is taken only inside the database transaction that stores it on its order:
// an order or cancellation that fails gives it back, and the row lock the increment takes (Postgres, MySQL; SQLite
// runs one write transaction at a time) makes concurrent writers queue, so no two take the same number and none
// is skipped, across any number of Strapi instances on one database. Requests for quote (#27) number themselves from
// the same table (`quote`, RFQ-000001), taken in the transaction that stores the quote.
const { creditNoteNumber, DOCUMENT_NUMBER_PREFIX, invoiceNumber } = require("./company");
const { QUOTE_NUMBER_PREFIX, quoteNumber } = require("./quote");

const TABLE = "shop_sequences";
const SEQUENCES = {
  invoice: { table: "orders", column: "invoice_number", prefix: DOCUMENT_NUMBER_PREFIX.invoice },
  credit_note: { table: "orders", column: "credit_note_number", prefix: DOCUMENT_NUMBER_PREFIX.creditNote },
  quote: { table: "quotes", column: "number", prefix: QUOTE_NUMBER_PREFIX },
};

/** The knex instance the orders live on. */
const knexOf = (strapi) => strapi.connections[strapi.query("order").model.connection || "default"];

/**
 * The highest number of this sequence already issued (numbers an operator typed before the extension numbered
 * them, or a database restored without its sequences).
 */
async function highestIssued(knex, { table, column, prefix }) {
  // A Strapi without the collection (api/quote not copied yet) has issued none; its row then starts at 0.
  if (!(await knex.schema.hasTable(table))) return 0;
  const rows = await knex(table).select(column).where(column, "like", `${prefix}-%`);
  return rows.reduce((max, row) => {
    const match = new RegExp(`^${prefix}-(\\d+)$`).exec(row[column]);
    return match ? Math.max(max, Number(match[1])) : max;
  }, 0);
}

/** Creates the table and its rows when missing; a new row starts after any number already on an order. */
async function ensureSequences(knex) {
  if (!(await knex.schema.hasTable(TABLE))) {
    try {
      await knex.schema.createTable(TABLE, (table) => {
        table.string("name", 32).primary();
        table.bigInteger("value").notNullable().defaultTo(0);
      });
    } catch (error) {
      // Another instance starting at the same moment created it first.
      if (!(await knex.schema.hasTable(TABLE))) throw error;
    }
  }
  for (const [name, sequence] of Object.entries(SEQUENCES)) {
    if (await knex(TABLE).where({ name }).first()) continue;
    try {
      await knex(TABLE).insert({ name, value: await highestIssued(knex, sequence) });
    } catch (error) {
      if (!(await knex(TABLE).where({ name }).first())) throw error;
    }
  }
}

/** The next value of a sequence, inside the caller's transaction `trx`. */
async function nextValue(trx, name) {
  const changed = await trx(TABLE).where({ name }).increment("value", 1);
  if (!changed) throw new Error(`${TABLE} has no '${name}' row: is shop/setup.js called from bootstrap?`);
  const row = await trx(TABLE).where({ name }).first("value");
  return Number(row.value);
}

/** The next invoice number, inside the transaction that stores the order. */
const nextInvoiceNumber = async (trx) => invoiceNumber(await nextValue(trx, "invoice"));

/** The next quote number, inside the transaction that stores the quote. */
const nextQuoteNumber = async (trx) => quoteNumber(await nextValue(trx, "quote"));

/** Thrown to roll a credit note back when another writer issued one first. */
class AlreadyCredited extends Error {}

/**
 * Issues the cancelled order's credit note at `at`, once, in a transaction of its own: the order's row is locked,
 * the number taken and stored together. `{ credit_note_number, credited_at }` when issued now, else null (not
 * cancelled, or it already has one).
 */
async function issueCreditNote(knex, id, at = new Date()) {
  try {
    return await knex.transaction(async (trx) => {
      const order = await trx("orders").where({ id }).forUpdate().first("status", "credit_note_number");
      if (!order || order.status !== "cancelled" || order.credit_note_number) return null;
      const fields = { credit_note_number: creditNoteNumber(await nextValue(trx, "credit_note")), credited_at: at };
      const updated = await trx("orders").where({ id }).whereNull("credit_note_number").update(fields);
      if (updated !== 1) throw new AlreadyCredited();
      return fields;
    });
  } catch (error) {
    if (error instanceof AlreadyCredited) return null;
    throw error;
  }
}

/**
 * Orders stored before the extension numbered tax documents (or cancelled while it could not issue a credit
 * note): each gets its invoice, dated when it was placed, in the order placed; each cancelled one its credit note,
 * dated its last change. Runs at every start (shop/setup.js); a no-op once every order has its numbers.
 */
async function numberUninvoicedOrders(knex) {
  await knex.transaction(async (trx) => {
    // Instances starting together take turns here (the sequence row's lock), so the second finds nothing to do.
    await trx(TABLE).where({ name: "invoice" }).forUpdate().first("value");
    const uninvoiced = await trx("orders")
      .select("id", "created_at")
      .whereNull("invoice_number")
      .orderBy([{ column: "created_at" }, { column: "id" }]);
    for (const order of uninvoiced) {
      await trx("orders")
        .where({ id: order.id })
        .update({ invoice_number: await nextInvoiceNumber(trx), invoiced_at: order.created_at });
    }
  });
  const cancelled = await knex("orders")
    .select("id", "updated_at")
    .where({ status: "cancelled" })
    .whereNull("credit_note_number")
    .orderBy([{ column: "updated_at" }, { column: "id" }]);
  for (const order of cancelled) await issueCreditNote(knex, order.id, order.updated_at);
}

/** At start: the sequences exist, and every order has its numbers. */
async function setUpTaxDocuments(strapi) {
  const knex = knexOf(strapi);
  await ensureSequences(knex);
  await numberUninvoicedOrders(knex);
}

module.exports = { TABLE, knexOf, ensureSequences, nextInvoiceNumber, nextQuoteNumber, issueCreditNote, numberUninvoicedOrders, setUpTaxDocuments };
