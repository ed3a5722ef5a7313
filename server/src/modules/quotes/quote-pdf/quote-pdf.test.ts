import { describe, expect, it } from "vitest";
import type { RestQuote } from "../../../backend/rest-types.js";
import { readPdf } from "../../../../test/support/pdf-text.js";
import { sellerFromEnv } from "../../shop/index.js";
import { quoteDocument } from "./quote-document.js";
import { quoteDocumentInput } from "./quote-document-input.js";
import { quotedQuote, requestedQuote } from "./quote-fixtures.js";
import { quotePdf } from "./quote-pdf.js";

// The quotation PDF as a reader sees it: pdf.js reads its text and fonts back.

const seller = sellerFromEnv({ SHOP_LEGAL_NAME: "ProAV Trading LLC", SHOP_TRN: "100123456700003" });
const pdfOf = (quote: RestQuote, locale: "en" | "ar" = "en", today = "2026-11-28") =>
  quotePdf(quoteDocument(quoteDocumentInput(quote, seller, locale, today), locale));
const squash = (text: string) => text.replace(/\s+/g, " ");
const fontNames = (fonts: { name: string }[]) => fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, "")).sort();

describe("quotation PDF", () => {
  it("is a PDF with its fonts embedded and the quote's facts, lines and totals as text", async () => {
    const pdf = await pdfOf(quotedQuote);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { pages, fonts } = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    expect(fontNames(fonts)).toEqual(["NotoSans-Bold", "NotoSans-Regular", "Tajawal-Bold", "Tajawal-Regular"]);
    expect(fonts.every((f) => f.embedded)).toBe(true);
    const text = squash(pages[0]!);
    for (const fact of [
      "Quotation RFQ-000003",
      "Sample seller details (demo configuration)",
      "ProAV Trading LLC",
      "TRN 100123456700003",
      "Falcon Post Production FZ-LLC",
      "TRN 100987654300003",
      "Mona Saeed",
      "Mona@Example.com",
      "+971501234567",
      "Requested 28 Nov 2026",
      "Quoted 28 Nov 2026",
      "Valid until 15 Dec 2026",
      "Needed by 20 Dec 2026",
      "HP Z8 Fury G5 Workstation",
      "Part no. Z8-G5-01",
      "52,999.00",
      "49,500.00",
      "148,500.00",
      "29,999.90",
      "Total at web prices",
      "178,499.90",
      "Shipping Free",
      "8,500.00",
      "Stock in Jebel Ali",
      "until the end of 15 Dec 2026",
    ]) {
      expect(text).toContain(fact);
    }
  });

  it("says a requested quote's prices are not yet quoted", async () => {
    const text = squash((await readPdf(await pdfOf(requestedQuote))).pages.join(" "));
    expect(text).toContain("Prices not yet quoted");
    expect(text).toContain("Not yet quoted");
    expect(text).not.toContain("Valid until");
  });

  it("says an expired quote has expired", async () => {
    const text = squash((await readPdf(await pdfOf(quotedQuote, "en", "2026-12-16"))).pages.join(" "));
    expect(text).toContain("This quote expired after 15 Dec 2026");
    expect(text).toContain("Expired");
  });

  it("writes the Arabic quotation right to left with extractable Arabic and the numbers kept whole", async () => {
    const arabic = { ...quotedQuote, lines: [{ ...quotedQuote.lines[0]!, title: "محطة عمل للتصميم" }, quotedQuote.lines[1]!] };
    const { pages, fonts } = await readPdf(await pdfOf(arabic, "ar"));
    expect(fontNames(fonts)).toEqual(["NotoSans-Bold", "NotoSans-Regular", "Tajawal-Bold", "Tajawal-Regular"]);
    const text = squash(pages[0]!);
    // (Words without the lam-alef ligature: pdf.js reads that one glyph's two letters back in reverse.)
    for (const fact of [
      "عرض سعر",
      "RFQ-000003",
      "رقم عرض السعر",
      "صالح حتى",
      "محطة عمل للتصميم",
      "100987654300003",
      "+971501234567",
      "178,499.90",
      "Z8-G5-01",
    ]) {
      expect(text).toContain(fact);
    }
  });

  it("continues a 50-line quote on further pages, each numbered, small and quick", async () => {
    const lines = Array.from({ length: 50 }, (_, i) => ({
      id: i + 1,
      product: 100 + i,
      title: i % 2 ? "HP Z8 Fury G5 Workstation, Xeon w9-3495X, 256GB RAM, 2x RTX 6000 Ada" : "شاشة مراقبة احترافية للبث",
      part_number: `PN-${1000 + i}`,
      quantity: (i % 7) + 1,
      web_unit_price: 1299 + i,
      quoted_unit_price: 1199.5 + i,
    }));
    const started = performance.now();
    const cpu = process.cpuUsage();
    const pdf = await pdfOf({ ...quotedQuote, lines }, "ar");
    const ms = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    const { pages } = await readPdf(pdf);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => expect(squash(page)).toContain(`${i + 1} / ${pages.length}`));
    expect(squash(pages.join(" "))).toContain("PN-1049");
    console.info(
      `quote PDF, 50 lines in Arabic: ${pdf.length} bytes, ${pages.length} pages, ${ms.toFixed(0)} ms wall, ${((user + system) / 1000).toFixed(0)} ms CPU`,
    );
    expect(pdf.length).toBeLessThan(200_000);
    expect(ms).toBeLessThan(5_000);
  });
});
