import { describe, expect, it } from "vitest";
import { formatAmount } from "./money";

describe("formatAmount", () => {
  it("adds thousands separators and two decimals", () => {
    expect(formatAmount("12499.00")).toBe("12,499.00");
    expect(formatAmount("1234567.5")).toBe("1,234,567.50");
    expect(formatAmount("7")).toBe("7.00");
  });
  it("shows 0.00 when missing or malformed", () => {
    expect(formatAmount(null)).toBe("0.00");
    expect(formatAmount(undefined)).toBe("0.00");
    expect(formatAmount("abc")).toBe("0.00");
  });
});
