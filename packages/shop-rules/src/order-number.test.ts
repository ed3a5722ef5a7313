import { describe, expect, it } from "vitest";
import { orderNumberOf } from "./order-number.js";

describe("orderNumberOf", () => {
  it("reads a number as shoppers type it, in the case it is stored", () => {
    expect(orderNumberOf("PAV-2026-000123")).toBe("PAV-2026-000123");
    expect(orderNumberOf("  pav-2026-1234567 ")).toBe("PAV-2026-1234567");
  });
  it("refuses what cannot be an order number", () => {
    for (const bad of ["", "PAV-2026-12345", "PAV2026000123", "PA-2026-000123", "PAV-26-000123", "PAV-2026-000123x", "1; DROP"])
      expect(orderNumberOf(bad)).toBeNull();
  });
});
