// sitemap.xml and robots.txt as text, from plain data: no I/O here (see sitemap-source.ts and http/seo.routes.ts).
import { DEFAULT_SHOP_LOCALE, localizedPath, SHOP_LOCALE_FACTS, SHOP_LOCALES, type ShopLocale } from "@proav/shop-rules";

export type SitemapLocale = ShopLocale;

export interface SitemapEntry {
  /** Path on the shop's origin in English, starting with "/"; another language's page is the same path under /{locale}. */
  path: string;
  /** The languages the page exists in (a product hidden in Arabic has no Arabic page); all when omitted. */
  locales?: readonly SitemapLocale[];
  changefreq?: "daily" | "weekly" | "monthly";
  priority?: number;
}

/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** Slugs come from the catalogue: encode each path segment, so an odd slug can never break the URL or the XML. */
function absolute(origin: string, path: string): string {
  return (
    origin +
    path
      .split("/")
      .map((segment) => encodeURIComponent(decodeURIComponentSafe(segment)))
      .join("/")
  );
}
function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * One `<url>` per page and language, each listing every language version of the page (itself included) as
 * `xhtml:link` alternates plus x-default (English), so the versions point at each other as search engines require.
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const e of entries) {
    if (urls.length >= SITEMAP_MAX_URLS) break;
    const locales = SHOP_LOCALES.filter((l) => !e.locales || e.locales.includes(l));
    const alternates = locales.map(
      (l) => `<xhtml:link rel="alternate" hreflang="${SHOP_LOCALE_FACTS[l].regionTag}" href="${escapeXml(absolute(origin, localizedPath(e.path, l)))}"/>`,
    );
    if (locales.includes(DEFAULT_SHOP_LOCALE) && locales.length > 1) {
      alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absolute(origin, e.path))}"/>`);
    }
    for (const locale of locales) {
      const loc = absolute(origin, localizedPath(e.path, locale));
      if (seen.has(loc) || urls.length >= SITEMAP_MAX_URLS) continue;
      seen.add(loc);
      urls.push(
        `  <url><loc>${escapeXml(loc)}</loc>${locales.length > 1 ? alternates.join("") : ""}${e.changefreq ? `<changefreq>${e.changefreq}</changefreq>` : ""}${
          e.priority !== undefined ? `<priority>${e.priority.toFixed(1)}</priority>` : ""
        }</url>`,
      );
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Entries read once per language merged into one list: each path once, with the languages it was found in. */
export function mergeLanguages(byLocale: Partial<Record<SitemapLocale, readonly SitemapEntry[]>>): SitemapEntry[] {
  const merged = new Map<string, SitemapEntry & { locales: SitemapLocale[] }>();
  for (const locale of SHOP_LOCALES) {
    for (const e of byLocale[locale] ?? []) {
      const known = merged.get(e.path);
      if (known) {
        if (!known.locales.includes(locale)) known.locales.push(locale);
      } else merged.set(e.path, { ...e, locales: [locale] });
    }
  }
  return [...merged.values()];
}

/** Personal pages and search results: no crawler needs them, in any language. */
const PRIVATE_PATHS = ["/account/", "/search"];

/** Crawl everything public; keep crawlers out of personal pages, search results and the API. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...SHOP_LOCALES.flatMap((locale) => PRIVATE_PATHS.map((path) => `Disallow: ${localizedPath(path, locale)}`)),
    "Disallow: /graphql",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
