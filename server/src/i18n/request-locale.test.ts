import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage } from "./request-locale.js";

describe("localeFromAcceptLanguage", () => {
  it("answers ar when the first supported tag is Arabic, else en", () => {
    expect(localeFromAcceptLanguage("ar")).toBe("ar");
    expect(localeFromAcceptLanguage("ar-AE,en;q=0.8")).toBe("ar");
    expect(localeFromAcceptLanguage("fr-FR,ar;q=0.9,en;q=0.5")).toBe("ar");
    expect(localeFromAcceptLanguage("en;q=0.5,ar;q=0.9")).toBe("ar");
    expect(localeFromAcceptLanguage("en-GB,ar;q=0.9")).toBe("en");
    expect(localeFromAcceptLanguage("fr")).toBe("en");
    expect(localeFromAcceptLanguage("ar;q=0")).toBe("en");
    expect(localeFromAcceptLanguage(undefined)).toBe("en");
  });
});
