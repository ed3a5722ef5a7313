"use strict";

const crypto = require("crypto");

// `/orders`. Anyone may place one (a guest order has no user and is found again by number plus contact e-mail);
// a signed-in user lists and reads only their own (someone else's answers 404, like a missing one). Orders are
// never changed or deleted through the API: status changes are the shop's, in the admin panel.
const { parseOrderBody, checkPaymentLimit, lineRefusal, parseOrderListQuery, parseTrackQuery } = require("../../../shop/validation");
const { cashOnDeliveryMaxFils } = require("../../../shop/shop-rules");
const { withValidation, idParam } = require("../../../shop/http");
const { unitPriceFils, listPriceFils, orderNumber, storedMoney } = require("../../../shop/order-totals");
const { knexOf, nextInvoiceNumber } = require("../../../shop/tax-documents");

const query = () => strapi.query("order");
const POPULATE = ["lines", "status_history", "shipping_address", "company"];

const withoutId = ({ id: _id, ...rest }) => rest;

/** A stored date as ISO 8601 (the connectors hand back Date objects, ISO text or epoch milliseconds). */
const isoDate = (value) => (value === null || value === undefined ? null : new Date(/^\d+$/.test(String(value)) ? Number(value) : value).toISOString());

/** An order as the storefront reads it: components inline, the owner as an id, the idempotency key left out. */
const orderJson = (row) => ({
  id: row.id,
  number: row.number,
  user: row.user && typeof row.user === "object" ? row.user.id : row.user || null,
  status: row.status,
  status_history: (row.status_history || []).map((step) => ({ status: step.status, at: step.at, note: step.note || null })),
  sub_total: Number(row.sub_total),
  shipping: Number(row.shipping),
  vat_included: Number(row.vat_included),
  total: Number(row.total),
  shipping_address: row.shipping_address ? withoutId(row.shipping_address) : null,
  payment_method: row.payment_method,
  company: row.company ? withoutId(row.company) : null,
  po_number: row.po_number || null,
  invoice_number: row.invoice_number || null,
  invoiced_at: isoDate(row.invoiced_at),
  credit_note_number: row.credit_note_number || null,
  credited_at: isoDate(row.credited_at),
  note: row.note || null,
  contact_email: row.contact_email,
  contact_phone: row.contact_phone,
  locale: row.locale || "en",
  created_at: row.created_at,
  updated_at: row.updated_at,
  lines: (row.lines || []).map((line) => ({
    id: line.id,
    product: line.product,
    title: line.title,
    part_number: line.part_number || null,
    unit_price: Number(line.unit_price),
    quantity: line.quantity,
    line_total: Number(line.line_total),
    list_price: line.list_price === null || line.list_price === undefined ? null : Number(line.list_price),
  })),
});

const signedIn = (ctx) => {
  if (!ctx.state.user) throw strapi.errors.forbidden();
  return ctx.state.user.id;
};

/** The owner's list query (shop/validation.js) as Strapi query parameters; a 400 for anything else. */
function listParams(ctx) {
  const params = parseOrderListQuery(ctx.query);
  if (params.refused) throw strapi.errors.badRequest(params.refused);
  const number = params.number === undefined ? {} : { number: params.number };
  return { _start: params.start, _limit: params.limit, _sort: params.sort, ...number };
}

/**
 * Of these default-locale products, the ids whose row in the order's language exists but is inactive: the shop
 * hides them in that language, so they are not sold in it (the gateway refuses them first; Strapi is reachable
 * directly). The i18n plugin links the rows through `localizations`; a product without a row in that language is
 * sold with its English text, as the storefront shows it.
 */
