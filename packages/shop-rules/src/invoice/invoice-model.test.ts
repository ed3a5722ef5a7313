import { describe, expect, it } from "vitest";
import { invoiceModel, type InvoiceOrder } from "./invoice-model.js";
import { invoiceLines } from "./invoice-lines.js";
import { INVOICE_LABELS, invoiceTitle } from "./invoice-labels.js";

const RLM = "\u200F";
const NBSP = "\u00A0";
const EN = `\u2068د.إ\u2069${NBSP}`;

// HP Z4 G5 on sale (1328.99 instead of 1399.00) x 2, a cable, delivery charged.
const priced = invoiceLines(
  [
    { title: "HP Z4 G5", partNumber: "5E8E3EA", quantity: 2, unitPriceFils: 132_899, listUnitPriceFils: 139_900 },
    { title: "Cable", partNumber: null, quantity: 1, unitPriceFils: 1_200, listUnitPriceFils: null },
  ],
  2_500,
  "Delivery",
);

const order: InvoiceOrder = {
  number: "PAV-2026-000007",
  paymentMethod: "BANK_TRANSFER",
  contactEmail: "aisha@example.ae",
  contactPhone: "+971501234567",
  shippingAddress: { name: "Aisha", phone: "+97141234567", emirate: "SHARJAH", area: "Al Nahda", street: "Street 5", building: "Villa 12" },
  note: null,
  seller: { legalName: "ProAV Trading LLC", addressLines: ["Office 1", "Dubai"], trn: "100123456700003", sample: true },
  company: {
    legalName: "Studio Ten FZ-LLC",
    trn: "100987654300003",
    billingAddress: { emirate: "DUBAI", area: "Media City", street: "Street 1", building: "Building 5" },
  },
  purchaseOrderNumber: "PO-4471",
  proForma: true,
  taxInvoice: {
    number: "INV-000042",
    issueDate: "2026-12-03",
    supplyDate: "2026-12-03",
    lines: priced.lines,
    totalExcludingVat: priced.totalExcludingVat,
    totalVat: priced.totalVat,
    totalPayable: priced.total,
  },
  creditNote: null,
};

describe("invoiceLines", () => {
  it("prices products and delivery by the one VAT rule; totals are the sums of the lines", () => {
    expect(priced.lines.map((l) => [l.kind, l.lineTotal, l.vatAmount, l.amountExcludingVat])).toEqual([
      ["PRODUCT", "2657.98", "126.57", "2531.41"],
      ["PRODUCT", "12.00", "0.57", "11.43"],
      ["DELIVERY", "25.00", "1.19", "23.81"],
    ]);
    expect(priced).toMatchObject({ total: "2694.98", totalVat: "128.33", totalExcludingVat: "2566.65" });
    expect(Math.round((269_498 * 5) / 105)).toBe(12_833); // the order's "VAT included"
    expect(priced.lines[0]).toMatchObject({ unitPriceExcludingVat: "1265.71", discountExcludingVat: "66.68", vatRate: 5 });
    expect(priced.lines[1]?.discountExcludingVat).toBeNull();
  });

  it("has no delivery line when delivery is free", () => {
    expect(invoiceLines([{ title: "X", partNumber: null, quantity: 1, unitPriceFils: 60_000, listUnitPriceFils: null }], 0, "Delivery").lines).toHaveLength(1);
  });
});

