import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml, SITEMAP_MAX_URLS } from "./sitemap.js";

describe("sitemap.xml", () => {
  it("lists absolute, escaped and de-duplicated URLs", () => {
    const xml = sitemapXml("https://shop.example", [
      { path: "/", changefreq: "daily", priority: 1 },
      { path: "/product/hp-z4-g5" },
      { path: "/product/hp-z4-g5" },
      { path: "/product/a&b <c>" },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain("<url><loc>https://shop.example/</loc><changefreq>daily</changefreq><priority>1.0</priority></url>");
    expect(xml.match(/hp-z4-g5/g)).toHaveLength(1);
    expect(xml).toContain("<loc>https://shop.example/product/a%26b%20%3Cc%3E</loc>");
    expect(xml).not.toMatch(/<c>/);
  });

  it("stops at the protocol's 50,000 URLs", () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS + 5 }, (_, i) => ({ path: `/product/p${i}` }));
    expect(sitemapXml("https://x.test", entries).match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
  });
});

describe("robots.txt", () => {
  it("points to the sitemap with an absolute URL", () => {
    expect(robotsTxt("https://shop.example")).toContain("Sitemap: https://shop.example/sitemap.xml");
    expect(robotsTxt("https://shop.example")).toMatch(/^User-agent: \*\nAllow: \/\n/);
  });
});
