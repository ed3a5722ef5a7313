import { describe, expect, it } from "vitest";
import { COMPANY_LIMITS, isPoNumber, isTrn, normalizeTrn, poNumberOf, trnOf } from "./company-rules.js";

describe("TRN", () => {
  it("reads 15 digits, written in groups with spaces or dashes", () => {
    for (const text of ["100123456789003", "100-1234-5678-9003", "100 123 456 789 003", " 100123456789003 "]) {
      expect(isTrn(text), text).toBe(true);
      expect(trnOf(text), text).toBe("100123456789003");
    }
  });
  it("refuses 14 or 16 digits, letters and other separators", () => {
    for (const text of [
      "10012345678900",
      "1001234567890031",
      "10012345678900A",
      "TRN100123456789003",
      "100.123.456.789.003",
      "100_123456789003",
      "",
      "١٠٠١٢٣٤٥٦٧٨٩٠٠٣",
    ]) {
      expect(isTrn(text), text).toBe(false);
      expect(trnOf(text), text).toBeNull();
    }
  });
  it("drops only spaces and dashes, so a refusal shows what was wrong", () => {
    expect(normalizeTrn("100-123 A")).toBe("100123A");
  });
});

describe("PO number", () => {
  it("takes 1 to 35 characters, trimmed", () => {
    expect(isPoNumber("PO-2026/0042")).toBe(true);
    expect(isPoNumber("x".repeat(COMPANY_LIMITS.poNumber))).toBe(true);
    expect(isPoNumber(` ${"x".repeat(COMPANY_LIMITS.poNumber)} `)).toBe(true);
    expect(isPoNumber("x".repeat(COMPANY_LIMITS.poNumber + 1))).toBe(false);
    expect(isPoNumber("x".repeat(200))).toBe(false);
    expect(isPoNumber("   ")).toBe(false);
  });
  it("reads an empty text as none given", () => {
    expect(poNumberOf("  ")).toBeNull();
    expect(poNumberOf(" PO 7 ")).toBe("PO 7");
  });
  it("has the sizes the contract names", () => {
    expect(COMPANY_LIMITS).toEqual({ legalName: 200, addressText: 100, poNumber: 35, trnDigits: 15 });
  });
});
