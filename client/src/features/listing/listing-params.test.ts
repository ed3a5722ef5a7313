import { describe, expect, it } from "vitest";
import { readListingParams, toFilter, toSort } from "./listing-params";
import { withParams } from "../../lib/url/with-params";

describe("listing URL parameters", () => {
  it("reads filters and sort from the URL", () => {
    const p = readListingParams(new URLSearchParams("brand=hp&min=1000&max=5000.5&sale=1&sort=price-asc&view=list"));
    expect(p).toMatchObject({ brand: "hp", min: "1000", max: "5000.5", sale: true, sort: "price-asc", view: "list" });
    expect(toFilter(p, { categorySlug: "workstations" })).toEqual({
      categorySlug: "workstations",
      brandSlug: "hp",
      minPrice: "1000",
      maxPrice: "5000.5",
      onSale: true,
    });
    expect(toSort(p)).toBe("PRICE_ASC");
  });

  it("ignores malformed values and swaps an inverted range", () => {
    const p = readListingParams(new URLSearchParams("brand=<x>&min=abc&max=-1&sort=cheapest&after=%00&view=3d"));
    expect(p).toEqual({ brand: null, min: null, max: null, sale: false, sort: "newest", after: null, before: null, view: "grid", specifications: [] });
    expect(readListingParams(new URLSearchParams("min=500&max=100"))).toMatchObject({ min: "100", max: "500" });
  });

  it("changes one parameter and restarts paging", () => {
    const search = new URLSearchParams("brand=hp&after=abc&sort=title");
    expect(withParams(search, { brand: "dell" })).toBe("?brand=dell&sort=title");
    expect(withParams(search, { after: "xyz" })).toBe("?brand=hp&after=xyz&sort=title");
    expect(withParams(new URLSearchParams("brand=hp"), { brand: null })).toBe("");
  });

  it("passes the URL's specification filters on to the API", () => {
    const p = readListingParams(new URLSearchParams("spec.ram_gb=64|128&spec.gpu=RTX"));
    expect(toFilter(p, { categorySlug: "workstations" })).toEqual({
      categorySlug: "workstations",
      specifications: [
        { key: "ram_gb", values: ["64", "128"] },
        { key: "gpu", values: ["RTX"] },
      ],
    });
  });
});
