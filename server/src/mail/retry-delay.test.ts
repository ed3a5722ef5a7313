import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./retry-delay.js";

describe("retryDelayMs", () => {
  it("waits the base before the first retry, then doubles, capped at an hour", () => {
    expect([2, 3, 4, 5].map((n) => retryDelayMs(30_000, n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(30_000, 20)).toBe(3_600_000);
  });
});
