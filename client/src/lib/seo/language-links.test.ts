import { describe, expect, it } from "vitest";
import { basePath, languageLinks } from "./language-links";
import { localeFromPath, localizedPath } from "../i18n/localized-path";

const ORIGIN = "https://shop.example";

describe("language links", () => {
  it("gives each language its own canonical and the same reciprocal, absolute alternates", () => {
    const en = languageLinks(ORIGIN, "/product/hp-z4-g5", "en");
    const ar = languageLinks(ORIGIN, "/ar/product/hp-z4-g5", "ar");
    expect(en.canonical).toBe("https://shop.example/product/hp-z4-g5");
    expect(ar.canonical).toBe("https://shop.example/ar/product/hp-z4-g5");
    const expected = [
      { hrefLang: "en-AE", href: "https://shop.example/product/hp-z4-g5" },
      { hrefLang: "ar-AE", href: "https://shop.example/ar/product/hp-z4-g5" },
      { hrefLang: "x-default", href: "https://shop.example/product/hp-z4-g5" },
    ];
    expect(en.alternates).toEqual(expected);
    expect(ar.alternates).toEqual(expected);
    // Each page's canonical is among the alternates both pages list: the pair points at each other.
    expect(en.alternates.map((a) => a.href)).toContain(ar.canonical);
    expect(ar.alternates.map((a) => a.href)).toContain(en.canonical);
    for (const a of [...en.alternates, ...ar.alternates]) expect(a.href).toMatch(/^https:\/\//);
  });

  it("takes the path in either language, keeps the query, and maps the home page to /ar", () => {
    expect(languageLinks(ORIGIN, "/", "ar").canonical).toBe("https://shop.example/ar");
    expect(languageLinks(ORIGIN, "/ar", "en").canonical).toBe("https://shop.example/");
    expect(languageLinks(ORIGIN, "/shop?after=abc", "ar").canonical).toBe("https://shop.example/ar/shop?after=abc");
    expect(languageLinks(ORIGIN, "/ar/shop?after=abc", "en").canonical).toBe("https://shop.example/shop?after=abc");
  });

  it("names the Open Graph locale, its alternate and the JSON-LD language", () => {
    expect(languageLinks(ORIGIN, "/", "ar")).toMatchObject({ ogLocale: "ar_AE", ogLocaleAlternates: ["en_AE"], inLanguage: "ar-AE" });
    expect(languageLinks(ORIGIN, "/", "en")).toMatchObject({ ogLocale: "en_AE", ogLocaleAlternates: ["ar_AE"], inLanguage: "en-AE" });
  });

  it("never mistakes an English path that starts with 'ar' for Arabic", () => {
    expect(localeFromPath("/archive")).toBe("en");
    expect(basePath("/archive")).toBe("/archive");
    expect(localeFromPath("/ar/x")).toBe("ar");
    expect(localeFromPath("/ar")).toBe("ar");
    expect(localizedPath("/x", "en")).toBe("/x");
    expect(localizedPath("/x", "ar")).toBe("/ar/x");
  });
});
