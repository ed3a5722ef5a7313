import { describe, expect, it } from "vitest";
import { creditNoteNumber, creditNoteSequenceOf, invoiceNumber, invoiceSequenceOf } from "./document-number.js";

describe("invoice and credit note numbers", () => {
  it("are the prefix and the sequence, zero-padded to six digits", () => {
    expect(invoiceNumber(1)).toBe("INV-000001");
    expect(invoiceNumber(123)).toBe("INV-000123");
    expect(invoiceNumber(1_234_567)).toBe("INV-1234567");
    expect(creditNoteNumber(7)).toBe("CN-000007");
  });
  it("refuse a sequence that is not a whole number from 1", () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => invoiceNumber(bad), String(bad)).toThrow(RangeError);
      expect(() => creditNoteNumber(bad), String(bad)).toThrow(RangeError);
    }
  });
  it("read back to their sequence", () => {
    for (const n of [1, 99, 999_999, 1_000_000, 12_345_678]) {
      expect(invoiceSequenceOf(invoiceNumber(n))).toBe(n);
      expect(creditNoteSequenceOf(creditNoteNumber(n))).toBe(n);
    }
    expect(invoiceSequenceOf(" inv-000042 ")).toBe(42);
  });
  it("refuse what is not one", () => {
    for (const bad of ["", "INV-00001", "INV000001", "CN-000001", "INV-000000", "INV-00001x", "PAV-2026-000001"]) {
      expect(invoiceSequenceOf(bad), bad).toBeNull();
    }
    expect(creditNoteSequenceOf("INV-000001")).toBeNull();
    expect(creditNoteSequenceOf("CN-12345")).toBeNull();
  });
});
