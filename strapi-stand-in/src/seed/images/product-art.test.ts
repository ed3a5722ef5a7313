import { describe, expect, it } from "vitest";
import { escapeXml, productArtSvg, shortTitle, wrapText } from "./product-art.js";

describe("shortTitle", () => {
  it("drops the configuration and the brand, which is printed separately", () => {
    expect(shortTitle("Dell Precision 5860 Tower - Intel Xeon w5-2455X, 64GB", "Dell")).toBe("Precision 5860 Tower");
    expect(shortTitle("Blackmagic UltraStudio 4K Mini", "Blackmagic Design")).toBe("UltraStudio 4K Mini");
    expect(shortTitle("Genelec 8040B Studio Monitor (White)", "Genelec")).toBe("8040B Studio Monitor");
    expect(shortTitle("HP", "HP")).toBe("HP");
  });
});

describe("wrapText", () => {
  it("wraps greedily and marks cut text with an ellipsis", () => {
    expect(wrapText("one two three four", 9, 3)).toEqual(["one two", "three", "four"]);
    expect(wrapText("aaaa bbbb cccc dddd", 4, 2)).toEqual(["aaaa", "bbb…"]);
    expect(wrapText("supercalifragilistic", 6, 2)).toEqual(["super…"]);
  });
});

describe("productArtSvg", () => {
  it("escapes text and is deterministic", () => {
    const input = {
      title: 'AT&T <Rack> "Pro"',
      brand: "B&O",
      partNumber: null,
      categorySlug: "broadcast",
      categoryName: "Broadcast",
      subCategorySlug: "encoders",
      subCategoryName: "Encoders",
    };
    const svg = productArtSvg(input);
    expect(svg).toBe(productArtSvg(input));
    expect(svg).toContain("B&#38;O");
    expect(svg).not.toMatch(/<Rack>/);
    expect(escapeXml(`<'&">`)).toBe("&#60;&#39;&#38;&#34;&#62;");
  });
});
