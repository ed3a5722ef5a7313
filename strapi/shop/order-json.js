"use strict";

// An order as the REST API answers it (the order routes and a quote's acceptance): components inline, the owner as
// an id, the idempotency key left out, dates as ISO 8601.

/** What an order read populates. */
const ORDER_POPULATE = ["lines", "status_history", "shipping_address", "company"];

const withoutId = ({ id: _id, ...rest }) => rest;

/** A stored date as ISO 8601 (the connectors hand back Date objects, ISO text or epoch milliseconds). */
const isoDate = (value) => (value === null || value === undefined ? null : new Date(/^\d+$/.test(String(value)) ? Number(value) : value).toISOString());

/** A relation as its id (populated or not), or null. */
const idOf = (value) => (value && typeof value === "object" ? value.id : value || null);

const orderJson = (row) => ({
  id: row.id,
  number: row.number,
  user: idOf(row.user),
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
  quote_number: row.quote_number || null,
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

module.exports = { ORDER_POPULATE, isoDate, idOf, orderJson };
