import { describe, expect, it } from "vitest";
import { CART_LIMITS, EMPTY_STATE } from "@proav/shop-rules";
import { applyShopIntent, readShopIntent, returnPath } from "./shop-intent";

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("readShopIntent", () => {
  it("reads a posted change, refusing unknown intents and malformed ids", () => {
    expect(readShopIntent(form({ intent: "cart-add", id: "12", quantity: "3" }))).toEqual({ intent: "cart-add", id: "12", quantity: 3 });
    expect(readShopIntent(form({ intent: "cart-clear" }))).toEqual({ intent: "cart-clear", id: "", quantity: 1 });
    expect(readShopIntent(form({ intent: "cart-add", id: "12; drop" }))).toBeNull();
    expect(applyShopIntent(EMPTY_STATE, readShopIntent(form({ intent: "steal", id: "12" }))!)).toBeNull();
    expect(readShopIntent(form({ intent: "cart-add", id: "12", quantity: "lots" }))?.quantity).toBe(1);
  });
});

describe("applyShopIntent", () => {
  it("applies the browser's rules, limits included", () => {
    const full = { ...EMPTY_STATE, cart: [{ id: "1", quantity: CART_LIMITS.quantity }] };
    expect(applyShopIntent(full, { intent: "cart-add", id: "1", quantity: 1 })).toEqual({ list: "cart", change: { value: full.cart, limit: "maxQuantity" } });
    expect(applyShopIntent(EMPTY_STATE, { intent: "cart-add", id: "2", quantity: 2 })?.change.value).toEqual([{ id: "2", quantity: 2 }]);
    expect(applyShopIntent(full, { intent: "cart-decrease", id: "1", quantity: 1 })?.change.value).toEqual([{ id: "1", quantity: 98 }]);
    expect(applyShopIntent(full, { intent: "cart-clear", id: "", quantity: 1 })?.change.value).toEqual([]);
    const compare = { ...EMPTY_STATE, compare: [{ id: "1" }, { id: "2" }, { id: "3" }, { id: "4" }] };
    expect(applyShopIntent(compare, { intent: "compare-toggle", id: "5", quantity: 1 })).toEqual({
      list: "compare",
      change: { value: compare.compare, limit: "compare" },
    });
    expect(applyShopIntent(compare, { intent: "wishlist-toggle", id: "5", quantity: 1 })?.change.value).toEqual([{ id: "5" }]);
  });
});

describe("returnPath", () => {
  it("keeps a same-site path and drops a previous notice", () => {
    expect(returnPath("/shop?page=2&shop-notice=compare")).toBe("/shop?page=2");
    expect(returnPath("/product/hdmi-cable")).toBe("/product/hdmi-cable");
  });

  it("sends anything else home", () => {
    for (const raw of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      null,
      "/a\nb",
      "/..//evil.example/phish",
      "/%2e%2e//evil.example/phish",
    ])
      expect(returnPath(raw)).toBe("/");
  });
});
