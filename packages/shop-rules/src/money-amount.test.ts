import { describe, expect, it } from "vitest";
import { decimalToFils, filsToDecimal } from "./money-amount.js";

describe("fils and decimal amounts", () => {
  it("write fils as Money.amount exactly", () => {
    expect(filsToDecimal(1249900)).toBe("12499.00");
    expect(filsToDecimal(5)).toBe("0.05");
    expect(filsToDecimal(-50)).toBe("-0.50");
    expect(() => filsToDecimal(12.5)).toThrow(RangeError);
  });
  it("read Money.amount back exactly", () => {
    expect(decimalToFils("12499.00")).toBe(1249900);
    expect(decimalToFils("1328.99")).toBe(132899);
    expect(decimalToFils("-0.50")).toBe(-50);
    expect(decimalToFils("7.5")).toBe(750);
    expect(decimalToFils("-0")).toBe(0);
    for (const bad of ["", "12.505", "1e3", "abc", " 1.00", "9".repeat(20)]) expect(() => decimalToFils(bad)).toThrow(RangeError);
  });
  it("round-trip every amount", () => {
    for (const fils of [0, 1, 99, 100, 132899, 90071992547409]) expect(decimalToFils(filsToDecimal(fils))).toBe(fils);
  });
});
