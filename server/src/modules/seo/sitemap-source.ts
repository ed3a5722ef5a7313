import type { SitemapEntry } from "./sitemap.js";

// What the sitemap lists, read through the gateway's own GraphQL execution (the same visibility rules as every
// page: only active products, only existing categories), never straight from the backend.

export type RunQuery = (
  query: string,
  variables?: Record<string, unknown>,
) => Promise<{ data?: Record<string, unknown> | null; errors?: ReadonlyArray<{ message: string }> }>;

export const STATIC_PATHS: readonly SitemapEntry[] = [
  { path: "/", changefreq: "daily", priority: 1 },
  { path: "/shop", changefreq: "daily", priority: 0.9 },
  { path: "/page/about-us", changefreq: "monthly", priority: 0.3 },
  { path: "/page/contact-us", changefreq: "monthly", priority: 0.3 },
  { path: "/page/faqs", changefreq: "monthly", priority: 0.3 },
];

const PRODUCTS = `query SitemapProducts($after: String) {
  products(first: 100, after: $after, sort: NEWEST) { pageInfo { hasNextPage endCursor } nodes { slug } }
}`;
const CATEGORIES = `query SitemapCategories { categories { slug subCategories { slug } } }`;

/** Pages of 100 products; a sitemap file holds at most 50,000 URLs, so this never needs more than 500 pages. */
const MAX_PAGES = 500;

export class SitemapSourceError extends Error {
  override name = "SitemapSourceError";
}

interface ProductsPage {
  products: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: { slug: string }[] };
}
interface CategoriesData {
  categories: { slug: string; subCategories: { slug: string }[] }[];
}

async function run<T>(runQuery: RunQuery, query: string, variables?: Record<string, unknown>): Promise<T> {
  const result = await runQuery(query, variables);
  // A partial answer would silently drop pages from search engines: fail instead, and keep the previous sitemap.
  if (result.errors?.length || !result.data) throw new SitemapSourceError(result.errors?.[0]?.message ?? "no data");
  return result.data as T;
}

export async function sitemapEntries(runQuery: RunQuery): Promise<SitemapEntry[]> {
  const { categories } = await run<CategoriesData>(runQuery, CATEGORIES);
  const entries: SitemapEntry[] = [...STATIC_PATHS];
  for (const c of categories) {
    entries.push({ path: `/category/${c.slug}`, changefreq: "daily", priority: 0.8 });
    for (const s of c.subCategories) entries.push({ path: `/category/${s.slug}`, changefreq: "daily", priority: 0.7 });
  }
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const { products }: ProductsPage = await run<ProductsPage>(runQuery, PRODUCTS, { after });
    for (const p of products.nodes) entries.push({ path: `/product/${p.slug}`, changefreq: "weekly", priority: 0.6 });
    if (!products.pageInfo.hasNextPage || !products.pageInfo.endCursor) break;
    after = products.pageInfo.endCursor;
  }
  return entries;
}
