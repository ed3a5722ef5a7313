import { describe, expect, it } from "vitest";
import { normalizeUaePhone } from "./uae-phone.js";

describe("normalizeUaePhone", () => {
  it.each([
    ["+971 50 123 4567", "+971501234567"],
    ["00971501234567", "+971501234567"],
    ["050-123-4567", "+971501234567"],
    ["+971 (0)50 123 4567", "+971501234567"],
    ["04 123 4567", "+97141234567"],
    ["+971 2 123 4567", "+97121234567"],
  ])("accepts %s", (text, expected) => expect(normalizeUaePhone(text)).toBe(expected));

  it.each(["", "12345", "+44 20 7946 0958", "050 123 456", "+971 1 123 4567", "0501234567890", "abc", "5".repeat(40)])("refuses %j", (text) =>
    expect(normalizeUaePhone(text)).toBeNull(),
  );
});
