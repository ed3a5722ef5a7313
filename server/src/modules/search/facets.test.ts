import { describe, expect, it } from "vitest";
import { productFacets, PRICE_BANDS } from "./facets.js";
import { ProductIndex } from "./product-index.js";
import { SYNTHETIC_CATEGORIES, syntheticCatalog } from "./synthetic-catalog.js";

describe("facets", () => {
  const index = ProductIndex.build(syntheticCatalog(600), SYNTHETIC_CATEGORIES);
  const all = index.all();

  it("counts every product once per value, most common first", () => {
    const facets = productFacets(all);
    expect(facets.brands.reduce((n, b) => n + b.count, 0)).toBe(600);
    expect(facets.brands.map((b) => b.count)).toEqual([...facets.brands.map((b) => b.count)].sort((a, b) => b - a));
    expect(facets.onSale).toEqual([
      { value: true, count: all.filter((p) => p.onSale).length },
      { value: false, count: all.filter((p) => !p.onSale).length },
    ]);
    expect(facets.priceBands.reduce((n, b) => n + b.count, 0)).toBe(600);
    expect(facets.priceBands.length).toBeLessThanOrEqual(PRICE_BANDS.length);
  });

  it("gives each sub-category its parent category, so `subCategory { category }` resolves", () => {
    const { subCategories } = productFacets(all);
    expect(subCategories.length).toBe(SYNTHETIC_CATEGORIES.length);
    for (const { subCategory } of subCategories) {
      const parent = SYNTHETIC_CATEGORIES.find((c) => c.sub_categories?.some((s) => s.id === subCategory.id));
      expect(subCategory.product_category).toBe(parent!.id);
    }
  });

  it("leaves out a yes/no value no product has", () => {
    const onSale = all.filter((p) => p.onSale);
    expect(productFacets(onSale).onSale).toEqual([{ value: true, count: onSale.length }]);
  });
});
