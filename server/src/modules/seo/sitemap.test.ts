import { describe, expect, it } from "vitest";
import { mergeLanguages, robotsTxt, sitemapXml, SITEMAP_MAX_URLS } from "./sitemap.js";

const urlsOf = (xml: string) => [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
const locOf = (url: string) => /<loc>([^<]*)<\/loc>/.exec(url)![1]!;
const alternatesOf = (url: string) => [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${m[2]}`);

describe("sitemap.xml", () => {
  it("lists absolute, escaped and de-duplicated URLs", () => {
    const xml = sitemapXml("https://shop.example", [
      { path: "/", changefreq: "daily", priority: 1 },
      { path: "/product/hp-z4-g5" },
      { path: "/product/hp-z4-g5" },
      { path: "/product/a&b <c>" },
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(xml).toMatch(/<url><loc>https:\/\/shop.example\/<\/loc>(<xhtml:link [^>]+\/>){3}<changefreq>daily<\/changefreq><priority>1.0<\/priority><\/url>/);
    expect(
      urlsOf(xml)
        .map(locOf)
        .filter((loc) => loc.endsWith("hp-z4-g5")),
    ).toEqual(["https://shop.example/product/hp-z4-g5", "https://shop.example/ar/product/hp-z4-g5"]);
    expect(xml).toContain("<loc>https://shop.example/product/a%26b%20%3Cc%3E</loc>");
    expect(xml).not.toMatch(/<c>/);
  });

  it("lists every page in both languages, each naming both versions and x-default (English), all absolute", () => {
    const xml = sitemapXml("https://shop.example", [{ path: "/" }, { path: "/category/workstations" }]);
    const urls = urlsOf(xml);
    expect(urls.map(locOf)).toEqual([
      "https://shop.example/",
      "https://shop.example/ar",
      "https://shop.example/category/workstations",
      "https://shop.example/ar/category/workstations",
    ]);
    const expected = [
      "en-AE https://shop.example/category/workstations",
      "ar-AE https://shop.example/ar/category/workstations",
      "x-default https://shop.example/category/workstations",
    ];
    // Reciprocal: the English and the Arabic entry carry the same alternates, and each names the other.
    expect(alternatesOf(urls[2]!)).toEqual(expected);
    expect(alternatesOf(urls[3]!)).toEqual(expected);
    expect(alternatesOf(urls[1]!)).toEqual(["en-AE https://shop.example/", "ar-AE https://shop.example/ar", "x-default https://shop.example/"]);
  });

  it("lists a page found in English only once, without alternates", () => {
    const merged = mergeLanguages({ en: [{ path: "/product/a" }, { path: "/product/b" }], ar: [{ path: "/product/a" }] });
    expect(merged).toEqual([
      { path: "/product/a", locales: ["en", "ar"] },
      { path: "/product/b", locales: ["en"] },
    ]);
    const urls = urlsOf(sitemapXml("https://x.test", merged));
    expect(urls.map(locOf)).toEqual(["https://x.test/product/a", "https://x.test/ar/product/a", "https://x.test/product/b"]);
    expect(alternatesOf(urls[2]!)).toEqual([]);
  });

  it("stops at the protocol's 50,000 URLs", () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS + 5 }, (_, i) => ({ path: `/product/p${i}`, locales: ["en"] as const }));
    expect(sitemapXml("https://x.test", entries).match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
    const both = Array.from({ length: SITEMAP_MAX_URLS }, (_, i) => ({ path: `/product/p${i}` }));
    expect(sitemapXml("https://x.test", both).match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
  });
});

describe("robots.txt", () => {
  it("points to the sitemap with an absolute URL and keeps crawlers out of personal pages in both languages", () => {
    expect(robotsTxt("https://shop.example")).toContain("Sitemap: https://shop.example/sitemap.xml");
    expect(robotsTxt("https://shop.example")).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robotsTxt("https://shop.example")).toContain("Disallow: /ar/account/\nDisallow: /ar/search\n");
  });
});
