import { describe, expect, it } from "vitest";
import { moveActive, suggestionKeyword } from "./search-suggestions";
import { MAX_NAME_SUGGESTIONS, suggestionOptions } from "./suggestion-options";

describe("search suggestions", () => {
  it("asks only for keywords of two or more characters, cleaned", () => {
    expect(suggestionKeyword("")).toBeNull();
    expect(suggestionKeyword("  z ")).toBeNull();
    expect(suggestionKeyword("  hp  z4 ")).toBe("hp z4");
    expect(suggestionKeyword("x".repeat(300))).toHaveLength(100);
  });

  it("moves through the options with the arrow keys, through the text box at either end", () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(2, 1, 3)).toBe(-1);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(0, -1, 3)).toBe(-1);
    expect(moveActive(-1, 1, 0)).toBe(-1);
  });

  it("lists products, then categories, sub-categories and brands, each with where it goes", () => {
    const product = {
      id: "7",
      slug: "hp-z4",
      title: "HP Z4",
      titleLanguage: "en",
      partNumber: null,
      currentPrice: { amount: "100.00" },
      image: { url: "/z4.jpg", alt: "", thumbnail: null },
    };
    const options = suggestionOptions({
      totalCount: 1,
      products: [product],
      categories: [{ id: "1", slug: "workstations", name: "Workstations" }],
      subCategories: [{ id: "2", slug: "tower-workstations", name: "Tower Workstations", category: { name: "Workstations" } }],
      brands: [{ id: "3", slug: "black magic", name: "Blackmagic Design" }],
    });
    expect(options.map((o) => [o.kind, o.href])).toEqual([
      ["product", "/product/hp-z4"],
      ["category", "/category/workstations"],
      ["subCategory", "/category/tower-workstations"],
      ["brand", "/shop?brand=black%20magic"], // the shop filtered by the brand, as the brand strip links it
    ]);
    expect(options[2]).toMatchObject({ name: "Tower Workstations", category: "Workstations" });
  });

  it("keeps the names short enough to arrow through", () => {
    const brands = Array.from({ length: 10 }, (_, i) => ({ id: String(i), slug: `b${i}`, name: `Brand ${i}` }));
    const options = suggestionOptions({ totalCount: 0, products: [], categories: [], subCategories: [], brands });
    expect(options).toHaveLength(MAX_NAME_SUGGESTIONS);
  });
});
