"use strict";

// `/quotes` (#27), owned by its user like `/orders`: anyone may ask for a quote (a token makes its user the owner);
// a signed-in user lists and reads only their own (someone else's answers 404, like a missing one); guests find
// theirs by number plus contact e-mail. `POST /quotes/accept` places the order at the quoted prices, or answers a
// 409 naming why it cannot (`not_quoted`, `expired`, `already_accepted`) with the quote. Quotes are never changed
// through these routes: the shop answers in the admin panel (models/quote.js checks the answer).
const crypto = require("crypto");
const {
  QuoteConflict,
  acceptIdempotency,
  acceptRefusal,
  acceptedOrderCompany,
  acceptedOrderLines,
  dubaiDate,
  parseAcceptBody,
  parseQuoteBody,
  quoteLineRefusal,
} = require("../../../shop/quote");
const { parseTrackQuery } = require("../../../shop/validation");
const { withValidation, idParam } = require("../../../shop/http");
const { toAed, unitPriceFils, storedMoney } = require("../../../shop/order-totals");
const { knexOf, nextQuoteNumber } = require("../../../shop/tax-documents");
const { ORDER_POPULATE, idOf, orderJson } = require("../../../shop/order-json");
const { lineProducts, insertOrder } = require("../../../shop/order-store");
const { signedIn, ownerListParams } = require("../../../shop/owner-scope");
const { QUOTE_POPULATE: POPULATE, quoteJson } = require("../../../shop/quote-json");

const query = () => strapi.query("quote");

/** The owner's list query; quotes list newest first unless `_sort` says otherwise. */
const listParams = (ctx) => ownerListParams(strapi, ctx, "created_at:DESC");

/**
 * The id of quote `number` that is `user`'s, or (no user) whose contact e-mail is `email` in any case; locked
 * until the transaction `db` ends when it is one (Postgres, MySQL: concurrent acceptances of one quote queue).
 */
async function quoteIdOf(db, number, user, email) {
  const rows = db("quotes").where({ number });
  if (user) rows.andWhere({ user });
  else rows.andWhereRaw("lower(contact_email) = ?", [email.toLowerCase()]);
  if (db.isTransaction) rows.forUpdate();
  const row = await rows.first("id");
  return row ? row.id : undefined;
}

/** A state refusal as Strapi answers a conflict: `{ statusCode: 409, error: "Conflict", message: code, data }`. */
const conflict = (ctx, code, quote) => ctx.conflict(code, { code, quote: quoteJson(quote) });

/**
 * Inside `trx`: accepts the quote `id` with this acceptance (`idempotency` its hash), placing its order. `{ order,
 * replay }` (the order's id), or `{ refusal }`.
 */
async function acceptInTransaction(trx, id, input, idempotency) {
  const quote = await query().findOne({ id }, POPULATE, { transacting: trx });
  if (quote.status === "accepted" && quote.accept_idempotency === idempotency && quote.order) {
    return { order: idOf(quote.order), replay: true };
  }
  const refusal = acceptRefusal(quote.status, quote.valid_until, dubaiDate(new Date()));
  if (refusal) return { refusal };

  const order = await insertOrder(strapi, trx, {
    user: idOf(quote.user),
    ...storedMoney(acceptedOrderLines(quote)).fields,
    shipping_address: input.shipping_address,
    company: acceptedOrderCompany(quote, input.shipping_address),
    po_number: input.po_number,
    // Bank transfer: a quote is for amounts no courier carries in cash (no cash-on-delivery limit applies).
    payment_method: "bank_transfer",
    note: null,
    contact_email: quote.contact_email.toLowerCase(),
    contact_phone: quote.contact_phone,
    locale: input.locale || quote.locale || "en",
    quote_number: quote.number,
    // One order per quote, ever: the order's unique idempotency column refuses a second (its own scope, which no
    // order placed from the cart has).
    idempotency: crypto.createHash("sha256").update(`quote:${quote.id}`).digest("hex"),
  });
  // Straight through knex: the model's lifecycle (models/quote.js) checks the shop's answers, and this is none.
  const now = new Date();
  await trx("quotes")
    .where({ id })
    .update({ status: "accepted", order: order.id, order_number: order.number, accepted_at: now, accept_idempotency: idempotency, updated_at: now });
  return { order: order.id, replay: false };
}

