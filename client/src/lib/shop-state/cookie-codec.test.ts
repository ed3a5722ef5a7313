import { describe, expect, it } from "vitest";
import { encodeCookieValue, parseCart, parseList, parseShopCookies } from "./cookie-codec";

describe("shop cookies", () => {
  it("round-trips what the browser writes", () => {
    const cart = [{ id: "12", quantity: 2 }, { id: "7", quantity: 1 }];
    const header = `theme=dark; cart=${encodeCookieValue(cart)}; wishlist=${encodeCookieValue([{ id: "3" }])}`;
    expect(parseShopCookies(header)).toEqual({ cart, wishlist: [{ id: "3" }], compare: [] });
  });

  it("accepts plain JSON and numeric ids, merging duplicate lines", () => {
    expect(parseCart('[{"id":5,"quantity":1},{"id":"5","quantity":2}]')).toEqual([{ id: "5", quantity: 3 }]);
  });

  it("resets malformed, hostile or oversized values to empty", () => {
    for (const raw of ["%7Bnot json", "{}", '"x"', "null", "%5B%5D%5D", "[1,2,3]", "A".repeat(5000)]) {
      expect(parseCart(raw)).toEqual([]);
    }
    expect(parseCart('[{"id":"1 OR 1=1","quantity":1},{"id":"2","quantity":-4},{"id":"3","quantity":1.5}]')).toEqual([]);
    expect(parseCart('[{"id":"__proto__","quantity":1}]')).toEqual([]);
    // null entries beside good ones are skipped, not a crash (found by the gateway's port of this parser)
    expect(parseCart('[null,{"id":"4","quantity":2},null]')).toEqual([{ id: "4", quantity: 2 }]);
    expect(parseList("[null,true,{}]", 4)).toEqual([]);
  });

  it("caps quantities, lines and list sizes", () => {
    expect(parseCart('[{"id":"1","quantity":100000}]')).toEqual([{ id: "1", quantity: 99 }]);
    const many = JSON.stringify(Array.from({ length: 80 }, (_, i) => ({ id: String(i + 1), quantity: 1 })));
    expect(parseCart(many)).toHaveLength(50);
    expect(parseList('[{"id":"1"},{"id":"1"},{"id":"2"}]', 4)).toEqual([{ id: "1" }, { id: "2" }]);
    expect(parseList(JSON.stringify(Array.from({ length: 9 }, (_, i) => ({ id: String(i) }))), 4)).toHaveLength(4);
  });
});
