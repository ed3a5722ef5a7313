"use strict";

// A request for quote as the REST API answers it (the quote routes, a 409's `data.quote`): lines inline, the owner
// and the order as ids, dates as `YYYY-MM-DD` and moments as ISO 8601, the acceptance's idempotency hash left out.
// The stored status is answered; readers derive `expired` from `valid_until` (shop/quote.js' quoteStatus).
const { idOf, isoDate } = require("./order-json");
const { storedDate } = require("./quote");

/** What a quote read populates. */
const QUOTE_POPULATE = ["lines"];

const aedOrNull = (value) => (value === null || value === undefined ? null : Number(value));

const quoteJson = (row) => ({
  id: row.id,
  number: row.number,
  user: idOf(row.user),
  status: row.status,
  company: row.company,
  contact_name: row.contact_name,
  contact_email: row.contact_email,
  contact_phone: row.contact_phone,
  trn: row.trn || null,
  emirate: row.emirate,
  needed_by: storedDate(row.needed_by),
  notes: row.notes || null,
  locale: row.locale || "en",
  lines: (row.lines || []).map((line) => ({
    id: line.id,
    product: line.product,
    title: line.title,
    part_number: line.part_number || null,
    quantity: line.quantity,
    web_unit_price: Number(line.web_unit_price),
    quoted_unit_price: aedOrNull(line.quoted_unit_price),
  })),
  valid_until: storedDate(row.valid_until),
  shop_note: row.shop_note || null,
  quoted_at: isoDate(row.quoted_at),
  order: idOf(row.order),
  order_number: row.order_number || null,
  accepted_at: isoDate(row.accepted_at),
  created_at: isoDate(row.created_at),
  updated_at: isoDate(row.updated_at),
});

module.exports = { QUOTE_POPULATE, quoteJson };
