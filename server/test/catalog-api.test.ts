import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { graphql, startGateway } from "./support/gateway.js";
import { startCountingProxy } from "./support/counting-proxy.js";

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;

interface RawProduct {
  id: number;
  title: string;
  is_active: boolean;
  price: number;
  sale_price: number | null;
  part_number: string;
  description: string;
}
const rest = async <T>(path: string): Promise<T> => (await (await fetch(`${backend.url}${path}`)).json()) as T;
const current = (p: { price: { amount: string }; salePrice: { amount: string } | null }) => Number((p.salePrice ?? p.price).amount);

beforeAll(async () => {
  backend = await startTestBackend();
  proxy = await startCountingProxy(backend.url);
  gateway = await startGateway(proxy.url);
});
afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await backend?.close();
});

describe("product listing filters and sorts", () => {
  it("filters by category across its sub-categories, without duplicates", async () => {
    const res = await graphql(
      gateway.url,
      `{ products(filter: { categorySlug: "workstations" }, first: 100) {
      totalCount nodes { id subCategories { category { slug } } } } }`,
    );
    expect(res.errors).toBeUndefined();
    const { nodes, totalCount } = res.data!.products;
    expect(nodes.length).toBeGreaterThan(10);
    expect(nodes.length).toBe(Math.min(totalCount, 100));
    expect(new Set(nodes.map((n: any) => n.id)).size).toBe(nodes.length);
    for (const n of nodes) expect(n.subCategories.map((s: any) => s.category.slug)).toContain("workstations");
  });

  it("filters by brand, sub-category, on-sale state and the price a shopper pays", async () => {
    const res = await graphql(
      gateway.url,
      `{
      hp: products(filter: { brandSlug: "hp" }, first: 100) { totalCount nodes { brands { slug } } }
      tower: products(filter: { subCategorySlug: "tower-workstations" }, first: 100) { nodes { subCategories { slug } } }
      sale: products(filter: { onSale: true }, first: 100) { totalCount nodes { onSale } }
      range: products(filter: { minPrice: "1000", maxPrice: "5000" }, first: 100) { nodes { price { amount } salePrice { amount } } }
      none: products(filter: { brandSlug: "no-such-brand" }) { totalCount nodes { id } }
    }`,
    );
    expect(res.errors).toBeUndefined();
    const d = res.data!;
    expect(d.hp.totalCount).toBeGreaterThan(0);
    for (const n of d.hp.nodes) expect(n.brands.map((b: any) => b.slug)).toContain("hp");
    for (const n of d.tower.nodes) expect(n.subCategories.map((s: any) => s.slug)).toContain("tower-workstations");
    expect(d.sale.totalCount).toBeGreaterThan(0);
    expect(d.sale.nodes.every((n: any) => n.onSale)).toBe(true);
    expect(d.range.nodes.length).toBeGreaterThan(0);
    for (const n of d.range.nodes) {
      expect(current(n)).toBeGreaterThanOrEqual(1000);
      expect(current(n)).toBeLessThanOrEqual(5000);
    }
    expect(d.none).toEqual({ totalCount: 0, nodes: [] });
  });

  it("sorts by the price the shopper pays (on-sale items by their sale price) and by title", async () => {
    const res = await graphql(
      gateway.url,
      `{
      up: products(sort: PRICE_ASC, first: 100) { nodes { currentPrice { amount } } }
      down: products(sort: PRICE_DESC, first: 100) { nodes { currentPrice { amount } } }
      az: products(sort: TITLE_ASC, first: 30) { nodes { title } } }`,
    );
    const up = res.data!.up.nodes.map((n: any) => Number(n.currentPrice.amount));
    const down = res.data!.down.nodes.map((n: any) => Number(n.currentPrice.amount));
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(res.data!.az.nodes).toHaveLength(30);
  });

  it("rejects bad filter values with BAD_USER_INPUT", async () => {
    for (const filter of [`{ minPrice: "cheap" }`, `{ minPrice: "10", maxPrice: "1" }`, `{ text: "${"x".repeat(101)}" }`]) {
      const res = await graphql(gateway.url, `{ products(filter: ${filter}) { totalCount } }`);
      expect(res.errors?.[0]?.extensions?.code, filter).toBe("BAD_USER_INPUT");
    }
  });
});

