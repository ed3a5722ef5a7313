"use strict";

// What placing an order and asking for a quote share inside Strapi: the products a request names (default-locale
// rows, and which are hidden in the request's language), and storing an order with its number and its tax invoice
// number inside the caller's transaction. Used by api/order (POST /orders) and api/quote (POST /quotes, accept).
const crypto = require("crypto");
const { orderNumber } = require("./order-totals");
const { nextInvoiceNumber } = require("./tax-documents");
const { isoDate } = require("./order-json");

/**
 * Of these default-locale products, the ids whose row in the request's language exists but is inactive: the shop
 * hides them in that language, so they are not sold in it (the gateway refuses them first; Strapi is reachable
 * directly). The i18n plugin links the rows through `localizations`; a product without a row in that language is
 * sold with its English text, as the storefront shows it.
 */
async function hiddenInLocale(strapi, products, locale, defaultLocale) {
  if (!defaultLocale || locale === defaultLocale) return new Set();
  const englishOf = new Map();
  for (const product of products) {
    for (const row of product.localizations || []) {
      if (row && typeof row === "object" ? row.locale === locale : row) englishOf.set(typeof row === "object" ? row.id : row, product.id);
    }
  }
  if (englishOf.size === 0) return new Set();
  const translations = await strapi.query("product").find({ id_in: [...englishOf.keys()], _limit: -1 }, []);
  return new Set(translations.filter((row) => row.locale === locale && !row.is_active).map((row) => englishOf.get(row.id)));
}

/**
 * The products with these ids as `{ byId, hidden }`: `byId` the default-locale rows (a translation, the i18n
 * plugin's row of another locale with an id of its own, names no product: the query layer sees every locale, so
 * translations are left out here), `hidden` the ids hidden in `locale`.
 */
async function lineProducts(strapi, ids, locale) {
  const i18n = strapi.plugins.i18n;
  const defaultLocale = i18n ? await i18n.services.locales.getDefaultLocale() : null;
  const products = (await strapi.query("product").find({ id_in: ids, _limit: -1 }, ["localizations"])).filter(
    (p) => !p.locale || !defaultLocale || p.locale === defaultLocale,
  );
  return { byId: new Map(products.map((p) => [p.id, p])), hidden: await hiddenInLocale(strapi, products, locale, defaultLocale) };
}

/** An order's number until its id is known (a unique placeholder: the number is derived from the id). */
const PLACEHOLDER = /^new-/;

/**
 * Stores an order (`fields`: every stored field but its number, status, history and tax invoice) as `pending`
 * inside the transaction `trx`, with its number and the next tax invoice number: an order that fails takes no
 * invoice number, and concurrent orders queue on the sequence's row (shop/tax-documents.js), so their numbers are
 * consecutive. Every query passes `transacting`: on SQLite knex has one connection, which the transaction holds.
 * Answers the stored row (without its components).
 */
async function insertOrder(strapi, trx, fields) {
  const query = strapi.query("order");
  const now = new Date().toISOString();
  const created = await query.create(
    {
      ...fields,
      number: `new-${crypto.randomBytes(12).toString("hex")}`, // see PLACEHOLDER
      status: "pending",
      status_history: [{ status: "pending", at: now, note: null }],
      invoice_number: await nextInvoiceNumber(trx),
    },
    { transacting: trx },
  );
  // The number needs the id; the history's first step and the invoice's date are the moment it was stored.
  const placedAt = isoDate(created.created_at || now);
  return query.update(
    { id: created.id },
    { number: orderNumber(created.id, placedAt), status_history: [{ status: "pending", at: placedAt, note: null }], invoiced_at: placedAt },
    { transacting: trx },
  );
}

module.exports = { PLACEHOLDER, lineProducts, insertOrder };
