import { describe, expect, it } from "vitest";
import { fontPreloadHeader, localeFontUrls } from "./locale-assets.server";

describe("locale font preloads", () => {
  it("preloads the regular Arabic weight on Arabic pages, as a same-origin CORS font fetch", () => {
    expect(localeFontUrls("ar")).toHaveLength(1);
    expect(localeFontUrls("ar-AE")).toEqual(localeFontUrls("ar"));
    expect(fontPreloadHeader("ar")).toMatch(/^<[^>]*noto-sans-arabic-arabic-400-normal[^>]*\.woff2>; rel=preload; as=font; type="font\/woff2"; crossorigin$/);
  });

  it("preloads nothing on English pages", () => {
    expect(localeFontUrls("en")).toEqual([]);
    expect(fontPreloadHeader("en")).toBeNull();
  });
});
