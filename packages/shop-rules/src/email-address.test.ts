import { describe, expect, it } from "vitest";
import { isEmailAddress } from "./email-address.js";
import { IDEMPOTENCY_KEY, isIdempotencyKey } from "./idempotency-key.js";

describe("isEmailAddress", () => {
  it("accepts ordinary addresses", () => {
    for (const ok of ["aisha@example.ae", "a.b-c_d+tag@mail.example.co.uk", "A@B.ae", "x@[192.168.0.1]"]) expect(isEmailAddress(ok)).toBe(true);
  });
  it("refuses what users-permissions refuses", () => {
    for (const bad of ["aisha@", "aisha@example", "a b@example.com", "a..b@example.com", ".a@example.com", "a@b.c", "a@@b.ae", "a@exa mple.ae", ""]) {
      expect(isEmailAddress(bad)).toBe(false);
    }
  });
});

describe("isIdempotencyKey", () => {
  it("accepts a UUID and 8 to 100 of letters, digits, - and _", () => {
    expect(isIdempotencyKey(crypto.randomUUID())).toBe(true);
    expect(isIdempotencyKey("abcd_123")).toBe(true);
    expect(isIdempotencyKey("x".repeat(100))).toBe(true);
  });
  it("refuses anything else", () => {
    for (const bad of ["short", "x".repeat(101), "has space1", "slash/1234", "ключ12345", 12345678, null, undefined]) expect(isIdempotencyKey(bad)).toBe(false);
    expect(IDEMPOTENCY_KEY.test("abc.defgh")).toBe(false);
  });
});
