import { describe, expect, it } from "vitest";
import { hasFilters, readSearchFilters, toSearchFilter } from "./search-params";

describe("search filters in the URL", () => {
  it("reads every filter and combines them into one API filter", () => {
    const f = readSearchFilters(new URLSearchParams("keyword=hp&category=workstations&sub=tower-workstations&brand=hp&min=1000&max=4999.99&sale=1&stock=0"));
    expect(toSearchFilter(f)).toEqual({
      categorySlug: "workstations",
      subCategorySlug: "tower-workstations",
      brandSlug: "hp",
      minPrice: "1000",
      maxPrice: "4999.99",
      onSale: true,
      inStock: false,
    });
  });

  it("ignores malformed values and swaps a reversed price range", () => {
    const f = readSearchFilters(new URLSearchParams("brand=../x&min=abc&sale=yes&stock=2&category=a%20b"));
    expect(hasFilters(f)).toBe(false);
    expect(toSearchFilter(readSearchFilters(new URLSearchParams("min=500&max=100")))).toEqual({ minPrice: "100", maxPrice: "500" });
  });
});
