import { describe, expect, it } from "vitest";
import { SHOP, sampleOrder } from "../test/invoice-fixtures.js";
import { OrderDocumentError, hasEDocuments, taxDocumentFromOrder, uaeDate } from "./order-document.js";

// The order -> document mapping the gateway and the rules test share; the documents themselves are checked against
// PINT AE in test/pint-ae-rules.test.ts.

describe("taxDocumentFromOrder", () => {
  it("makes no document for a consumer order (no TRN) or before a number is allocated", () => {
    const consumer = sampleOrder({ company: null });
    expect(hasEDocuments(consumer)).toBe(false);
    expect(taxDocumentFromOrder(consumer, SHOP, "invoice")).toBeNull();
    expect(taxDocumentFromOrder(sampleOrder({ invoice_number: null }), SHOP, "invoice")).toBeNull();
    expect(taxDocumentFromOrder(sampleOrder(), SHOP, "credit-note")).toBeNull();
  });

  it("takes the buyer, PO, lines, sale prices and delivery from the order", () => {
    const order = sampleOrder({ lines: [{ title: "Monitor", part_number: "M-1", unit_price: 10_999, quantity: 3, list_price: 12_499 }] });
    const document = taxDocumentFromOrder(order, SHOP, "invoice", { buyerOnNetwork: true })!;
    expect(document).toMatchObject({
      number: "INV-000123",
      orderNumber: "ORD-2026-11-0042",
      issueDate: "2026-11-27",
      document: { type: "invoice", dueDate: "2026-11-27" },
      buyer: { companyLegalName: "Falcon Post Production FZ-LLC", trn: "100987654300003", poNumber: "PO-2026-0415", onNetwork: true, name: "Layla Haddad" },
      payment: { kind: "cash-on-delivery" },
    });
    expect(document.buyer.address).toEqual({ street: "Building 7, Office 301, Street 7", city: "Dubai Studio City", emirate: "DUBAI" });
    expect(document.lines.map((l) => [l.description, l.kind, l.totalFils, l.listUnitPriceExclVat ?? null])).toEqual([
      ["Monitor", "goods", 3_299_700, "11903.809524"],
      ["Delivery", "shipping", 2_500, null],
    ]);
    expect(document.totals.totalFils).toBe(3_302_200);
  });

  it("names the delivery line in the order's language and leaves out free delivery", () => {
    expect(taxDocumentFromOrder(sampleOrder({ locale: "ar" }), SHOP, "invoice")!.lines.at(-1)!.description).toBe("التوصيل");
    expect(taxDocumentFromOrder(sampleOrder({ shipping: 0 }), SHOP, "invoice")!.lines.every((l) => l.kind === "goods")).toBe(true);
  });

  it("makes the credit note of a cancelled order, referring to its invoice", () => {
    const document = taxDocumentFromOrder(sampleOrder({ creditNote: "CN-000007" }), SHOP, "credit-note")!;
    expect(document.number).toBe("CN-000007");
    expect(document.issueDate).toBe("2026-11-29");
    expect(document.document).toEqual({ type: "credit-note", invoiceNumber: "INV-000123", invoiceIssueDate: "2026-11-27", reason: "supply-cancelled" });
  });

  it("puts the shop's IBAN on a bank-transfer order, and refuses one without a bank account", () => {
    const order = sampleOrder({ payment_method: "bank_transfer" });
    expect(taxDocumentFromOrder(order, SHOP, "invoice")!.payment).toEqual({
      kind: "bank-transfer",
      iban: "AE070331234567890123456",
      accountName: "ProAV Trading LLC",
      bic: "BOMLAEAD",
    });
    expect(() => taxDocumentFromOrder(order, { ...SHOP, bank: null }, "invoice")).toThrow(OrderDocumentError);
  });

  it("refuses an order whose lines do not add up to its total, or an unknown emirate", () => {
    expect(() => taxDocumentFromOrder({ ...sampleOrder(), total: 1 }, SHOP, "invoice")).toThrow(/add up/);
    const order = sampleOrder();
    expect(() => taxDocumentFromOrder({ ...order, company: { ...order.company!, emirate: "narnia" } }, SHOP, "invoice")).toThrow(/emirate/);
  });

  it("dates documents in UAE time", () => {
    expect(uaeDate("2026-11-27T19:59:59Z")).toBe("2026-11-27");
    expect(uaeDate("2026-11-27T20:00:00Z")).toBe("2026-11-28");
  });
});