module.exports = {
  // Titles and web prices come from the products, never from the body; the number is taken in the transaction
  // that stores the quote (a refused request takes none).
  create: withValidation(async (ctx) => {
    const input = parseQuoteBody(ctx.request.body, dubaiDate(new Date()));
    const user = ctx.state.user ? ctx.state.user.id : null;
    const { byId, hidden } = await lineProducts(
      strapi,
      input.lines.map((line) => line.product),
      input.locale,
    );
    const errors = {};
    input.lines.forEach((line, position) => {
      const product = byId.get(line.product);
      const refusal = quoteLineRefusal(line.product, product, input.locale, Boolean(product && hidden.has(product.id)));
      if (refusal) errors[`lines.${position}.product`] = [refusal];
    });
    if (Object.keys(errors).length) return ctx.badRequest("ValidationError", { errors });

    const lines = input.lines.map((line) => {
      const product = byId.get(line.product);
      return {
        product: line.product,
        title: product.title,
        part_number: product.part_number || null,
        quantity: line.quantity,
        web_unit_price: toAed(unitPriceFils(product.price, product.sale_price)),
        quoted_unit_price: null,
      };
    });
    const created = await knexOf(strapi).transaction(async (trx) =>
      query().create({ ...input, lines, user, status: "requested", number: await nextQuoteNumber(trx) }, { transacting: trx }),
    );
    ctx.body = quoteJson(await query().findOne({ id: created.id }, POPULATE));
  }),

  // With a token the quote must be the caller's; without, `email` must be its contact e-mail. Not found or not
  // theirs: 404. The same key again answers the same order (`replay: true`).
  accept: withValidation(async (ctx) => {
    const user = ctx.state.user ? ctx.state.user.id : null;
    const input = parseAcceptBody(ctx.request.body, Boolean(user));
    const idempotency = acceptIdempotency(user, input.email, input.idempotency_key);
    const knex = knexOf(strapi);
    let id;
    let outcome;
    try {
      outcome = await knex.transaction(async (trx) => {
        id = await quoteIdOf(trx, input.number, user, input.email);
        return id === undefined ? undefined : acceptInTransaction(trx, id, input, idempotency);
      });
    } catch (error) {
      // Two acceptances at once on a database without row locks: the order's unique key let one in; a twin with
      // the same key answers its order, any other the refusal.
      if (id === undefined || error instanceof QuoteConflict) throw error;
      const quote = await query().findOne({ id }, POPULATE);
      if (!quote || quote.status !== "accepted") throw error;
      outcome = quote.accept_idempotency === idempotency ? { order: idOf(quote.order), replay: true } : { refusal: "already_accepted" };
    }
    if (!outcome) return ctx.notFound();
    const quote = await query().findOne({ id }, POPULATE);
    if (outcome.refusal) return conflict(ctx, outcome.refusal, quote);
    const order = await strapi.query("order").findOne({ id: outcome.order }, ORDER_POPULATE);
    ctx.set("X-Idempotent-Replay", String(outcome.replay));
    ctx.body = { quote: quoteJson(quote), order: orderJson(order), replay: outcome.replay };
  }),

  // Guests: number plus the contact e-mail (any case), both required; any mismatch is a 404 that reveals nothing.
  async track(ctx) {
    const wanted = parseTrackQuery(ctx.query);
    if (!wanted) return ctx.badRequest("number and email are required");
    const id = await quoteIdOf(knexOf(strapi), wanted.number, null, wanted.email);
    const quote = id === undefined ? null : await query().findOne({ id }, POPULATE);
    if (!quote) return ctx.notFound();
    ctx.body = quoteJson(quote);
  },

  async find(ctx) {
    const user = signedIn(strapi, ctx);
    const rows = await query().find({ ...listParams(ctx), user }, POPULATE);
    ctx.body = rows.map(quoteJson);
  },

  async count(ctx) {
    const user = signedIn(strapi, ctx);
    const { number } = listParams(ctx);
    ctx.body = await query().count(number === undefined ? { user } : { user, number });
  },

  async findOne(ctx) {
    const user = signedIn(strapi, ctx);
    const id = idParam(ctx.params.id);
    const quote = id === undefined ? null : await query().findOne({ id, user }, POPULATE);
    if (!quote) return ctx.notFound();
    ctx.body = quoteJson(quote);
  },
};
