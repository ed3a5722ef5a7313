import { describe, expect, it } from "vitest";
import { formatAmount } from "@proav/shop-rules";
import { serverResources } from "../../lib/i18n/shell-strings.server";
import { createI18n } from "../../lib/i18n/create-i18n";
import { whatsAppText } from "./whatsapp-message";
import { productRefFromPath, whatsAppUrl } from "./whatsapp-route";

const { t } = createI18n("en", serverResources);

describe("WhatsApp message", () => {
  it("greets when there are no products", () => {
    expect(whatsAppText(t, "en", [], null)).toBe("Hello ProAV Shop, I have a question.");
  });

  it("lists products with part numbers, quantities, prices and the total the gateway priced", () => {
    const lines = [
      { title: "HP Z4 G5 Workstation", partNumber: "5E8D4EA", quantity: 2, unitAmount: "12499.5" },
      { title: "Autodesk Revit 2025", partNumber: null, quantity: 1, unitAmount: "0.10" },
    ];
    expect(whatsAppText(t, "en", lines, null)).toBe("Hello ProAV Shop, I have a question.");
    const text = whatsAppText(t, "en", lines, "24999.10");
    expect(text).toBe(
      [
        "Hello ProAV Shop, I'm interested in:",
        "- HP Z4 G5 Workstation (Part no. 5E8D4EA): 2 x \u2068د.إ\u2069\u00a012,499.50",
        "- Autodesk Revit 2025: 1 x \u2068د.إ\u2069\u00a00.10",
        "Total: \u2068د.إ\u2069\u00a024,999.10 (incl. VAT)",
      ].join("\n"),
    );
  });

  it("writes prices as the Arabic pages do, in Arabic", () => {
    const ar = createI18n("ar", serverResources).t;
    const text = whatsAppText(ar, "ar", [{ title: "HP Z4 G5", partNumber: null, quantity: 1, unitAmount: "1328.99" }], "1328.99");
    expect(text).toContain(`1 × ${formatAmount("1328.99", "ar")}`);
    expect(text).not.toContain("AED");
  });

  it("encodes the text into a wa.me link", () => {
    const url = whatsAppUrl("971501234567", "Hi & bye?\n#1");
    expect(url).toBe("https://wa.me/971501234567?text=Hi%20%26%20bye%3F%0A%231");
    expect(new URL(url).searchParams.get("text")).toBe("Hi & bye?\n#1");
  });

  it("finds the product of a product path, by id or slug, in every layout", () => {
    expect(productRefFromPath("/product/hp-z4-g5")).toEqual({ slug: "hp-z4-g5" });
    expect(productRefFromPath("/product/42")).toEqual({ id: "42" });
    expect(productRefFromPath("/product/extended/42")).toEqual({ id: "42" });
    expect(productRefFromPath("/product/on-sale/42/")).toEqual({ id: "42" });
    expect(productRefFromPath("/product/%E0%A4%A")).toBeNull();
    expect(productRefFromPath("/shop")).toBeNull();
    expect(productRefFromPath("/product/a/b/c")).toBeNull();
  });
});