describe("invoiceModel", () => {
  it("holds every Art. 59 field, in English", () => {
    const invoice = invoiceModel(order, "en");
    expect(invoice.dir).toBe("ltr");
    expect(invoice.title).toBe("Tax Invoice");
    expect(invoice.number).toBe("INV-000042");
    expect(invoice.facts.map((f) => [f.label, f.value])).toEqual([
      ["Invoice number", "INV-000042"],
      ["Order number", "PAV-2026-000007"],
      ["Date of issue", "3 Dec 2026"],
      ["Date of supply", "3 Dec 2026"],
      ["PO number", "PO-4471"],
      ["Payment", "Bank transfer"],
    ]);
    expect(invoice.seller).toEqual({
      legalName: "ProAV Trading LLC",
      addressLines: ["Office 1", "Dubai"],
      trn: "100123456700003",
      sample: "Sample seller details (demo configuration)",
    });
    expect(invoice.buyer.company).toMatchObject({ legalName: "Studio Ten FZ-LLC", trn: "100987654300003", billingAddress: { emirateName: "Dubai" } });
    expect(invoice.lines[0]).toEqual({
      description: "HP Z4 G5",
      partNumber: "5E8E3EA",
      kind: "PRODUCT",
      quantity: 2,
      unitPriceExcludingVat: { amount: "1265.71", text: `${EN}1,265.71` },
      discountExcludingVat: { amount: "66.68", text: `${EN}66.68` },
      vatRate: "5%",
      vatAmount: { amount: "126.57", text: `${EN}126.57` },
      amountExcludingVat: { amount: "2531.41", text: `${EN}2,531.41` },
      lineTotal: { amount: "2657.98", text: `${EN}2,657.98` },
    });
    expect(invoice.lines[2]?.description).toBe("Delivery");
    expect(invoice.totals.map((t) => [t.label, t.text, t.grand])).toEqual([
      ["Total excl. VAT", `${EN}2,566.65`, false],
      ["VAT 5%", `${EN}128.33`, false],
      ["Total payable incl. VAT", `${EN}2,694.98`, true],
    ]);
    expect(invoice.proForma).toBe("Pro-forma until payment is received");
    expect(invoice.deliverTo.emirateName).toBe("Sharjah");
    expect(invoice.note).toBeNull();
  });

  it("in Arabic: right to left, Arabic words, amount then sign, delivery in Arabic", () => {
    const invoice = invoiceModel({ ...order, note: "Call first", company: null, purchaseOrderNumber: null, proForma: false }, "ar");
    expect(invoice.dir).toBe("rtl");
    expect(invoice.title).toBe("فاتورة ضريبية");
    expect(invoice.titleBeside).toBe("Tax Invoice");
    expect(invoice.lines[2]?.description).toBe("التوصيل");
    expect(invoice.totals[1]).toMatchObject({ label: "ضريبة القيمة المضافة 5%", text: `${RLM}128.33${NBSP}د.إ${RLM}` });
    expect(invoice.deliverTo.emirateName).toBe("الشارقة");
    expect(invoice.payment).toBe("التحويل المصرفي");
    expect(invoice.buyer.company).toBeNull();
    expect(invoice.facts.map((f) => f.key)).not.toContain("purchaseOrderNumber");
    expect(invoice.proForma).toBeNull();
    expect(invoice.note).toBe("Call first");
    expect(invoiceTitle(invoice.labels)).toBe("فاتورة ضريبية / Tax Invoice");
    expect(invoiceTitle(INVOICE_LABELS.en)).toBe("Tax Invoice");
  });

  it("as a credit note: its own title and number, the invoice it credits, the amount credited", () => {
    const creditNote = {
      number: "CN-000003",
      issueDate: "2026-12-05",
      invoiceNumber: "INV-000042",
      lines: priced.lines,
      totalExcludingVat: priced.totalExcludingVat,
      totalVat: priced.totalVat,
      totalCredited: priced.total,
    };
    const note = invoiceModel({ ...order, creditNote }, "en", "credit-note");
    expect(note.title).toBe("Tax Credit Note");
    expect(note.facts.slice(0, 2).map((f) => [f.label, f.value])).toEqual([
      ["Credit note number", "CN-000003"],
      ["Credits tax invoice", "INV-000042"],
    ]);
    expect(note.supplyDate).toBeNull();
    expect(note.proForma).toBeNull();
    expect(note.totals.at(-1)).toMatchObject({ key: "totalCredited", label: "Total credited incl. VAT", amount: "2694.98", grand: true });
    expect(invoiceTitle(INVOICE_LABELS.ar, "credit-note")).toBe("إشعار دائن ضريبي / Tax Credit Note");
    expect(() => invoiceModel(order, "en", "credit-note")).toThrow(RangeError);
  });

  it("names the quote an order was placed from as its reference, after the order number, in both languages", () => {
    const fromQuote = { ...order, quoteNumber: "RFQ-000001" };
    const en = invoiceModel(fromQuote, "en");
    expect(en.quoteNumber).toBe("RFQ-000001");
    expect(en.facts.map((f) => f.key).slice(0, 3)).toEqual(["documentNumber", "orderNumber", "quoteNumber"]);
    expect(en.facts[2]).toEqual({ key: "quoteNumber", label: "Quote", value: "RFQ-000001", code: true });
    expect(invoiceModel(fromQuote, "ar").facts[2]).toMatchObject({ label: "عرض السعر", value: "RFQ-000001" });
    for (const none of [undefined, null, ""]) {
      const plain = invoiceModel({ ...order, quoteNumber: none }, "en");
      expect(plain.quoteNumber).toBeNull();
      expect(plain.facts.map((f) => f.key)).not.toContain("quoteNumber");
    }
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
  it("are Arabic in the Arabic table, except the English titles printed beside the Arabic ones", () => {
    const english = texts(INVOICE_LABELS.ar).filter((t) => !/[\u0600-\u06ff]/.test(t));
    expect(english).toEqual(["Tax Invoice", "Tax Credit Note"]);
  });
});
