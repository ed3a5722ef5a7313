import { describe, expect, it } from "vitest";
import { invoiceLines, invoiceModel, type InvoiceOrder } from "@proav/shop-rules";
import { readPdf } from "../../../../test/support/pdf-text.js";
import { invoicePdf } from "./invoice-pdf.js";
import { visualRuns } from "./bidi-runs.js";

// The PDF as a reader sees it: pdf.js (the engine of Firefox's viewer) reads its text and fonts back.

const BUYER_TRN = "100987654300003";
const SELLER_TRN = "100123456700003";

function order(lineCount: number, title = "Adobe Creative Cloud - 1-Year Licence"): InvoiceOrder {
  const products = Array.from({ length: lineCount }, (_, i) => ({
    title: i % 2 ? "HP Z8 Fury G5 Workstation, Xeon w9-3495X, 256GB RAM, 2x RTX 6000 Ada" : title,
    partNumber: `PN-${1000 + i}`,
    quantity: (i % 3) + 1,
    unitPriceFils: 132899 + i * 1000,
    listUnitPriceFils: i % 2 ? 150000 + i * 1000 : null,
  }));
  const priced = invoiceLines(products, 2500, "Delivery");
  return {
    number: "PA-123456",
    paymentMethod: "BANK_TRANSFER",
    contactEmail: "buyer@studio.ae",
    contactPhone: "+971 50 123 4567",
    shippingAddress: { name: "Layla Haddad", phone: "0501234567", emirate: "DUBAI", area: "Al Quoz", street: "Street 8", building: "Warehouse 4" },
    note: null,
    seller: { legalName: "ProAV Trading LLC", addressLines: ["Office 12, Building 3", "Dubai, United Arab Emirates"], trn: SELLER_TRN, sample: false },
    company: {
      legalName: "Falcon Studios LLC",
      trn: BUYER_TRN,
      billingAddress: { emirate: "ABU_DHABI", area: "Al Reem", street: "Najmat St", building: "Tower B" },
    },
    purchaseOrderNumber: "PO-2026-0042",
    proForma: false,
    taxInvoice: {
      number: "INV-000123",
      issueDate: "2026-11-28T01:00:00Z",
      supplyDate: "2026-11-28T01:00:00Z",
      lines: priced.lines,
      totalExcludingVat: priced.totalExcludingVat,
      totalVat: priced.totalVat,
      totalPayable: priced.total,
    },
    creditNote: {
      number: "CN-000007",
      issueDate: "2026-11-29T01:00:00Z",
      invoiceNumber: "INV-000123",
      lines: priced.lines,
      totalExcludingVat: priced.totalExcludingVat,
      totalVat: priced.totalVat,
      totalCredited: priced.total,
    },
  };
}

const squash = (text: string) => text.replace(/\s+/g, " ");

describe("invoice PDF", () => {
  it("is a PDF with its fonts embedded and the invoice's facts as text", async () => {
    const invoice = invoiceModel(order(3), "en");
    const pdf = await invoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { pages, fonts } = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    // Tajawal too: the dirham sign (د.إ) is Arabic.
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, "")).sort()).toEqual(["NotoSans-Bold", "NotoSans-Regular", "Tajawal-Bold", "Tajawal-Regular"]);
    expect(fonts.every((f) => f.embedded && /^[A-Z]{6}\+/.test(f.name))).toBe(true);
    const text = squash(pages[0]!);
    for (const fact of [
      "Tax Invoice",
      "INV-000123",
      "PA-123456",
      "PO-2026-0042",
      `TRN ${SELLER_TRN}`,
      `TRN ${BUYER_TRN}`,
      "Falcon Studios LLC",
      "28 Nov 2026",
    ]) {
      expect(text).toContain(fact);
    }
    for (const total of invoice.totals) expect(text).toContain(total.amount.replace(/\B(?=(\d{3})+\.)/g, ","));
    for (const line of invoice.lines) expect(text).toContain(line.vatAmount.amount);
  });

  it("writes the Arabic invoice right to left with shaped, extractable Arabic and the numbers kept whole", async () => {
    // (A title without the lam-alef ligature: pdf.js reads that one glyph's two letters back in reverse.)
    const pdf = await invoicePdf(invoiceModel(order(3, "رخصة برنامج تصميم"), "ar"));
    const { pages, fonts } = await readPdf(pdf);
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, "")).sort()).toEqual(["NotoSans-Bold", "NotoSans-Regular", "Tajawal-Bold", "Tajawal-Regular"]);
    const text = squash(pages[0]!);
    for (const fact of [
      "فاتورة ضريبية",
      "Tax Invoice",
      "رقم الفاتورة",
      "INV-000123",
      BUYER_TRN,
      SELLER_TRN,
      "PO-2026-0042",
      "رخصة برنامج تصميم",
      "+971 50 123 4567",
    ]) {
      expect(text).toContain(fact);
    }
  });

  it("makes a credit note that names the invoice it credits", async () => {
    const { pages } = await readPdf(await invoicePdf(invoiceModel(order(2), "en", "credit-note")));
    const text = squash(pages[0]!);
    for (const fact of ["Tax Credit Note", "CN-000007", "Credits tax invoice INV-000123", "Total credited incl. VAT"]) expect(text).toContain(fact);
  });

  it("continues a 50-line invoice on further pages, each numbered", async () => {
    const started = performance.now();
    const pdf = await invoicePdf(invoiceModel(order(50), "ar"));
    const ms = performance.now() - started;
    const { pages } = await readPdf(pdf);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => expect(squash(page)).toContain(`${i + 1} / ${pages.length}`));
    expect(squash(pages.join(" "))).toContain("PN-1049");
    expect(pdf.length).toBeLessThan(200_000);
    expect(ms).toBeLessThan(5_000);
  });
});

describe("bidi runs", () => {
  it("orders an Arabic label and a Latin number right to left, the number left to right", () => {
    expect(visualRuns("رقم الفاتورة INV-000123", "rtl")).toEqual([
      { text: "INV-000123", script: "latin", rtl: false },
      { text: "رقم الفاتورة ", script: "arabic", rtl: true },
    ]);
  });

  it("mirrors brackets in right-to-left text and drops the invisible isolates", () => {
    const runs = visualRuns("الرقم الضريبي (TRN) \u2066+971 50\u2069", "rtl");
    expect(runs.map((r) => r.text).join("")).toBe("+971 50 (TRN)الرقم الضريبي ");
    expect(runs.find((r) => r.text === "(")).toBeUndefined();
  });

  it("leaves English text as it is", () => {
    expect(visualRuns("Invoice number INV-000123", "ltr")).toEqual([{ text: "Invoice number INV-000123", script: "latin", rtl: false }]);
  });
});

describe("WOFF fonts unpacked", () => {
  it("gives a TrueType file with every table of the WOFF, each readable", async () => {
    const { fontFiles } = await import("./pdf-fonts.js");
    for (const { name, data } of fontFiles()) {
      expect(data.readUInt32BE(0), name).toBe(0x00010000);
      const tables = data.readUInt16BE(4);
      expect(tables).toBeGreaterThan(8);
      for (let i = 0; i < tables; i++) {
        const offset = data.readUInt32BE(12 + i * 16 + 8);
        const length = data.readUInt32BE(12 + i * 16 + 12);
        expect(offset % 4).toBe(0);
        expect(offset + length).toBeLessThanOrEqual(data.length);
      }
    }
  });
});
