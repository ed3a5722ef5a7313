import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_AFTER_SECONDS, retryAfterSeconds } from "./retry-after.js";

describe("retryAfterSeconds", () => {
  const now = Date.parse("2026-11-27T12:00:00Z");
  it("reads seconds and HTTP dates", () => {
    expect(retryAfterSeconds("42", now)).toBe(42);
    expect(retryAfterSeconds(" 7 ", now)).toBe(7);
    expect(retryAfterSeconds("Fri, 27 Nov 2026 12:02:00 GMT", now)).toBe(120);
    expect(retryAfterSeconds(["30"], now)).toBe(30);
  });
  it("keeps the wait between a second and a day", () => {
    expect(retryAfterSeconds("0", now)).toBe(1);
    expect(retryAfterSeconds("Fri, 27 Nov 2026 11:00:00 GMT", now)).toBe(1);
    expect(retryAfterSeconds("99999999", now)).toBe(86_400);
  });
  it("falls back to a minute without a usable header", () => {
    for (const header of [undefined, "", "soon", "-5", "1.5e3", {}]) expect(retryAfterSeconds(header, now)).toBe(DEFAULT_RETRY_AFTER_SECONDS);
  });
});
