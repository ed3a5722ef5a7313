import { describe, expect, it } from "vitest";
import { fontPreloadHeader, localeFontUrls } from "./locale-assets.server";

describe("locale font preloads", () => {
  it("preloads the two Arabic weights on Arabic pages, as same-origin CORS font fetches", () => {
    expect(localeFontUrls("ar")).toHaveLength(2);
    expect(localeFontUrls("ar-AE")).toEqual(localeFontUrls("ar"));
    const header = fontPreloadHeader("ar")!;
    expect(header.split(", ")).toHaveLength(2);
    for (const link of header.split(", ")) {
      expect(link).toMatch(/^<[^>]*tajawal-arabic-(400|700)-normal[^>]*\.woff2>; rel=preload; as=font; type="font\/woff2"; crossorigin$/);
    }
  });

  it("preloads nothing on English pages", () => {
    expect(localeFontUrls("en")).toEqual([]);
    expect(fontPreloadHeader("en")).toBeNull();
  });
});
