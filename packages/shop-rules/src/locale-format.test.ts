import { describe, expect, it } from "vitest";
import { formatAmount, formatCount, formatDate, formatDateTime, formatPrice, priceParts } from "./locale-format.js";

const RLM = "\u200F";
const NBSP = "\u00A0";
/** English: the Arabic sign first, isolated (FSI/PDI) so it cannot turn the digits after it around. */
const EN = `\u2068د.إ\u2069${NBSP}`;

// The shop's one way of writing each amount, per language: what pages, e-mails, invoices and Money.formatted print.
const PRICES: ReadonlyArray<[fils: number, decimal: string, en: string, ar: string]> = [
  [0, "0.00", `${EN}0.00`, `${RLM}0.00${NBSP}د.إ${RLM}`],
  [5, "0.05", `${EN}0.05`, `${RLM}0.05${NBSP}د.إ${RLM}`],
  [99900, "999.00", `${EN}999.00`, `${RLM}999.00${NBSP}د.إ${RLM}`],
  [132899, "1328.99", `${EN}1,328.99`, `${RLM}1,328.99${NBSP}د.إ${RLM}`],
  [1249900, "12499.00", `${EN}12,499.00`, `${RLM}12,499.00${NBSP}د.إ${RLM}`],
  [5449900, "54499.00", `${EN}54,499.00`, `${RLM}54,499.00${NBSP}د.إ${RLM}`],
  [100000050, "1000000.50", `${EN}1,000,000.50`, `${RLM}1,000,000.50${NBSP}د.إ${RLM}`],
];

describe("formatPrice and formatAmount", () => {
  it.each(PRICES)("write %i fils (%s) the same way from fils and from the API's decimal", (fils, decimal, en, ar) => {
    expect(formatPrice(fils, "en")).toBe(en);
    expect(formatPrice(fils, "ar")).toBe(ar);
    expect(formatAmount(decimal, "en")).toBe(en);
    expect(formatAmount(decimal, "ar")).toBe(ar);
  });

  it("use Latin digits in Arabic, never Arabic-Indic ones, and no Intl (the browser's ICU differs from Node's)", () => {
    expect(formatPrice(1249900, "ar")).not.toMatch(/[\u0660-\u0669]/);
    expect(formatPrice(1249900, "ar")).not.toContain("د.إ.");
  });

  it("is exact beyond double precision: the decimal text, not a float", () => {
    expect(formatPrice(Number.MAX_SAFE_INTEGER, "ar")).toBe(`${RLM}90,071,992,547,409.91${NBSP}د.إ${RLM}`);
    expect(formatPrice(Number.MAX_SAFE_INTEGER, "en")).toBe(`${EN}90,071,992,547,409.91`);
    expect(formatAmount("90071992547409.91", "en")).toBe(`${EN}90,071,992,547,409.91`);
    expect(() => formatPrice(12.5, "en")).toThrow(RangeError);
  });

  it("gives pages the same parts to lay out: sign first in English, number first in Arabic", () => {
    expect(priceParts("1328.99", "en")).toEqual({ number: "1,328.99", symbol: "د.إ", symbolFirst: true });
    expect(priceParts("1328.99", "ar")).toEqual({ number: "1,328.99", symbol: "د.إ", symbolFirst: false });
    expect(priceParts("x", "en").number).toBe("0.00");
  });

  it("reads a short, padded or missing decimal as the API means it", () => {
    expect(formatAmount("7", "en")).toBe(`${EN}7.00`);
    expect(formatAmount("1234567.5", "en")).toBe(`${EN}1,234,567.50`);
    expect(formatAmount("007.10", "en")).toBe(`${EN}7.10`);
    expect(formatAmount(null, "en")).toBe(`${EN}0.00`);
    expect(formatAmount(undefined, "ar")).toBe(`${RLM}0.00${NBSP}د.إ${RLM}`);
    expect(formatAmount("abc", "en")).toBe(`${EN}0.00`);
  });
});

describe("formatCount", () => {
  it("groups with commas and Latin digits in both locales, like the listing's count today", () => {
    for (const n of [0, 7, 1234, 1234567]) expect(formatCount(n, "en")).toBe(n.toLocaleString("en-US"));
    expect(formatCount(1234567, "ar")).toBe("1,234,567");
  });
});

describe("formatDate and formatDateTime", () => {
  const late = "2026-12-02T21:30:00.000Z"; // already 3 December in Dubai (UTC+4)

  it("keep English as the storefront showed dates before Arabic (it now formats with these)", () => {
    expect(formatDate(late, "en")).toBe("3 Dec 2026");
    expect(formatDateTime(late, "en")).toBe("3 Dec 2026, 01:30");
    expect(formatDate("2026-06-15T12:05:00.000Z", "en")).toBe("15 Jun 2026");
    expect(formatDateTime("2026-06-15T12:05:00.000Z", "en")).toBe("15 Jun 2026, 16:05");
    expect(formatDate(null, "en")).toBe("");
    expect(formatDateTime("yesterday", "en")).toBe("");
  });

  it("write Arabic month names of the Gregorian calendar with Latin digits, in Dubai time", () => {
    expect(formatDate(late, "ar")).toBe("3 ديسمبر 2026");
    expect(formatDateTime(late, "ar")).toBe("3 ديسمبر 2026 في 01:30");
    const months = Array.from({ length: 12 }, (_, m) => formatDate(`2026-${String(m + 1).padStart(2, "0")}-15T08:00:00Z`, "ar"));
    expect(months.map((d) => d.split(" ")[1])).toEqual([
      "يناير",
      "فبراير",
      "مارس",
      "أبريل",
      "مايو",
      "يونيو",
      "يوليو",
      "أغسطس",
      "سبتمبر",
      "أكتوبر",
      "نوفمبر",
      "ديسمبر",
    ]);
  });

  it("show nothing for a missing or malformed date", () => {
    expect(formatDate(undefined, "ar")).toBe("");
    expect(formatDateTime("not a date", "ar")).toBe("");
  });
});
