import { describe, expect, it } from "vitest";
import { encodeCookieValue, fitsCookie, normalizeCart, parseCart, parseList, parseShopCookies, shopCookie } from "./shop-cookies.js";

const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));

describe("shop cookies", () => {
  it("round-trips what the browser writes", () => {
    const cart = [
      { id: "12", quantity: 2 },
      { id: "7", quantity: 1 },
    ];
    const header = `theme=dark; cart=${encodeCookieValue(cart)}; wishlist=${encodeCookieValue([{ id: "3" }])}`;
    expect(parseShopCookies(header)).toEqual({ cart, wishlist: [{ id: "3" }], compare: [] });
  });

  it("reads a value a cookie parser already decoded, and plain JSON with numeric ids, merging repeated lines", () => {
    expect(parseCart(JSON.stringify([{ id: "1", quantity: 2 }]))).toEqual([{ id: "1", quantity: 2 }]);
    expect(parseCart('[{"id":5,"quantity":1},{"id":"5","quantity":2}]')).toEqual([{ id: "5", quantity: 3 }]);
  });

  it("resets malformed, hostile or oversized values to empty", () => {
    for (const raw of [
      undefined,
      "",
      "%7Bnot json",
      "%7B%7B%7B",
      "{}",
      '"x"',
      "null",
      "%5B%5D%5D",
      "[1,2,3]",
      enc({ id: "1", quantity: 1 }),
      "A".repeat(5000),
    ]) {
      expect(parseCart(raw)).toEqual([]);
    }
    expect(parseCart('[{"id":"1 OR 1=1","quantity":1},{"id":"2","quantity":-4},{"id":"3","quantity":1.5}]')).toEqual([]);
    expect(
      parseCart(
        enc([
          { id: "x", quantity: 1 },
          { id: "2", quantity: 0 },
          { id: "5", quantity: "2" },
        ]),
      ),
    ).toEqual([]);
    expect(parseCart('[{"id":"1","quantity":1e309}]')).toEqual([]);
    expect(parseCart('[{"id":"__proto__","quantity":1}]')).toEqual([]);
    expect(parseCart(enc([7, "s", { id: 12345678901234, quantity: 1 }, { id: "1234567890123", quantity: 1 }]))).toEqual([]);
    expect(parseCart('[null,{"id":"4","quantity":2},null]')).toEqual([{ id: "4", quantity: 2 }]);
    expect(parseList("[null,true,{}]", 4)).toEqual([]);
  });

  it("caps quantities, lines and list sizes", () => {
    expect(parseCart('[{"id":"1","quantity":100000}]')).toEqual([{ id: "1", quantity: 99 }]);
    expect(
      parseCart(
        enc([
          { id: "1", quantity: 60 },
          { id: "1", quantity: 60 },
        ]),
      ),
    ).toEqual([{ id: "1", quantity: 99 }]);
    const many = JSON.stringify(Array.from({ length: 80 }, (_, i) => ({ id: String(i + 1), quantity: 1 })));
    expect(parseCart(many)).toHaveLength(50);
    expect(parseList('[{"id":"1"},{"id":"1"},{"id":"2"}]', 4)).toEqual([{ id: "1" }, { id: "2" }]);
    expect(parseList(JSON.stringify(Array.from({ length: 9 }, (_, i) => ({ id: String(i) }))), 4)).toHaveLength(4);
    expect(parseShopCookies(`compare=${enc(Array.from({ length: 9 }, (_, i) => ({ id: String(i) })))}`).compare).toHaveLength(4);
  });

  it("applies the same rule to lines a client sends", () => {
    expect(normalizeCart([{ id: "2", quantity: 1 }, { id: "2", quantity: 3 }, { id: "a", quantity: 1 }, null])).toEqual([{ id: "2", quantity: 4 }]);
  });

  it("never writes a value its parser would refuse", () => {
    const big = Array.from({ length: 300 }, (_, i) => ({ id: String(100000 + i) }));
    expect(fitsCookie(big)).toBe(false);
    expect(fitsCookie(big.slice(0, 100))).toBe(true);
    expect(shopCookie("cart", [{ id: "1", quantity: 2 }], true)).toBe(
      `cart=${enc([{ id: "1", quantity: 2 }])}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    );
  });
});
