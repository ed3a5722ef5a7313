import { describe, expect, it } from "vitest";
import { addEntry, addLine, decreaseLine, increaseLine, removeEntry, removeLine, toggleEntry } from "./cart-rules";
import { encodeCookieValue, CART_LIMITS, LIST_LIMITS, COOKIE_VALUE_MAX, parseCart, parseList, type CartLine, type ListEntry } from "@proav/shop-rules";

const lines = (n: number, quantity = 1): CartLine[] => Array.from({ length: n }, (_, i) => ({ id: String(i + 1), quantity }));
const entries = (n: number, width = 1): ListEntry[] => Array.from({ length: n }, (_, i) => ({ id: String(i + 1).padStart(width, "9") }));

describe("cart rules", () => {
  it("adds the quantity to a present item, appends otherwise", () => {
    const cart = addLine(addLine([], "1", 2).value, "2").value;
    expect(cart).toEqual([
      { id: "1", quantity: 2 },
      { id: "2", quantity: 1 },
    ]);
    expect(addLine(cart, "1", 3)).toEqual({
      value: [
        { id: "1", quantity: 5 },
        { id: "2", quantity: 1 },
      ],
      limit: null,
    });
  });

  it("treats a missing, fractional or non-positive quantity as at least one", () => {
    expect(addLine([], "1", 0).value).toEqual([{ id: "1", quantity: 1 }]);
    expect(addLine([], "1", -3).value).toEqual([{ id: "1", quantity: 1 }]);
    expect(addLine([], "1", 2.7).value).toEqual([{ id: "1", quantity: 2 }]);
    expect(addLine([], "1", Number.NaN).value).toEqual([{ id: "1", quantity: 1 }]);
  });

  it("increases by one and decreases by one, never below one", () => {
    const cart = [{ id: "1", quantity: 1 }];
    expect(increaseLine(cart, "1").value).toEqual([{ id: "1", quantity: 2 }]);
    expect(decreaseLine([{ id: "1", quantity: 2 }], "1").value).toEqual([{ id: "1", quantity: 1 }]);
    expect(decreaseLine(cart, "1").value).toEqual([{ id: "1", quantity: 1 }]);
    expect(increaseLine(cart, "7").value).toBe(cart); // not in the cart: nothing changes
  });

  it("removes a line; other lines keep their order", () => {
    expect(
      removeLine(
        [
          { id: "1", quantity: 1 },
          { id: "2", quantity: 3 },
          { id: "3", quantity: 1 },
        ],
        "2",
      ).value,
    ).toEqual([
      { id: "1", quantity: 1 },
      { id: "3", quantity: 1 },
    ]);
  });

  it("ignores duplicates in wishlist and compare; toggling removes", () => {
    expect(addEntry([{ id: "1" }], "1", 10, "wishlist")).toEqual({ value: [{ id: "1" }], limit: null });
    expect(toggleEntry([{ id: "1" }], "1", 10, "wishlist").value).toEqual([]);
    expect(toggleEntry([], "1", 10, "wishlist").value).toEqual([{ id: "1" }]);
    expect(removeEntry([{ id: "1" }, { id: "2" }], "1").value).toEqual([{ id: "2" }]);
  });
});

describe("limits: capped or refused, and said so", () => {
  it("caps a quantity at the maximum and reports it", () => {
    expect(addLine([{ id: "1", quantity: 98 }], "1", 5)).toEqual({ value: [{ id: "1", quantity: CART_LIMITS.quantity }], limit: "maxQuantity" });
    expect(addLine([], "1", 500)).toEqual({ value: [{ id: "1", quantity: CART_LIMITS.quantity }], limit: "maxQuantity" });
    const full = [{ id: "1", quantity: CART_LIMITS.quantity }];
    expect(increaseLine(full, "1")).toEqual({ value: full, limit: "maxQuantity" });
  });

  it("refuses a new line when the cart has the most lines, but still adds to a present one", () => {
    const cart = lines(CART_LIMITS.lines);
    expect(addLine(cart, "999", 1)).toEqual({ value: cart, limit: "cartLines" });
    expect(addLine(cart, "1", 1).value[0]).toEqual({ id: "1", quantity: 2 });
  });

  it("refuses a new wishlist or compare entry when full", () => {
    const compare = entries(LIST_LIMITS.compare);
    expect(addEntry(compare, "999", LIST_LIMITS.compare, "compare")).toEqual({ value: compare, limit: "compare" });
    expect(toggleEntry(compare, "999", LIST_LIMITS.compare, "compare").limit).toBe("compare");
  });

  it("never produces a cookie the parser would reject: a full cart and wishlist of the longest ids fit", () => {
    let cart: CartLine[] = [];
    for (let i = 0; i < CART_LIMITS.lines + 5; i++) cart = addLine(cart, String(100000000000 + i), CART_LIMITS.quantity).value;
    expect(encodeCookieValue(cart).length).toBeLessThanOrEqual(COOKIE_VALUE_MAX);
    expect(parseCart(encodeCookieValue(cart))).toEqual(cart);

    let list: ListEntry[] = [];
    let refused = 0;
    for (let i = 0; i < LIST_LIMITS.wishlist; i++) {
      const change = addEntry(list, String(100000000000 + i), LIST_LIMITS.wishlist, "wishlist");
      if (change.limit === "cookieSize") refused++;
      list = change.value;
    }
    expect(refused).toBeGreaterThan(0); // 100 twelve-digit ids would not fit: the size check, not the count, stops them
    expect(encodeCookieValue(list).length).toBeLessThanOrEqual(COOKIE_VALUE_MAX);
    expect(parseList(encodeCookieValue(list), LIST_LIMITS.wishlist)).toEqual(list);
    // Cookie name, value and attributes stay under the 4 KB browsers keep.
    expect(`wishlist=${encodeCookieValue(list)}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`.length).toBeLessThan(4096);
  });
});
