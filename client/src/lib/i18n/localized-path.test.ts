import { describe, expect, it } from "vitest";
import { localeFromPath, localizedPath, unlocalizedPath } from "./localized-path";

describe("localizedPath", () => {
  it("keeps English paths unprefixed and prefixes Arabic ones", () => {
    expect(localizedPath("/shop", "en")).toBe("/shop");
    expect(localizedPath("/shop", "ar")).toBe("/ar/shop");
    expect(localizedPath("/", "ar")).toBe("/ar");
    expect(localizedPath("/?q=1", "ar")).toBe("/ar?q=1");
    expect(localizedPath("/search?q=hp#top", "ar")).toBe("/ar/search?q=hp#top");
  });

  it("is idempotent and moves a path between languages", () => {
    expect(localizedPath("/ar/shop", "ar")).toBe("/ar/shop");
    expect(localizedPath("/ar/shop?x=1", "en")).toBe("/shop?x=1");
    expect(localizedPath("/ar", "en")).toBe("/");
    expect(localizedPath("/ar?x=1", "en")).toBe("/?x=1");
  });

  it("does not take a path that merely starts with the letters for a locale", () => {
    expect(localizedPath("/archive", "ar")).toBe("/ar/archive");
    expect(localeFromPath("/archive")).toBe("en");
  });

  it("leaves anything that is not a site path alone", () => {
    expect(localizedPath("https://example.com/x", "ar")).toBe("https://example.com/x");
    expect(localizedPath("//evil.example/x", "ar")).toBe("//evil.example/x");
    expect(localizedPath("#main", "ar")).toBe("#main");
  });
});

describe("localeFromPath", () => {
  it("reads the first segment", () => {
    expect(localeFromPath("/ar")).toBe("ar");
    expect(localeFromPath("/ar/product/x")).toBe("ar");
    expect(localeFromPath("/product/x")).toBe("en");
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/en/shop")).toBe("en");
  });

  it("unlocalizedPath strips the prefix", () => {
    expect(unlocalizedPath("/ar/shop?x=1")).toBe("/shop?x=1");
    expect(unlocalizedPath("/ar")).toBe("/");
    expect(unlocalizedPath("/shop")).toBe("/shop");
  });
});
