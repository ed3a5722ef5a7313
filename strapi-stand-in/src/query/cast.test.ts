import { describe, expect, it } from "vitest";
import { castScalar, parseBoolean, toNumberLikeLodash } from "./cast.js";

describe("toNumberLikeLodash", () => {
  it("follows lodash.toNumber for strings", () => {
    expect(toNumberLikeLodash(" 12 ")).toBe(12);
    expect(toNumberLikeLodash("")).toBe(0);
    expect(toNumberLikeLodash("0x10")).toBe(16);
    expect(toNumberLikeLodash("0b11")).toBe(3);
    expect(toNumberLikeLodash("-0x10")).toBeNaN();
    expect(toNumberLikeLodash("abc")).toBeNaN();
  });
});

describe("parseBoolean", () => {
  it("accepts Strapi's spellings only", () => {
    expect(["true", "t", "1"].map((v) => parseBoolean(v, "f"))).toEqual([true, true, true]);
    expect(["false", "f", "0"].map((v) => parseBoolean(v, "f"))).toEqual([false, false, false]);
    expect(() => parseBoolean("yes", "is_active")).toThrow(/Invalid boolean input for 'is_active'/);
  });
});

describe("castScalar", () => {
  it("maps NaN to null so comparisons match nothing", () => {
    expect(castScalar("float", "abc", "price")).toBeNull();
    expect(castScalar("float", "12.5", "price")).toBe(12.5);
    expect(castScalar("string", "12.5", "title")).toBe("12.5");
    expect(() => castScalar("string", ["a"], "title")).toThrow();
  });
});
