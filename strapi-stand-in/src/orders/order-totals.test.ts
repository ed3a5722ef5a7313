import { describe, expect, it } from "vitest";
import { orderTotals, unitPriceFils } from "./order-totals.js";

describe("order totals (integer fils)", () => {
  it("charges AED 25.00 shipping below AED 500.00 and none from it", () => {
    expect(orderTotals([49_999])).toEqual({ subTotal: 49_999, shipping: 2_500, total: 52_499, vatIncluded: 2_500 });
    expect(orderTotals([50_000]).shipping).toBe(0);
    expect(orderTotals([]).total).toBe(0);
  });

  it("finds the 5% VAT inside the total, rounded to the fils", () => {
    expect(orderTotals([52_500]).vatIncluded).toBe(2_500);
    expect(orderTotals([132_899]).vatIncluded).toBe(6_329); // 1328.99 x 5/105 = 63.285...
  });

  it("uses the sale price only when below the list price, without float noise", () => {
    expect(unitPriceFils(1328.99, null)).toBe(132_899);
    expect(unitPriceFils(100, 89.9)).toBe(8_990);
    expect(unitPriceFils(100, 120)).toBe(10_000);
  });
});
