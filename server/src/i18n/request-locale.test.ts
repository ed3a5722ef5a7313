import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, parseLocale } from "./request-locale.js";

describe("localeFromAcceptLanguage", () => {
  it("takes the first supported tag, by preference then order", () => {
    expect(localeFromAcceptLanguage("ar")).toBe("ar");
    expect(localeFromAcceptLanguage("ar-AE,en;q=0.8")).toBe("ar");
    expect(localeFromAcceptLanguage("AR-ae")).toBe("ar");
    expect(localeFromAcceptLanguage("fr-FR, ar;q=0.5, en;q=0.4")).toBe("ar");
    expect(localeFromAcceptLanguage("en-GB,ar")).toBe("en");
    expect(localeFromAcceptLanguage("en;q=0.5, ar;q=0.9")).toBe("ar");
  });

  it("defaults to English: missing, unsupported, wildcard, refused", () => {
    expect(localeFromAcceptLanguage(undefined)).toBe("en");
    expect(localeFromAcceptLanguage("")).toBe("en");
    expect(localeFromAcceptLanguage("fr, de")).toBe("en");
    expect(localeFromAcceptLanguage("*")).toBe("en");
    expect(localeFromAcceptLanguage("ar;q=0")).toBe("en");
    expect(localeFromAcceptLanguage("arabic")).toBe("en");
  });

  it("reads a repeated header as one list", () => {
    expect(localeFromAcceptLanguage(["fr", "ar"])).toBe("ar");
  });
});

describe("parseLocale", () => {
  it("accepts the shop's codes only", () => {
    expect(parseLocale("ar")).toBe("ar");
    expect(parseLocale("en")).toBe("en");
    expect(parseLocale("AR")).toBe("en");
    expect(parseLocale(undefined)).toBe("en");
  });
});
