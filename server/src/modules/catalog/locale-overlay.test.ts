import { describe, expect, it } from "vitest";
import type { RestProduct } from "../../backend/rest-types.js";
import { overlayProduct } from "./locale-overlay.js";

const english: RestProduct = {
  id: 2,
  title: "Dell Precision 5860 Tower",
  product_slug: "dell-precision-5860",
  price: 19899,
  sale_price: null,
  is_active: true,
  part_number: "DELL-P5860",
  description: "An ISV-certified workstation.",
  image_1: { id: 2, width: 1200, height: 800, formats: null, url: "/uploads/a.png", alternativeText: "Dell Precision 5860" },
  created_at: "2026-11-25T15:52:04.444Z",
  localizations: [{ id: 252, locale: "ar" }],
};
const arabic: RestProduct = {
  ...english,
  id: 252,
  title: "محطة عمل Dell Precision 5860",
  product_slug: "dell-precision-5860-ar",
  description: "محطة عمل معتمدة.",
  price: 1,
  locale: "ar",
};

describe("overlayProduct", () => {
  it("lays the translation's text over the English row, which stays the product", () => {
    const shown = overlayProduct(english, arabic);
    expect(shown).toMatchObject({ id: 2, product_slug: "dell-precision-5860", price: 19899, title: arabic.title, description: arabic.description });
    expect(shown.image_1?.alternativeText).toBeNull();
    expect(english.title).toBe("Dell Precision 5860 Tower");
  });

  it("keeps the English text where the translation has none", () => {
    expect(overlayProduct(english, null)).toBe(english);
    const shown = overlayProduct(english, { ...arabic, title: "  ", description: null });
    expect(shown.title).toBe(english.title);
    expect(shown.description).toBe(english.description);
    expect(shown.image_1?.alternativeText).toBe("Dell Precision 5860");
  });
});
