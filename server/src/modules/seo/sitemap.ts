// sitemap.xml and robots.txt as text, from plain data: no I/O here (see sitemap-source.ts and http/seo.routes.ts).

export interface SitemapEntry {
  /** Path on the shop's origin, starting with "/". */
  path: string;
  changefreq?: "daily" | "weekly" | "monthly";
  priority?: number;
}

/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** Slugs come from the catalogue: encode each path segment, so an odd slug can never break the URL or the XML. */
function absolute(origin: string, path: string): string {
  return origin + path.split("/").map((segment) => encodeURIComponent(decodeURIComponentSafe(segment))).join("/");
}
function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const e of entries) {
    const loc = absolute(origin, e.path);
    if (seen.has(loc) || urls.length >= SITEMAP_MAX_URLS) continue;
    seen.add(loc);
    urls.push(
      `  <url><loc>${escapeXml(loc)}</loc>${e.changefreq ? `<changefreq>${e.changefreq}</changefreq>` : ""}${
        e.priority !== undefined ? `<priority>${e.priority.toFixed(1)}</priority>` : ""
      }</url>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Crawl everything public; keep crawlers out of personal pages, search results and the API. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /account/",
    "Disallow: /search",
    "Disallow: /graphql",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
