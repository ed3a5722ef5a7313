import { describe, expect, it } from "vitest";
import { isExpectedAnswer } from "./backend-call-log.js";

describe("isExpectedAnswer", () => {
  it("counts the backend's answers to a shopper as expected: refused input, expired session, a missing item or order, its rate limit", () => {
    expect(isExpectedAnswer(400, "/auth/local")).toBe(true);
    expect(isExpectedAnswer(401, "/users/me")).toBe(true);
    expect(isExpectedAnswer(404, "/products/999")).toBe(true);
    expect(isExpectedAnswer(404, "/orders/track")).toBe(true);
    expect(isExpectedAnswer(409, "/orders")).toBe(true);
    expect(isExpectedAnswer(429, "/orders/track")).toBe(true);
  });

  it("counts faults as unexpected: no answer, a 5xx, a refused permission, a route the backend lacks", () => {
    expect(isExpectedAnswer(undefined, "/products")).toBe(false);
    expect(isExpectedAnswer(500, "/products")).toBe(false);
    expect(isExpectedAnswer(503, "/products/1")).toBe(false);
    expect(isExpectedAnswer(403, "/users/me")).toBe(false);
    expect(isExpectedAnswer(404, "/addresses")).toBe(false);
    expect(isExpectedAnswer(405, "/auth/change-password")).toBe(false);
  });
});
