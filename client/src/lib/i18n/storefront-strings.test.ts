import { describe, expect, it } from "vitest";
import { serverResources } from "./shell-strings.server";
import { createI18n } from "./create-i18n";
import { cart } from "./locales/en/cart";
import { search } from "./locales/en/search";

// The strings of the shop's own screens: plurals and counts go through i18next (number formatting per locale).
describe("storefront strings", () => {
  const i18n = createI18n("en", serverResources);
  // Route areas are registered by their routes (route-strings.ts); register them as the cart and search routes do.
  i18n.addResourceBundle("en", "translation", { cart, search }, true, false);
  const { t } = i18n;
  it("pluralises and formats counts", () => {
    expect(t("search.count", { count: 1 })).toBe("1 product");
    expect(t("search.count", { count: 1234 })).toBe("1,234 products");
    expect(t("cart.summary.items", { count: 2 })).toBe("2 items");
    expect(t("cart.dropped", { count: 1 })).toBe("One item is no longer available and was removed from your cart.");
    expect(t("cart.dropped", { count: 3 })).toBe("3 items are no longer available and were removed from your cart.");
  });
  it("interpolates without HTML escaping (React escapes)", () => {
    expect(t("search.heading", { keyword: "a&b <x>" })).toBe("Results for “a&b <x>”");
    expect(t("components.shopNotice.compare", { max: 4 })).toMatch(/up to 4 products/);
  });
});
