import { describe, expect, it } from "vitest";
import { amountToFils, filsToAmount, priceCart } from "./cart-totals";

const product = (id: string, amount: string) => ({ id, inStock: true, currentPrice: { amount } });

describe("cart totals", () => {
  it("sums quantity x the price shown exactly, in fils", () => {
    const cart = [{ id: "1", quantity: 3 }, { id: "2", quantity: 1 }];
    const { lines, subtotal, itemCount } = priceCart(cart, [product("1", "0.10"), product("2", "1328.99")], ["1", "2"]);
    expect(lines.map((l) => l.lineTotal)).toEqual(["0.30", "1328.99"]);
    expect(subtotal).toBe("1329.29");
    expect(itemCount).toBe(4);
  });

  it("reports lines whose product vanished or became inactive", () => {
    const result = priceCart([{ id: "1", quantity: 1 }, { id: "9", quantity: 2 }], [product("1", "5.00"), null], ["1", "9"]);
    expect(result.missing).toEqual(["9"]);
    expect(result.subtotal).toBe("5.00");
  });

  it("converts amounts both ways", () => {
    expect(amountToFils("12499.5")).toBe(1249950);
    expect(amountToFils("bad")).toBe(0);
    expect(filsToAmount(5)).toBe("0.05");
    expect(filsToAmount(0)).toBe("0.00");
  });
});
