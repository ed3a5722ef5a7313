import { describe, expect, it } from "vitest";
import { formatCount, formatDate, formatDateTime, formatPrice } from "./locale-format.js";

const RLM = "\u200F";
const NBSP = "\u00A0";

describe("formatPrice", () => {
  it("keeps English exactly as the gateway formats Money today", () => {
    expect(formatPrice(0, "en")).toBe("AED 0.00");
    expect(formatPrice(5, "en")).toBe("AED 0.05");
    expect(formatPrice(132899, "en")).toBe("AED 1,328.99");
    expect(formatPrice(100000050, "en")).toBe("AED 1,000,000.50");
    expect(formatPrice(1249900, "en")).toBe("AED 12,499.00");
  });

  it("writes Arabic as Node 20's ICU does for ar-AE with Latin digits: amount, no-break space, د.إ., RTL marks", () => {
    expect(formatPrice(1249900, "ar")).toBe(`${RLM}12,499.00${NBSP}د.إ.${RLM}`);
    expect(formatPrice(132899, "ar")).toBe(`${RLM}1,328.99${NBSP}د.إ.${RLM}`);
    expect(formatPrice(0, "ar")).toBe(`${RLM}0.00${NBSP}د.إ.${RLM}`);
    expect(formatPrice(100000050, "ar")).toBe(`${RLM}1,000,000.50${NBSP}د.إ.${RLM}`);
    expect(formatPrice(1249900, "ar")).not.toMatch(/[\u0660-\u0669]/); // no Arabic-Indic digits
  });

  it("is exact beyond double precision: the decimal text, not a float, goes to Intl", () => {
    expect(formatPrice(Number.MAX_SAFE_INTEGER, "ar")).toBe(`${RLM}90,071,992,547,409.91${NBSP}د.إ.${RLM}`);
    expect(formatPrice(Number.MAX_SAFE_INTEGER, "en")).toBe("AED 90,071,992,547,409.91");
    expect(() => formatPrice(12.5, "en")).toThrow(RangeError);
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
