import { describe, expect, it } from "vitest";
import type { RestProduct } from "../../backend/rest-types.js";
import { ORDER_MONEY_CASES } from "../../../../packages/shop-rules/test/order-money-cases.js";
import { unitPriceFils } from "./cart.js";
import { totalsFor } from "./totals.js";

describe("order totals", () => {
  it("charges AED 25.00 below AED 500.00, nothing from it, and nothing for an empty cart", () => {
    expect(totalsFor([49_999])).toMatchObject({ shipping: 2_500, total: 52_499, toFreeShipping: 1 });
    expect(totalsFor([50_000])).toMatchObject({ shipping: 0, total: 50_000, toFreeShipping: 0 });
    expect(totalsFor([])).toMatchObject({ subTotal: 0, shipping: 0, total: 0, vatIncluded: 0 });
  });

  it("finds the 5% VAT included in the total, rounded to the fils", () => {
    expect(totalsFor([52_500]).vatIncluded).toBe(2_500);
    expect(totalsFor([132_899]).vatIncluded).toBe(6_329);
    expect(totalsFor([1_000]).vatIncluded).toBe(167); // (10.00 + 25.00) x 5/105 = 1.6666...
  });
});

// The table the hosted Strapi extension's order money (which the stand-in stores orders with) is held to as well.
describe("order money cases shared with the backend", () => {
  it.each(ORDER_MONEY_CASES)("$name", ({ lines, unitFils, totals }) => {
    const units = lines.map((line) => unitPriceFils({ price: line.price, sale_price: line.salePrice } as RestProduct));
    expect(units).toEqual(unitFils);
    expect(totalsFor(units.map((unit, i) => unit * lines[i]!.quantity))).toMatchObject(totals);
  });
});
