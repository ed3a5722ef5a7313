import { describe, expect, it } from "vitest";
import { ObservabilityConfigError, observabilityFromEnv } from "./observability-config.js";

describe("observability configuration", () => {
  it("defaults: no metrics port or token (so /metrics is 404), a browser budget of 600 a minute, no channel budgets", () => {
    const config = observabilityFromEnv({});
    expect(config.metricsPort).toBeUndefined();
    expect(config.metricsToken).toBeUndefined();
    expect(config.defaultRateBudget).toBe(600);
    expect(config.clientRateBudgets.size).toBe(0);
    expect(config.storefrontClient).toBe("storefront");
  });

  it("reads the port, the token and the channels' budgets (names lower-cased)", () => {
    const config = observabilityFromEnv({
      METRICS_PORT: "9464",
      METRICS_TOKEN: "a-token-of-sixteen-chars",
      CLIENT_RATE_BUDGETS: " iOS-App:600 , kiosk:120 ",
      CLIENT_RATE_BUDGET_DEFAULT: "0",
    });
    expect(config.metricsPort).toBe(9464);
    expect(config.metricsToken).toBe("a-token-of-sixteen-chars");
    expect([...config.clientRateBudgets]).toEqual([
      ["ios-app", 600],
      ["kiosk", 120],
    ]);
    expect(config.defaultRateBudget).toBe(0);
  });

  it.each([
    [{ METRICS_TOKEN: "short" }, /at least 16/],
    [{ METRICS_PORT: "99999" }, /between 0 and 65535/],
    [{ CLIENT_RATE_BUDGETS: "ios-app" }, /name:requests-per-minute/],
    [{ CLIENT_RATE_BUDGETS: "ios app:10" }, /name:requests-per-minute/],
    [{ CLIENT_RATE_BUDGETS: "ios-app:0" }, /between 1 and/],
    [{ CLIENT_RATE_BUDGETS: "ios-app:ten" }, /whole number/],
    [{ CLIENT_RATE_BUDGETS: "unknown:1000" }, /cannot name "unknown"/],
    [{ CLIENT_RATE_BUDGETS: "storefront:1000" }, /cannot name "storefront"/],
    [{ CLIENT_RATE_BUDGETS: "kiosk:1,KIOSK:2" }, /twice/],
    [{ CLIENT_RATE_BUDGET_DEFAULT: "-1" }, /whole number/],
  ])("refuses %o", (env, message) => {
    expect(() => observabilityFromEnv(env)).toThrow(ObservabilityConfigError);
    expect(() => observabilityFromEnv(env)).toThrow(message);
  });
});
