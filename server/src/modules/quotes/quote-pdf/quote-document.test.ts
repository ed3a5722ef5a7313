import { describe, expect, it } from "vitest";
import type { RestQuote } from "../../../backend/rest-types.js";
import { sellerFromEnv } from "../../shop/index.js";
import { quoteDocument } from "./quote-document.js";
import { quoteDocumentInput } from "./quote-document-input.js";
import { QUOTE_LABELS } from "./quote-labels.js";
import { quotedQuote, requestedQuote } from "./quote-fixtures.js";

// The quotation's model from the backend's quote JSON: what it says in each status and language, and its money by
// the order rule (free delivery from AED 500, VAT 5/105 of the total).

const EN = "\u2068د.إ\u2069\u00a0";
const RLM = "\u200f";
const NBSP = "\u00a0";

const seller = sellerFromEnv({ SHOP_LEGAL_NAME: "ProAV Trading LLC", SHOP_TRN: "100123456700003" });
const TODAY = "2026-11-28";
const model = (quote: RestQuote, locale: "en" | "ar" = "en", today = TODAY) => quoteDocument(quoteDocumentInput(quote, seller, locale, today), locale);

describe("quotation model", () => {
  it("says a requested quote's prices are not yet quoted, and totals only the web prices", () => {
    const doc = model(requestedQuote);
    expect(doc.title).toBe("Quotation");
    expect(doc.status).toBe("requested");
    expect(doc.notice).toBe(QUOTE_LABELS.en.notices.requested);
    expect(doc.facts.map((f) => [f.key, f.value])).toEqual([
      ["quoteNumber", "RFQ-000003"],
      ["status", "Requested"],
      ["requestedOn", "28 Nov 2026"],
      ["neededBy", "20 Dec 2026"],
    ]);
    expect(doc.lines.map((l) => [l.webUnitPrice.amount, l.quotedUnitPrice, l.lineTotal])).toEqual([
      ["52999.00", null, null],
      ["3299.50", null, null],
    ]);
    expect(doc.totals).toEqual([{ key: "webTotal", label: "Total at web prices", amount: "191992.00", text: `${EN}191,992.00`, grand: false }]);
    expect(doc.validity).toBeNull();
    expect(doc.buyer).toEqual({
      company: "Falcon Post Production FZ-LLC",
      contactName: "Mona Saeed",
      email: "Mona@Example.com",
      phone: "+971501234567",
      trn: "100987654300003",
      emirateName: "Dubai",
    });
    expect(doc.notes).toBe("Delivery to our Media City office, please.");
  });

  it("prices a quoted quote's lines and the order it would place: free delivery over AED 500, VAT 5/105 of the total", () => {
    const doc = model(quotedQuote);
    expect(doc.notice).toBeNull();
    expect(doc.facts.map((f) => f.key)).toEqual(["quoteNumber", "status", "requestedOn", "quotedOn", "validUntil", "neededBy"]);
    expect(doc.facts.find((f) => f.key === "validUntil")?.value).toBe("15 Dec 2026");
    expect(doc.lines.map((l) => [l.quotedUnitPrice?.amount, l.lineTotal?.amount])).toEqual([
      ["49500.00", "148500.00"],
      ["2999.99", "29999.90"],
    ]);
    expect(doc.totals.map((t) => [t.key, t.text, t.grand])).toEqual([
      ["webTotal", `${EN}191,992.00`, false],
      ["subTotal", `${EN}178,499.90`, false],
      ["shipping", "Free", false],
      ["total", `${EN}178,499.90`, true],
      // 178,499.90 x 5 / 105 = 8,499.995... -> 8,500.00 (rounded to the fils)
      ["vatIncluded", `${EN}8,500.00`, false],
    ]);
    expect(doc.validity).toBe("These prices can be accepted until the end of 15 Dec 2026 (UAE time).");
    expect(doc.shopNote).toBe("Stock in Jebel Ali, delivery within 5 working days.");
  });

  it("charges delivery below the free-delivery threshold, as an order would", () => {
    const small = { ...quotedQuote, lines: [{ ...quotedQuote.lines[1]!, quantity: 1, quoted_unit_price: 99.5 }] };
    const doc = model(small);
    expect(doc.totals.map((t) => [t.key, t.amount])).toEqual([
      ["webTotal", "3299.50"],
      ["subTotal", "99.50"],
      ["shipping", "25.00"],
      ["total", "124.50"],
      ["vatIncluded", "5.93"],
    ]);
  });

  it("says a quote read after its validity date has expired (the UAE's calendar), with its prices", () => {
    expect(model(quotedQuote, "en", "2026-12-15").status).toBe("quoted");
    const doc = model(quotedQuote, "en", "2026-12-16");
    expect(doc.status).toBe("expired");
    expect(doc.notice).toBe("This quote expired after 15 Dec 2026. Ask for a new quote.");
    expect(doc.facts.find((f) => f.key === "status")?.value).toBe("Expired");
    expect(doc.validity).toBeNull();
    expect(doc.totals.at(-2)?.amount).toBe("178499.90");
  });

  it("names the order an accepted quote placed", () => {
    const doc = model({ ...quotedQuote, status: "accepted", order: 40, order_number: "PA-000040", accepted_at: "2026-11-29T08:00:00.000Z" });
    expect(doc.facts.at(-1)).toEqual({ key: "orderNumber", label: "Order number", value: "PA-000040", code: true });
    expect(doc.notice).toBe("Accepted: order \u2066PA-000040\u2069 was placed at these prices.");
    expect(doc.validity).toBeNull();
  });

  it("offers no prices on a declined quote, even ones quoted before, and says so with the shop's note", () => {
    const doc = model({ ...quotedQuote, status: "declined", shop_note: "Discontinued by the maker." });
    expect(doc.notice).toBe("The shop could not quote this request.");
    expect(doc.lines.every((l) => l.quotedUnitPrice === null && l.lineTotal === null)).toBe(true);
    expect(doc.totals.map((t) => t.key)).toEqual(["webTotal"]);
    expect(doc.facts.map((f) => f.key)).not.toContain("validUntil");
    expect(doc.shopNote).toBe("Discontinued by the maker.");
  });

  it("marks sample seller details like the tax invoice, and a configured seller not", () => {
    expect(model(quotedQuote).seller).toMatchObject({ legalName: "ProAV Trading LLC", trn: "100123456700003", sample: expect.any(String) });
    const configured = sellerFromEnv({
      SHOP_LEGAL_NAME: "ProAV Trading LLC",
      SHOP_ADDRESS: "Office 12|Business Bay|Dubai",
      SHOP_EMIRATE: "dubai",
      SHOP_TRN: "100123456700003",
      SHOP_TRADE_LICENCE: "1234567",
      SHOP_TRADE_LICENCE_AUTHORITY: "DET",
      SHOP_BANK_NAME: "Emirates NBD",
      SHOP_BANK_IBAN: "AE07 0331 2345 6789 0123 456",
    });
    const doc = quoteDocument(quoteDocumentInput(quotedQuote, configured, "en", TODAY), "en");
    expect(doc.seller).toEqual({ legalName: "ProAV Trading LLC", addressLines: ["Office 12", "Business Bay", "Dubai"], trn: "100123456700003", sample: null });
    expect(model(quotedQuote).seller.sample).toBe("Sample seller details (demo configuration)");
  });

  it("in Arabic: right to left, Arabic words and emirate, amount then sign, Latin digits", () => {
    const doc = model(quotedQuote, "ar");
    expect(doc.dir).toBe("rtl");
    expect(doc.title).toBe("عرض سعر");
    expect(doc.facts.map((f) => f.label).slice(0, 3)).toEqual(["رقم عرض السعر", "الحالة", "تاريخ الطلب"]);
    expect(doc.facts[1]?.value).toBe("مُسعَّر");
    expect(doc.buyer.emirateName).toBe("دبي");
    expect(doc.totals.find((t) => t.key === "shipping")?.text).toBe("مجاني");
    expect(doc.totals.find((t) => t.key === "total")).toMatchObject({
      label: "الإجمالي (شامل ضريبة القيمة المضافة)",
      text: `${RLM}178,499.90${NBSP}د.إ${RLM}`,
    });
    expect(doc.seller.sample).toBe("بيانات البائع نموذجية (إعداد تجريبي)");
    expect(model(requestedQuote, "ar").notice).toBe(QUOTE_LABELS.ar.notices.requested);
  });
});

describe("QUOTE_LABELS", () => {
  it("have the same keys in both languages, without markup characters", () => {
    const keys = (o: object): string[] => Object.entries(o).flatMap(([k, v]) => (v && typeof v === "object" ? keys(v).map((s) => `${k}.${s}`) : [k]));
    expect(keys(QUOTE_LABELS.ar).sort()).toEqual(keys(QUOTE_LABELS.en).sort());
    const texts = (o: object): string[] =>
      Object.values(o).flatMap((v): string[] => (typeof v === "string" ? [v] : typeof v === "function" ? [String(v("X"))] : v ? texts(v) : []));
    for (const text of [...texts(QUOTE_LABELS.en), ...texts(QUOTE_LABELS.ar)]) expect(text).not.toMatch(/[<>&"]/);
  });
});
