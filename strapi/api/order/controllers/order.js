"use strict";

const crypto = require("crypto");

// `/orders`. Anyone may place one (a guest order has no user and is found again by number plus contact e-mail);
// a signed-in user lists and reads only their own (someone else's answers 404, like a missing one). Orders are
// never changed or deleted through the API: status changes are the shop's, in the admin panel.
const { parseOrderBody, checkPaymentLimit, lineRefusal, parseTrackQuery } = require("../../../shop/validation");
const { cashOnDeliveryMaxFils } = require("../../../shop/shop-rules");
const { withValidation, idParam } = require("../../../shop/http");
const { unitPriceFils, listPriceFils, storedMoney } = require("../../../shop/order-totals");
const { knexOf } = require("../../../shop/tax-documents");
const { ORDER_POPULATE: POPULATE, orderJson } = require("../../../shop/order-json");
const { PLACEHOLDER, lineProducts, insertOrder } = require("../../../shop/order-store");
const { signedIn, ownerListParams } = require("../../../shop/owner-scope");

const query = () => strapi.query("order");

/** The owner's list query; orders list oldest first unless `_sort` says otherwise. */
const listParams = (ctx) => ownerListParams(strapi, ctx, "id:ASC");

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

    const { byId, hidden } = await lineProducts(
      strapi,
      input.lines.map((line) => line.product),
      input.locale,
    );
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
    let numbered;
    try {
      // One transaction stores the order, its number and its tax invoice number (shop/order-store.js).
      numbered = await knexOf(strapi).transaction((trx) =>
        insertOrder(strapi, trx, {
          user,
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
        }),
      );
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
    const user = signedIn(strapi, ctx);
    const rows = await query().find({ ...listParams(ctx), user }, POPULATE);
    ctx.body = rows.map(orderJson);
  },

  async count(ctx) {
    const user = signedIn(strapi, ctx);
    const { number } = listParams(ctx);
    ctx.body = await query().count(number === undefined ? { user } : { user, number });
  },

  async findOne(ctx) {
    const user = signedIn(strapi, ctx);
    const id = idParam(ctx.params.id);
    const order = id === undefined ? null : await query().findOne({ id, user }, POPULATE);
    if (!order) return ctx.notFound();
    ctx.body = orderJson(order);
  },
};
