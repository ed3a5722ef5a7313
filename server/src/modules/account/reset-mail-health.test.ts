import { describe, expect, it } from "vitest";
import { ResetMailHealth } from "./reset-mail-health.js";

describe("ResetMailHealth", () => {
  it("is failing for 15 minutes after a failed reset e-mail, or until one goes through", () => {
    let now = 0;
    const health = new ResetMailHealth(() => now);
    expect(health.failing).toBe(false);
    health.failed();
    now += 14 * 60_000;
    expect(health.failing).toBe(true);
    now += 60_000;
    expect(health.failing).toBe(false);
    health.failed();
    health.recovered();
    expect(health.failing).toBe(false);
  });
});
