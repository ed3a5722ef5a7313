import { describe, expect, it } from "vitest";
import { backendFilters } from "./product-filter.js";

const categories = [
  {
    id: 1,
    name: "Workstations",
    slug: "workstations",
    sub_categories: [
      { id: 1, name: "Tower", slug: "tower" },
      { id: 3, name: "Mobile", slug: "mobile" },
    ],
  },
];

describe("backendFilters", () => {
  it("always asks for active products only", () => {
    expect(backendFilters(null, categories)).toEqual({ is_active: true });
  });

  it("maps slugs to Strapi's relation filters", () => {
    expect(backendFilters({ categorySlug: "workstations", brandSlug: "hp", subCategorySlug: "tower" }, categories)).toEqual({
      is_active: true,
      sub_categories_in: [1, 3],
      "sub_categories.slug": "tower",
      "brands.slug": "hp",
    });
  });

  it("answers null (no backend call) for slugs that can match nothing", () => {
    expect(backendFilters({ categorySlug: "nope" }, categories)).toBeNull();
    expect(backendFilters({ brandSlug: "hp&_where[x]=1" }, categories)).toBeNull();
  });

  it("filters on the price the shopper pays and on sale state", () => {
    expect(backendFilters({ minPrice: "1000", maxPrice: "5000.50", onSale: true }, categories)).toEqual({
      is_active: true,
      sale_price_null: false,
      "_where[0][_or][0][sale_price_null]": "true",
      "_where[0][_or][0][price_gte]": "1000",
      "_where[0][_or][0][price_lte]": "5000.50",
      "_where[0][_or][1][sale_price_null]": "false",
      "_where[0][_or][1][sale_price_gte]": "1000",
      "_where[0][_or][1][sale_price_lte]": "5000.50",
    });
  });

  it("keeps shopper text a value, never a key", () => {
    const params = backendFilters({ text: "  zbook   &_limit=-1 " }, categories)!;
    expect(params["_where[0][_or][0][title_contains]"]).toBe("zbook &_limit=-1");
    expect(Object.keys(params).every((k) => /^(is_active|_where\[0\]\[_or\]\[\d\]\[(title|part_number|description)_contains\])$/.test(k))).toBe(true);
  });

  it("rejects malformed amounts, inverted ranges and over-long text", () => {
    expect(() => backendFilters({ minPrice: "abc" }, categories)).toThrow(/minPrice/);
    expect(() => backendFilters({ minPrice: "-5" }, categories)).toThrow(/minPrice/);
    expect(() => backendFilters({ minPrice: "10", maxPrice: "5" }, categories)).toThrow(/must not exceed/);
    expect(() => backendFilters({ text: "x".repeat(101) }, categories)).toThrow(/at most 100/);
  });
});