describe("search", () => {
  it("finds title, part number, category and description matches, best first, once each", async () => {
    const all = await rest<RawProduct[]>("/products?_limit=-1");
    const active = all.filter((p) => p.is_active);
    const kw = "workstation";
    const inTitle = active.filter((p) => p.title.toLowerCase().includes(kw));
    const res = await graphql(
      gateway.url,
      `query($k: String!) { search(keyword: $k, first: 100) { totalCount nodes { id title partNumber subCategories { name category { name } } } } }`,
      { k: "Workstation" },
    );
    expect(res.errors).toBeUndefined();
    const { nodes, totalCount } = res.data!.search;
    expect(totalCount).toBeGreaterThanOrEqual(inTitle.length);
    expect(new Set(nodes.map((n: any) => n.id)).size).toBe(nodes.length);
    expect(nodes.map((n: any) => n.id)).toEqual(expect.arrayContaining(inTitle.slice(0, 50).map((p) => String(p.id))));
    // Once a description-only hit appears (not in the title, part number or category names), no title hit follows.
    const names = (n: any) => [n.title, n.partNumber, ...n.subCategories.flatMap((s: any) => [s.name, s.category?.name])].join(" ").toLowerCase();
    const titleHit = nodes.map((n: any) => n.title.toLowerCase().includes(kw));
    const descriptionOnly = nodes.findIndex((n: any) => !names(n).includes(kw));
    expect(descriptionOnly === -1 || titleHit.slice(descriptionOnly).every((t: boolean) => !t)).toBe(true);
    const inactive = all.filter((p) => !p.is_active).map((p) => String(p.id));
    expect(nodes.filter((n: any) => inactive.includes(n.id))).toEqual([]);
  });

  it("puts an exact part number first and pages through results", async () => {
    const [p] = await rest<RawProduct[]>("/products?is_active=true&_limit=1&_sort=id:DESC");
    const res = await graphql(
      gateway.url,
      `query($k: String!) { search(keyword: $k, first: 1) { totalCount pageInfo { hasNextPage endCursor } nodes { id } } }`,
      { k: p!.part_number },
    );
    expect(res.data!.search.nodes[0].id).toBe(String(p!.id));
    const page2 = await graphql(
      gateway.url,
      `{ search(keyword: "hp", first: 5, after: "${Buffer.from("o:4").toString("base64url")}") { pageInfo { hasPreviousPage } nodes { id } } }`,
    );
    expect(page2.data!.search.pageInfo.hasPreviousPage).toBe(true);
  });

  it("treats a blank or over-long keyword as BAD_USER_INPUT", async () => {
    for (const k of ["", "   ", "x".repeat(101)]) {
      const res = await graphql(gateway.url, `query($k: String!) { search(keyword: $k) { totalCount } }`, { k });
      expect(res.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
  });
});

describe("listings from the index", () => {
  it("count each product once, page honestly and agree with the backend's own count", async () => {
    const res = await graphql(
      gateway.url,
      `{ products(first: 100) { totalCount nodes { id } } rest: products(first: 100, after: "${Buffer.from("o:99").toString("base64url")}") { nodes { id } pageInfo { hasNextPage } } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.products.totalCount).toBe(await rest<number>("/products/count?is_active=true"));
    const ids = [...res.data!.products.nodes, ...res.data!.rest.nodes].map((n: any) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("carry facets whose exclusive groups add up to totalCount, and filter by stock", async () => {
    const res = await graphql(
      gateway.url,
      `{ category(slug: "workstations") { products(first: 1) { totalCount facets { onSale { value count } inStock { value count } priceBands { count } brands { brand { slug } count } } } } }`,
    );
    expect(res.errors).toBeUndefined();
    const { totalCount, facets } = res.data!.category.products;
    const sum = (xs: { count: number }[]) => xs.reduce((a, x) => a + x.count, 0);
    expect(sum(facets.onSale)).toBe(totalCount);
    expect(sum(facets.inStock)).toBe(totalCount);
    expect(sum(facets.priceBands)).toBe(totalCount);
    const inStock = facets.inStock.find((v: any) => v.value === true)?.count ?? 0;
    const filtered = await graphql(
      gateway.url,
      `{ products(filter: { categorySlug: "workstations", inStock: true }, first: 100) { totalCount nodes { inStock } } }`,
    );
    expect(filtered.data!.products.totalCount).toBe(inStock);
    expect(filtered.data!.products.nodes.every((n: any) => n.inStock)).toBe(true);
  });
});

describe("lookups", () => {
  it("productsByIds keeps the order asked, with null for missing, inactive and malformed ids", async () => {
    const [inactive] = await rest<RawProduct[]>("/products?is_active=false&_limit=1");
    const res = await graphql(gateway.url, `query($ids: [ID!]!) { productsByIds(ids: $ids) { id } }`, {
      ids: ["3", "999999", String(inactive!.id), "1", "abc"],
    });
    expect(res.data!.productsByIds).toEqual([{ id: "3" }, null, null, { id: "1" }, null]);
    const tooMany = await graphql(gateway.url, `query($ids: [ID!]!) { productsByIds(ids: $ids) { id } }`, {
      ids: Array.from({ length: 201 }, (_, i) => String(i + 1)),
    });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("pages a category honestly when a product sits in two of its sub-categories (Strapi counts it twice)", async () => {
    // Broadcast: one product is filed under two of its sub-categories; the backend's /count repeats it.
    type Page = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: { id: string }[] };
    const seen: string[] = [];
    let after: string | null = null;
    let totalCount = -1;
    for (let pages = 0; pages < 10; pages += 1) {
      const res = await graphql(
        gateway.url,
        `query($after: String) { products(filter: { categorySlug: "broadcast" }, first: 5, after: $after) {
        totalCount pageInfo { hasNextPage endCursor } nodes { id } } }`,
        { after },
      );
      expect(res.errors).toBeUndefined();
      const page = res.data!.products as Page;
      totalCount = page.totalCount;
      seen.push(...page.nodes.map((n) => n.id));
      if (page.pageInfo.hasNextPage) expect(page.pageInfo.endCursor).not.toBeNull();
      if (!page.pageInfo.hasNextPage) break;
      expect(page.nodes).toHaveLength(5);
      after = page.pageInfo.endCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(totalCount).toBe(seen.length);
    const everyPage = await graphql(
      gateway.url,
      `{ products(filter: { categorySlug: "broadcast" }, first: 100) { totalCount pageInfo { hasNextPage } nodes { id } } }`,
    );
    expect(everyPage.data!.products.totalCount).toBe(seen.length);
    expect(everyPage.data!.products.nodes).toHaveLength(seen.length);
    expect(everyPage.data!.products.pageInfo.hasNextPage).toBe(false);
    // A page past the end: nothing to continue from, so no next page.
    const beyond = await graphql(
      gateway.url,
      `query($after: String) { products(filter: { categorySlug: "broadcast" }, first: 5, after: $after) {
      pageInfo { hasNextPage endCursor } nodes { id } } }`,
      { after: Buffer.from(`o:${seen.length - 1}`).toString("base64url") },
    );
    expect(beyond.data!.products).toEqual({ pageInfo: { hasNextPage: false, endCursor: null }, nodes: [] });
  });

  it("finds brands, categories and sub-categories by slug, with their products", async () => {
    const res = await graphql(
      gateway.url,
      `{
      brand(slug: "dell") { name products(first: 5) { totalCount nodes { brands { slug } } } }
      category(slug: "pro-audio") { name subCategories { slug category { slug } } products(first: 100) { totalCount nodes { id } } }
      subCategory(slug: "studio-monitors") { name category { slug } products { totalCount } }
      missing: category(slug: "nope") { name }
      missingBrand: brand(slug: "nope") { name }
      missingSub: subCategory(slug: "nope") { name }
    }`,
    );
    expect(res.errors).toBeUndefined();
    const d = res.data!;
    expect(d.brand.name).toBe("Dell");
    expect(d.brand.products.nodes.every((n: any) => n.brands.some((b: any) => b.slug === "dell"))).toBe(true);
    expect(d.category.subCategories.every((s: any) => s.category.slug === "pro-audio")).toBe(true);
    const ids = d.category.products.nodes.map((n: any) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(d.category.products.totalCount).toBe(ids.length);
    expect(d.subCategory.category.slug).toBe("pro-audio");
    expect(d.subCategory.products.totalCount).toBeGreaterThan(0);
    expect([d.missing, d.missingBrand, d.missingSub]).toEqual([null, null, null]);
  });

  it("serves a sanitised HTML description next to the Markdown", async () => {
    const res = await graphql(gateway.url, `{ product(id: "1") { description descriptionHtml } }`);
    expect(res.data!.product.description).toMatch(/^## /);
    expect(res.data!.product.descriptionHtml).toMatch(/^<h2>/);
  });
});

describe("backend calls per query (batching)", () => {
  async function count(query: string, variables?: Record<string, unknown>) {
    const fresh = await startGateway(proxy.url);
    try {
      proxy.reset();
      const res = await graphql(fresh.url, query, variables);
      expect(res.errors).toBeUndefined();
      return [...proxy.requests];
    } finally {
      await fresh.close();
    }
  }

  it("home page: categories and brands; the product listing from the index, no call per product", async () => {
    const calls = await count(`{ categories { name subCategories { name } } brands { name }
      products(first: 24) { totalCount edges { node { id title price { formatted } brands { name } subCategories { name category { name } } image { url } } } } }`);
    expect(calls).toHaveLength(2);
    expect(calls.filter((c) => c.startsWith("GET /products"))).toHaveLength(0);
  });

  it("productsByIds with 50 ids: one id_in call", async () => {
    const ids = Array.from({ length: 50 }, (_, i) => String(i + 1));
    const calls = await count(`query($ids: [ID!]!) { productsByIds(ids: $ids) { id brands { name } } }`, { ids });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.match(/id_in=/g)).toHaveLength(50);
  });

  it("search: no call once the search index is built", async () => {
    expect(await count(`{ search(keyword: "zbook") { totalCount nodes { id brands { name } } } }`)).toHaveLength(0);
  });

  it("category page: the category list only (its products come from the index)", async () => {
    const calls = await count(
      `{ category(slug: "workstations") { name subCategories { name } products(first: 24) { totalCount nodes { id brands { name } } } } }`,
    );
    expect(calls).toHaveLength(1);
  });
});
