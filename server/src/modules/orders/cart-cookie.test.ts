import { describe, expect, it } from "vitest";
import { parseCart } from "../../../../client/src/lib/shop-state/cookie-codec.js";
import { parseCartCookie } from "./cart-cookie.js";

// One rule for both sides: the storefront writes and reads the `cart` cookie with cookie-codec.ts, the gateway's
// `cart` query reads it with its port. Any difference would show a shopper one cart and price another.
const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));

const CASES: (string | undefined)[] = [
  undefined,
  "",
  enc([{ id: "1", quantity: 2 }, { id: 3, quantity: 1 }]),
  JSON.stringify([{ id: "1", quantity: 2 }]),
  enc([{ id: "1", quantity: 60 }, { id: "1", quantity: 60 }]),
  enc([{ id: "x", quantity: 1 }, { id: "2", quantity: 0 }, { id: "3", quantity: -1 }, { id: "4", quantity: 1.5 }, { id: "5", quantity: "2" }]),
  enc(Array.from({ length: 70 }, (_, i) => ({ id: String(i + 1), quantity: 1 }))),
  enc({ id: "1", quantity: 1 }),
  "%7B%7B%7B",
  "A".repeat(4000),
  '[{"id":"1","quantity":1e309}]',
  enc([7, "s", { id: 12345678901234, quantity: 1 }, { id: "1234567890123", quantity: 1 }]),
];

describe("cart cookie rule", () => {
  it.each(CASES.map((c) => [c?.slice(0, 60), c]))("matches the storefront's parser for %j", (_label, raw) => {
    expect(parseCartCookie(raw)).toEqual(parseCart(raw));
  });
});

describe("where the port is stricter", () => {
  // cookie-codec.ts reads `.quantity` of a `null` entry and throws (reported to the storefront's owner); the
  // gateway skips the entry, as the rule intends for anything malformed.
  it("skips null entries instead of throwing", () => {
    expect(parseCartCookie(enc([null, { id: "1", quantity: 1 }]))).toEqual([{ id: "1", quantity: 1 }]);
  });
});
