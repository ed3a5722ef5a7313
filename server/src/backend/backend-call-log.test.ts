import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { isExpectedAnswer, logBackendFailures } from "./backend-call-log.js";
import { createBackendHttp } from "./http.js";

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

describe("logBackendFailures", () => {
  it("warns of calls that failed and only debugs the ones the open circuit did not send", async () => {
    const lines: { level: string; msg: string }[] = [];
    const logger = pino(
      { level: "debug", formatters: { level: (label) => ({ level: label }) } },
      { write: (line: string) => void lines.push(JSON.parse(line)) },
    );
    // A closed port: every call is refused at once; the circuit opens after two.
    const http = createBackendHttp(
      { baseURL: "http://127.0.0.1:9", timeoutMs: 1000, retries: 0, breaker: { volumeThreshold: 2, resetTimeoutMs: 60_000 } },
      logger,
    );
    logBackendFailures(http, logger);
    try {
      for (let i = 0; i < 4; i++) await http.get("/products").catch(() => undefined);
    } finally {
      http.circuit.shutdown();
    }
    const calls = lines.filter((l) => l.msg.startsWith("backend call"));
    expect(calls.map((l) => `${l.level} ${l.msg}`)).toEqual([
      "warn backend call failed",
      "warn backend call failed",
      "debug backend call not sent: circuit open",
      "debug backend call not sent: circuit open",
    ]);
  });
});
