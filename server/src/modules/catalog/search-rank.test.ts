import { describe, expect, it } from "vitest";
import type { RestProduct } from "../../backend/rest-types.js";
import { backendTerm, rankSearch, searchTerms } from "./search-rank.js";

const p = (id: number, title: string, part: string | null, description = ""): RestProduct => ({
  id, title, part_number: part, description, product_slug: `p${id}`, price: 1, sale_price: null, is_active: true, image_1: null, created_at: "",
});

describe("rankSearch", () => {
  const products = [
    p(1, "Monitor stand", "MS-1", "Fits the HP Z2 workstation"),
    p(2, "HP Z2 Mini G9", "Z2MINI"),
    p(3, "Dock for Z2", "DK-9"),
    p(4, "Cable", "Z2"),
    p(2, "HP Z2 Mini G9 (duplicate row)", "Z2MINI"),
    p(5, "Unrelated", "X"),
  ];

  it("puts an exact part number first, then title, then part number, then description-only hits", () => {
    expect(rankSearch(products, "z2").map((x) => x.id)).toEqual([4, 3, 2, 1]);
  });

  it("returns each product once and drops non-matches", () => {
    const ids = rankSearch(products, "Z2").map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(5);
  });

  it("requires every word to match somewhere", () => {
    expect(rankSearch(products, "hp mini").map((x) => x.id)).toEqual([2]);
    expect(rankSearch(products, "workstation stand").map((x) => x.id)).toEqual([1]);
    expect(rankSearch(products, "hp banana")).toEqual([]);
  });

  it("queries the backend with the most selective word", () => {
    expect(searchTerms("  HP  ZBook hp ")).toEqual(["hp", "zbook"]);
    expect(backendTerm(["hp", "zbook"])).toBe("zbook");
  });
});
