import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { graphql, startGateway } from "./support/gateway.js";
import { startFaultServer } from "./support/fault-server.js";

// Search through the gateway's index, against the real stand-in and its seeded catalogue.

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
const closers: (() => Promise<void>)[] = [];

interface RawProduct {
  id: number;
  title: string;
  is_active: boolean;
  part_number: string;
  brands: { slug: string }[];
}
const rest = async <T>(path: string): Promise<T> => (await (await fetch(`${backend.url}${path}`)).json()) as T;

const SEARCH = `query($k: String!, $f: ProductFilter, $first: Int) { search(keyword: $k, filter: $f, first: $first) {
  totalCount nodes { id title partNumber brands { slug } onSale inStock currentPrice { amount } }
  facets {
    brands { brand { slug name } count } categories { category { slug } count } subCategories { subCategory { slug category { slug } } count }
    onSale { value count } inStock { value count } priceBands { minPrice maxPrice count }
  }
  didYouMean { keyword categories { slug } subCategories { slug } }
} }`;

async function search(url: string, k: string, f?: Record<string, unknown>, first = 100) {
  const res = await graphql(url, SEARCH, { k, f, first });
  expect(res.errors).toBeUndefined();
  return res.data!.search;
}
const titles = async (k: string): Promise<string[]> => (await search(gateway.url, k)).nodes.map((n: any) => n.title as string);

beforeAll(async () => {
  backend = await startTestBackend();
  gateway = await startGateway(backend.url);
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await gateway?.close();
  await backend?.close();
});

