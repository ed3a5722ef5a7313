import { describe, expect, it } from "vitest";
import { invoiceModel, type InvoiceOrder } from "./invoice-model.js";
import { INVOICE_LABELS, invoiceTitle } from "./invoice-labels.js";

const RLM = "\u200F";
const NBSP = "\u00A0";
const EN = `\u2068د.إ\u2069${NBSP}`;

const order: InvoiceOrder = {
  number: "PAV-2026-000007",
  createdAt: "2026-12-03T10:30:00.000Z",
  paymentMethod: "BANK_TRANSFER",
  contactEmail: "aisha@example.ae",
  contactPhone: "+971501234567",
  shippingAddress: { name: "Aisha", phone: "+97141234567", emirate: "SHARJAH", area: "Al Nahda", street: "Street 5", building: "Villa 12" },
  lines: [
    { title: "HP Z4 G5", partNumber: "5E8E3EA", quantity: 2, unitPrice: "1328.99", lineTotal: "2657.98" },
    { title: "Cable", partNumber: null, quantity: 1, unitPrice: "12.00", lineTotal: "12.00" },
  ],
  subTotal: "2669.98",
  shipping: "0.00",
  total: "2669.98",
  vatIncluded: "127.14",
  note: null,
};

describe("invoiceModel", () => {
  it("writes every amount the shop's one way, in English", () => {
    const invoice = invoiceModel(order, "en");
    expect(invoice.dir).toBe("ltr");
    expect(invoice.lines[0]).toEqual({
      title: "HP Z4 G5",
      partNumber: "5E8E3EA",
      quantity: 2,
      unitPrice: { amount: "1328.99", text: `${EN}1,328.99` },
      lineTotal: { amount: "2657.98", text: `${EN}2,657.98` },
    });
    expect(invoice.totals.map((t) => [t.label, t.text])).toEqual([
      ["Sub-total", `${EN}2,669.98`],
      ["Shipping", "Free"],
      ["Total (incl. VAT)", `${EN}2,669.98`],
      ["Includes VAT 5%", `${EN}127.14`],
    ]);
    expect(invoice.totals.filter((t) => t.grand).map((t) => t.key)).toEqual(["total"]);
    expect(invoice.payment).toBe("Bank transfer");
    expect(invoice.date).toBe("3 Dec 2026");
    expect(invoice.deliverTo.emirateName).toBe("Sharjah");
    expect(invoice.note).toBeNull();
  });

  it("in Arabic: right to left, Arabic words, amount then sign", () => {
    const invoice = invoiceModel({ ...order, shipping: "25.00", note: "Call first" }, "ar");
    expect(invoice.dir).toBe("rtl");
    expect(invoice.totals[1]).toMatchObject({ label: "الشحن", text: `${RLM}25.00${NBSP}د.إ${RLM}`, free: false });
    expect(invoice.deliverTo.emirateName).toBe("الشارقة");
    expect(invoice.payment).toBe("التحويل المصرفي");
    expect(invoice.note).toBe("Call first");
    expect(invoiceTitle(invoice.labels)).toBe("فاتورة ضريبية / Tax Invoice");
    expect(invoiceTitle(INVOICE_LABELS.en)).toBe("Tax invoice");
  });
});

function texts(table: object): string[] {
  return Object.values(table).flatMap((value): string[] => {
    if (typeof value === "string") return [value];
    if (value && typeof value === "object") return texts(value);
    return [];
  });
}

describe("INVOICE_LABELS", () => {
  it("have the same keys in both languages", () => {
    expect(Object.keys(INVOICE_LABELS.ar).sort()).toEqual(Object.keys(INVOICE_LABELS.en).sort());
  });
  it("hold no markup characters (the HTML invoice uses them as they are)", () => {
    for (const text of [...texts(INVOICE_LABELS.en), ...texts(INVOICE_LABELS.ar)]) expect(text).not.toMatch(/[<>&"]/);
  });
  it("are Arabic in the Arabic table, except the English title printed beside the Arabic one", () => {
    const english = texts(INVOICE_LABELS.ar).filter((t) => !/[\u0600-\u06ff]/.test(t));
    expect(english).toEqual(["Tax Invoice"]);
  });
});
