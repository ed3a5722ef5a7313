import { describe, expect, it } from "vitest";
import { placedOrderCookie, readPlacedOrder } from "./placed-order-cookie.server";

describe("placed-order cookie", () => {
  it("is HttpOnly, scoped to the confirmation, and reads back", () => {
    const cookie = placedOrderCookie({ number: "PA-2026-000123", email: "a+b@example.ae" }, true, "en");
    expect(cookie).toMatch(/; Path=\/account\/checkout\/confirmation; Max-Age=3600; HttpOnly; SameSite=Lax; Secure$/);
    const pair = cookie.split(";")[0]!;
    expect(readPlacedOrder(`cart=%5B%5D; ${pair}`)).toEqual({ number: "PA-2026-000123", email: "a+b@example.ae" });
  });

  it("is scoped to the Arabic confirmation for an Arabic checkout", () => {
    expect(placedOrderCookie({ number: "PA-2026-000123", email: "a@example.ae" }, false, "ar")).toMatch(/; Path=\/ar\/account\/checkout\/confirmation;/);
  });

  it("reads nothing from a missing or tampered cookie", () => {
    expect(readPlacedOrder(null)).toBeNull();
    expect(readPlacedOrder("placed-order=%7Bnope")).toBeNull();
    expect(readPlacedOrder('placed-order={"number":1}')).toBeNull();
  });
});