describe("search through the index", () => {
  it("puts an exact part number first in any written form", async () => {
    const [p] = await rest<RawProduct[]>("/products?is_active=true&part_number_contains=HP-Z8FG5&_limit=1&_sort=id:ASC");
    const digitsInArabic = p!.part_number.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    for (const form of [p!.part_number, p!.part_number.toLowerCase(), p!.part_number.replace(/-/g, " "), p!.part_number.replace(/-/g, ""), digitsInArabic]) {
      const found = await search(gateway.url, form, undefined, 3);
      expect(found.nodes[0].id, form).toBe(String(p!.id));
    }
  });

  it("matches while typing (prefixes)", async () => {
    expect((await titles("thinkst")).every((t) => /thinkstation/i.test(t))).toBe(true);
    expect(await titles("thinkst")).not.toHaveLength(0);
    expect((await titles("blackm")).length).toBeGreaterThan(5);
  });

  it("forgives one typo in words of five letters or more", async () => {
    // The same products; a typo match scores lower, so the order among them may differ.
    const sorted = async (k: string) => (await titles(k)).sort();
    expect(await sorted("blackmagik")).toEqual(await sorted("blackmagic"));
    expect(await sorted("lenvo")).toEqual(await sorted("lenovo"));
    expect(await sorted("thinkstaton")).toEqual(await sorted("thinkstation"));
    expect(await titles("delx")).toEqual([]); // a typo in a four-letter word is not forgiven
  });

  it("requires every word", async () => {
    const both = await titles("lenovo thinkpad");
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((t) => /lenovo/i.test(t) && /thinkpad/i.test(t))).toBe(true);
    expect(await titles("lenovo blackmagic")).toEqual([]);
  });

  it("understands Arabic brand names, spelling variants and digits", async () => {
    expect(await titles("لينوفو")).toEqual(await titles("lenovo"));
    expect(await titles("إتش بي")).toEqual(await titles("hp"));
    expect(await titles("اتش بي")).toEqual(await titles("hp"));
    expect(await titles("بلاك ماجيك")).toEqual(await titles("blackmagic"));
    expect(await titles("ديل")).toEqual(await titles("dell"));
    expect(await titles("سوني")).toEqual(await titles("sony"));
    expect(await titles("لينوفو P٣")).toEqual(await titles("lenovo p3"));
    const firstPage = async (k: string) => (await search(gateway.url, k, undefined, 24)).nodes.map((n: any) => n.id);
    const hp = await firstPage("HP");
    expect(hp).toHaveLength(24);
    expect(await firstPage("اتش بي")).toEqual(hp);
    expect(await firstPage("إتش بي")).toEqual(hp);
  });

  it("finds a product by the Arabic words of its title (its Strapi i18n row), as the English product", async () => {
    interface ArabicRow {
      id: number;
      title: string;
      is_active: boolean;
      localizations: { id: number; locale: string }[];
    }
    const rows = await rest<ArabicRow[]>("/products?_locale=ar&is_active=true&_limit=-1&_sort=id:ASC");
    expect(rows.length).toBeGreaterThan(0);
    const englishIds = new Set((await rest<RawProduct[]>("/products?is_active=true&_limit=-1")).map((p) => p.id));
    let checked = 0;
    for (const row of rows) {
      const english = row.localizations.find((l) => l.locale === "en")?.id;
      // The title's Arabic words only (the English title has none): every word must match, so they must be indexed.
      const words = row.title
        .split(/\s+/)
        .filter((w) => /^[\u0600-\u06ff]{3,}$/.test(w))
        .slice(0, 4)
        .join(" ");
      if (!english || !englishIds.has(english) || !words) continue;
      const found = await search(gateway.url, words, undefined, 100);
      expect(
        found.nodes.map((n: any) => n.id),
        words,
      ).toContain(String(english));
      expect(found.nodes.map((n: any) => n.id)).not.toContain(String(row.id)); // the Arabic row is no product of its own
      if (++checked === 5) break;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("never finds an inactive product, by title or by part number", async () => {
    const inactive = await rest<RawProduct[]>("/products?is_active=false&_limit=-1");
    expect(inactive.length).toBeGreaterThan(0);
    for (const p of inactive) {
      const ids = [
        ...(await search(gateway.url, p.part_number, undefined, 100)).nodes,
        ...(await search(gateway.url, p.title.slice(0, 60), undefined, 100)).nodes,
      ].map((n: any) => n.id);
      expect(ids, p.title).not.toContain(String(p.id));
    }
  });

  it("counts facets over the whole result; exclusive groups add up to totalCount", async () => {
    const all = await search(gateway.url, "hp", undefined, 5);
    const sum = (xs: { count: number }[]) => xs.reduce((a, x) => a + x.count, 0);
    expect(all.totalCount).toBeGreaterThan(5);
    expect(sum(all.facets.onSale)).toBe(all.totalCount);
    expect(sum(all.facets.inStock)).toBe(all.totalCount);
    expect(sum(all.facets.priceBands)).toBe(all.totalCount);
    expect(all.facets.brands.find((b: any) => b.brand.slug === "hp").count).toBe(all.totalCount);
    for (const group of Object.values(all.facets) as { count: number }[][]) for (const v of group) expect(v.count).toBeGreaterThan(0);

    // Every value's count is what filtering by that value gives, and filters combine.
    const category = all.facets.categories[0];
    const inCategory = await search(gateway.url, "hp", { categorySlug: category.category.slug }, 5);
    expect(inCategory.totalCount).toBe(category.count);
    const band = all.facets.priceBands[0];
    const inBand = await search(gateway.url, "hp", { minPrice: band.minPrice, maxPrice: band.maxPrice }, 100);
    expect(inBand.totalCount).toBe(band.count);
    const sale = inCategory.facets.onSale.find((v: any) => v.value === true);
    if (sale) {
      const both = await search(gateway.url, "hp", { categorySlug: category.category.slug, onSale: true }, 100);
      expect(both.totalCount).toBe(sale.count);
      expect(both.nodes.every((n: any) => n.onSale)).toBe(true);
    }
    const stock = all.facets.inStock.find((v: any) => v.value === false);
    if (stock) expect((await search(gateway.url, "hp", { inStock: false }, 100)).totalCount).toBe(stock.count);
    expect(all.facets.subCategories[0].subCategory.category.slug).toBeTruthy();
    expect(all.didYouMean).toBeNull();
  });

  it("offers 'did you mean' from the catalogue's words and categories when nothing matches", async () => {
    const none = await search(gateway.url, "thnkstatoin");
    expect(none.totalCount).toBe(0);
    expect(none.didYouMean.keyword).toBe("thinkstation");
    const category = await search(gateway.url, "wrkstatons");
    expect(category.totalCount).toBe(0);
    expect(category.didYouMean.categories.map((c: any) => c.slug)).toContain("workstations");
  });
});

describe("header suggestions", () => {
  const SUGGEST = `query($k: String!) { searchSuggestions(keyword: $k) { totalCount products { id title } categories { slug } subCategories { slug category { slug } } brands { slug } } }`;
  const suggest = async (k: string) => {
    const res = await graphql(gateway.url, SUGGEST, { k });
    expect(res.errors).toBeUndefined();
    return res.data!.searchSuggestions;
  };

  it("suggests up to six products and the categories and brands being typed, from the second character", async () => {
    const work = await suggest("work");
    expect(work.products.length).toBeLessThanOrEqual(6);
    expect(work.products.length).toBeGreaterThan(0);
    expect(work.categories.map((c: any) => c.slug)).toContain("workstations");
    expect(work.subCategories.map((s: any) => s.slug)).toContain("tower-workstations");
    expect(work.totalCount).toBe((await search(gateway.url, "work", undefined, 1)).totalCount);
    expect((await suggest("len")).brands.map((b: any) => b.slug)).toContain("lenovo");
    expect((await suggest("لينوفو")).brands.map((b: any) => b.slug)).toContain("lenovo");
    expect(await suggest("w")).toEqual({ totalCount: 0, products: [], categories: [], subCategories: [], brands: [] });
  });
});

describe("without the index", () => {
  it("is 503 on /readyz while the first build runs, then ready and searching from memory", async () => {
    const slow = await startFaultServer({ upstream: backend.url, plan: () => "pass", delayMs: (n) => (n <= 2 ? 1500 : 0) });
    closers.push(() => slow.close());
    const fresh = await startGateway(slow.url, {}, { waitForSearch: false });
    closers.push(() => fresh.close());
    const early = await fetch(`${fresh.url}/readyz`);
    expect(early.status).toBe(503);
    expect(await early.json()).toMatchObject({ search: "building" });
    expect(await fresh.search!.whenBuilt(10_000)).toBe(true);
    expect((await fetch(`${fresh.url}/readyz`)).status).toBe(200);
  });

  it("searches through the backend (same ranking) while the index is off or not built", async () => {
    const off = await startGateway(backend.url, { SEARCH_INDEX: "false" });
    closers.push(() => off.close());
    const [p] = await rest<RawProduct[]>("/products?is_active=true&_limit=1&_sort=id:DESC");
    const found = await search(off.url, p!.part_number.replace(/-/g, " "), undefined, 3);
    expect(found.nodes[0].id).toBe(String(p!.id));
    const lenovo = await search(off.url, "lenovo thinkstation", undefined, 100);
    // The same products (relevance weights come from the candidates, so the order may differ a little).
    expect(lenovo.nodes.map((n: any) => n.title).sort()).toEqual((await titles("lenovo thinkstation")).sort());
    expect(lenovo.facets.onSale.reduce((a: number, v: any) => a + v.count, 0)).toBe(lenovo.totalCount);
  });

  it("lets traffic in after the bounded wait when the backend is down at start", async () => {
    const down = await startFaultServer({ plan: () => 503 });
    closers.push(() => down.close());
    const fresh = await startGateway(down.url, { SEARCH_READY_WAIT_SECONDS: "0" }, { waitForSearch: false });
    closers.push(() => fresh.close());
    const ready = (await (await fetch(`${fresh.url}/readyz`)).json()) as { search?: string };
    expect(ready.search).toBeUndefined(); // no longer waiting for the index: the backend's own state decides
  });
});
