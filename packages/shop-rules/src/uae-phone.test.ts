import { describe, expect, it } from "vitest";
import { normalizeUaePhone } from "./uae-phone.js";

describe("UAE phone numbers", () => {
  it.each([
    ["+971 50 123 4567", "+971501234567"],
    ["00971501234567", "+971501234567"],
    ["050-123-4567", "+971501234567"],
    ["0551234567", "+971551234567"],
    ["04 123 4567", "+97141234567"],
    ["(04) 123.4567", "+97141234567"],
    ["+971-4-123-4567", "+97141234567"],
    ["0097121234567", "+97121234567"],
  ])("reads %s as %s", (text, normalized) => {
    expect(normalizeUaePhone(text)).toBe(normalized);
  });

  it.each([
    "",
    "12345",
    "+44 20 7946 0958",
    "050 123 456",
    "+971 50 123 45678",
    "0512345678901",
    "05O1234567",
    "0501234567x",
    "+971 1 123 4567",
    "08 123 4567",
    `050 ${" ".repeat(30)}1234567`,
  ])("refuses %j", (text) => {
    expect(normalizeUaePhone(text)).toBeNull();
  });
});
