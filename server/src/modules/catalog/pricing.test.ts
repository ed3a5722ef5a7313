import { describe, expect, it } from "vitest";
import { discountPercent, effectiveSaleFils, filsToDecimal, money, toFils } from "./pricing.js";

describe("pricing", () => {
  it("converts backend numbers to exact fils", () => {
    expect(toFils(1328.99)).toBe(132899);
    expect(toFils(0.1 + 0.2)).toBe(30);
    expect(toFils(19899)).toBe(1989900);
    expect(toFils(null)).toBeNull();
    expect(toFils(-5)).toBeNull();
    expect(toFils(Number.NaN)).toBeNull();
    expect(toFils("abc")).toBeNull();
  });

  it("formats with two decimals and thousands separators", () => {
    expect(filsToDecimal(1249900)).toBe("12499.00");
    expect(filsToDecimal(5)).toBe("0.05");
    expect(money(1249900)).toEqual({ amount: "12499.00", currencyCode: "AED", formatted: "\u2068د.إ\u2069\u00a012,499.00" });
    expect(money(123456789).formatted).toBe("\u2068د.إ\u2069\u00a01,234,567.89");
    expect(money(0).formatted).toBe("\u2068د.إ\u2069\u00a00.00");
  });

  it("applies the spec's discount rule, rounded to a whole percent", () => {
    expect(discountPercent(139900, 132899)).toBe(5);
    expect(discountPercent(629900, 566899)).toBe(10);
    expect(discountPercent(100000, 100000)).toBeNull();
    expect(discountPercent(100000, 120000)).toBeNull();
    expect(discountPercent(100000, null)).toBeNull();
    expect(discountPercent(0, 0)).toBeNull();
    expect(effectiveSaleFils(null, 100)).toBeNull();
  });
});
