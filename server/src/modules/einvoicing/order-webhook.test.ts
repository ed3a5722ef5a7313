import { describe, expect, it } from "vitest";
import { orderFromWebhook } from "./order-webhook.js";

const ENTRY = {
  id: 7,
  number: "PAV-2026-000042",
  created_at: "2026-11-27T08:30:00.000Z",
  invoice_number: "INV-000042",
  invoiced_at: "2026-11-27T08:30:00.000Z",
  credit_note_number: "CN-000003",
  credited_at: "2026-11-29T10:00:00.000Z",
  status: "cancelled",
  lines: [{ id: 1, product: 5, title: "HP Z8", part_number: null, unit_price: "48999.00", quantity: 2, line_total: 97998, list_price: null }],
  shipping: 25,
  total: "98023.00",
  shipping_address: { name: "Layla Haddad", phone: "0501234567", emirate: "dubai", area: "Studio City", street: "Street 7", building: "Building 7" },
  payment_method: "cash_on_delivery",
  company: { id: 3, legal_name: "Falcon Post FZ-LLC", trn: "100987654300003", emirate: "dubai", area: "Studio City", street: "Street 7", building: "B7" },
  po_number: null,
  locale: "en",
};

describe("orderFromWebhook", () => {
  it("reads a cancelled company order from Strapi's order webhook, decimals given as text included", () => {
    const order = orderFromWebhook({ event: "entry.update", model: "order", entry: ENTRY });
    expect(order).toMatchObject({ number: "PAV-2026-000042", credit_note_number: "CN-000003", total: 98_023, company: { trn: "100987654300003" } });
    expect(order?.lines[0]).toEqual({ title: "HP Z8", part_number: null, unit_price: 48_999, quantity: 2, list_price: null });
  });

  it("leaves anything else to the lazy path: other models, consumer orders, missing or malformed fields", () => {
    expect(orderFromWebhook({ event: "entry.update", model: "product", entry: ENTRY })).toBeNull();
    expect(orderFromWebhook({ event: "entry.delete", model: "order", entry: ENTRY })).toBeNull();
    expect(orderFromWebhook({ event: "entry.update", model: "order", entry: { ...ENTRY, company: null } })).toBeNull();
    expect(orderFromWebhook({ event: "entry.update", model: "order", entry: { ...ENTRY, lines: [] } })).toBeNull();
    expect(orderFromWebhook({ event: "entry.update", model: "order", entry: { ...ENTRY, total: "lots" } })).toBeNull();
    expect(orderFromWebhook({ event: "entry.update", model: "order", entry: { ...ENTRY, invoice_number: undefined } })).toBeNull();
    expect(orderFromWebhook(null)).toBeNull();
  });
});