async function hiddenInOrderLocale(products, locale, defaultLocale) {
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

const PLACEHOLDER = /^new-/;

/** The order already placed with this key, once it has its number (a concurrent twin may still be writing it). */
async function existing(idempotency) {
  for (let waited = 0; ; waited += 50) {
    const order = await query().findOne({ idempotency }, POPULATE);
    if (!order || !PLACEHOLDER.test(order.number) || waited >= 5000) return order;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

module.exports = {
  // Prices, titles and totals come from the products, never from the body. A repeated submission (same
  // idempotency key from the same user or guest e-mail) answers the first order.
  create: withValidation(async (ctx) => {
    const input = parseOrderBody(ctx.request.body);
    const user = ctx.state.user ? ctx.state.user.id : null;
    const scope = user ? `user:${user}` : `guest:${input.contact_email}`;
    const idempotency = crypto.createHash("sha256").update(`${scope}|${input.idempotency_key}`).digest("hex");
    const replay = await existing(idempotency);
    if (replay) {
      ctx.set("X-Idempotent-Replay", "true");
      ctx.body = orderJson(replay);
      return;
    }

    const ids = input.lines.map((line) => line.product);
    // A product is its default-locale row; a translation (the i18n plugin's row of another locale, with an id of
    // its own) names no product. The query layer sees every locale, so the translations are left out here.
    const i18n = strapi.plugins.i18n;
    const defaultLocale = i18n ? await i18n.services.locales.getDefaultLocale() : null;
    const products = (await strapi.query("product").find({ id_in: ids, _limit: -1 }, ["localizations"])).filter(
      (p) => !p.locale || !defaultLocale || p.locale === defaultLocale,
    );
    const byId = new Map(products.map((p) => [p.id, p]));
    const hidden = await hiddenInOrderLocale(products, input.locale, defaultLocale);
    const errors = {};
    const lines = input.lines.map((line, position) => {
      const product = byId.get(line.product);
      const refusal = lineRefusal(line.product, product, input.locale, Boolean(product && hidden.has(product.id)));
      if (refusal) errors[`lines.${position}.product`] = [refusal];
      const unit = product ? unitPriceFils(product.price, product.sale_price) : 0;
      const list = product ? listPriceFils(product.price, product.sale_price) : null;
      return {
        product: line.product,
        title: product ? product.title : "",
        part_number: product ? product.part_number : null,
        unit,
        list,
        quantity: line.quantity,
      };
    });
    if (Object.keys(errors).length) return ctx.badRequest("ValidationError", { errors });

    const { totals, fields: money } = storedMoney(lines);
    checkPaymentLimit(input.payment_method, totals.total, cashOnDeliveryMaxFils());
    const now = new Date().toISOString();
    let numbered;
    try {
      // One transaction stores the order, its number and its tax invoice number: an order that fails (a
      // concurrent twin's key, a database error) takes no invoice number, and concurrent orders queue on the
      // sequence's row (shop/tax-documents.js), so their numbers are consecutive. Every query inside passes
      // `transacting`: on SQLite knex has one connection, which the transaction holds.
      numbered = await knexOf(strapi).transaction(async (trx) => {
        const created = await query().create(
          {
            // A unique placeholder until the id is known; the number is derived from the id.
            number: `new-${crypto.randomBytes(12).toString("hex")}`, // see PLACEHOLDER
            user,
            status: "pending",
            status_history: [{ status: "pending", at: now, note: null }],
            ...money,
            shipping_address: input.shipping_address,
            company: input.company,
            po_number: input.po_number,
            payment_method: input.payment_method,
            note: input.note,
            contact_email: input.contact_email,
            contact_phone: input.contact_phone,
            locale: input.locale,
            idempotency,
            invoice_number: await nextInvoiceNumber(trx),
          },
          { transacting: trx },
        );
        // The number needs the id; the history's first step and the invoice's date are the moment it was stored.
        const placedAt = isoDate(created.created_at || now);
        return query().update(
          { id: created.id },
          {
            number: orderNumber(created.id, placedAt),
            status_history: [{ status: "pending", at: placedAt, note: null }],
            invoiced_at: placedAt,
          },
          { transacting: trx },
        );
      });
    } catch (error) {
      // Two submissions with one key at once: the unique index let one in; answer that one.
      const winner = await existing(idempotency);
      if (!winner) throw error;
      ctx.set("X-Idempotent-Replay", "true");
      ctx.body = orderJson(winner);
      return;
    }
    ctx.set("X-Idempotent-Replay", "false");
    ctx.body = orderJson(await query().findOne({ id: numbered.id }, POPULATE));
  }),

  // Guests: number plus the contact e-mail, both required; any mismatch is a 404 that reveals nothing.
  async track(ctx) {
    const wanted = parseTrackQuery(ctx.query);
    if (!wanted) return ctx.badRequest("number and email are required");
    const order = await query().findOne({ number: wanted.number, contact_email: wanted.email }, POPULATE);
    if (!order) return ctx.notFound();
    ctx.body = orderJson(order);
  },

  async find(ctx) {
    const user = signedIn(ctx);
    const rows = await query().find({ ...listParams(ctx), user }, POPULATE);
    ctx.body = rows.map(orderJson);
  },

  async count(ctx) {
    const user = signedIn(ctx);
    const { number } = listParams(ctx);
    ctx.body = await query().count(number === undefined ? { user } : { user, number });
  },

  async findOne(ctx) {
    const user = signedIn(ctx);
    const id = idParam(ctx.params.id);
    const order = id === undefined ? null : await query().findOne({ id, user }, POPULATE);
    if (!order) return ctx.notFound();
    ctx.body = orderJson(order);
  },
};
