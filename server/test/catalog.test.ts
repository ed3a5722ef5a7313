import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { graphql, PUBLIC_ORIGIN, startGateway } from "./support/gateway.js";

type Backend = Awaited<ReturnType<typeof startTestBackend>>;
type Gateway = Awaited<ReturnType<typeof startGateway>>;
let backend: Backend;
let gateway: Gateway;

const CARD = `id slug title createdAt partNumber onSale discountPercent inStock badges
  price { amount currencyCode formatted } salePrice { amount formatted } currentPrice { amount }
  brands { name slug } image { url alt isPlaceholder width height thumbnail { url width height } }`;

async function rest<T>(path: string): Promise<T> {
  return (await (await fetch(`${backend.url}${path}`)).json()) as T;
}

beforeAll(async () => {
  backend = await startTestBackend();
  gateway = await startGateway(backend.url);
});
afterAll(async () => {
  await gateway?.close();
  await backend?.close();
});

describe("catalogue through the gateway, against the real stand-in", () => {
  it("lists active products newest first with a total from /products/count", async () => {
    const res = await graphql(gateway.url, `{ products(first: 24) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${CARD} } } } }`);
    expect(res.errors).toBeUndefined();
    const page = res.data!.products;
    expect(page.totalCount).toBe(await rest<number>("/products/count?is_active=true"));
    expect(page.edges).toHaveLength(24);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const ids = page.edges.map((e: any) => e.node.id);
    const raw = await rest<{ id: number; is_active: boolean }[]>(`/products?${ids.map((id: string) => `id_in=${id}`).join("&")}`);
    expect(raw.every((p) => p.is_active)).toBe(true);
    const dates = page.edges.map((e: any) => e.node.createdAt ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("pages with cursors without overlap", async () => {
    const first = await graphql(gateway.url, `{ products(first: 10) { pageInfo { endCursor } nodes { id } } }`);
    const after = first.data!.products.pageInfo.endCursor;
    const second = await graphql(gateway.url, `query($after: String) { products(first: 10, after: $after) { pageInfo { hasPreviousPage } nodes { id } } }`, {
      after,
    });
    const a = first.data!.products.nodes.map((n: any) => n.id);
    const b = second.data!.products.nodes.map((n: any) => n.id);
    expect(b).toHaveLength(10);
    expect(a.filter((id: string) => b.includes(id))).toEqual([]);
    expect(second.data!.products.pageInfo.hasPreviousPage).toBe(true);
  });

  it("pages backwards with last/before: back from page 3 is exactly page 2, back from page 2 is page 1", async () => {
    const PAGE = `pageInfo { hasPreviousPage hasNextPage startCursor endCursor } nodes { id }`;
    const forward = async (after: string | null) =>
      (await graphql(gateway.url, `query($after: String) { products(first: 7, after: $after) { ${PAGE} } }`, { after })).data!.products;
    const backward = async (before: string) =>
      (await graphql(gateway.url, `query($before: String) { products(last: 7, before: $before) { ${PAGE} } }`, { before })).data!.products;
    const p1 = await forward(null);
    const p2 = await forward(p1.pageInfo.endCursor);
    const p3 = await forward(p2.pageInfo.endCursor);
    const back2 = await backward(p3.pageInfo.startCursor);
    expect(back2).toEqual(p2);
    const back1 = await backward(back2.pageInfo.startCursor);
    expect(back1).toEqual(p1);
    expect(back1.pageInfo.hasPreviousPage).toBe(false);
    expect(p1.pageInfo.hasPreviousPage).toBe(false);
    expect(p3.pageInfo.hasPreviousPage).toBe(true);

    // `last` alone: the listing's last page; search and category listings page back the same way.
    const tail = await graphql(gateway.url, `{ products(last: 5) { totalCount ${PAGE} } }`);
    expect(tail.data!.products.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(tail.data!.products.nodes).toHaveLength(5);
    const s2 = await graphql(gateway.url, `{ search(keyword: "hp", first: 3, after: "${Buffer.from("o:2").toString("base64url")}") { ${PAGE} } }`);
    const s1 = await graphql(gateway.url, `query($b: String) { search(keyword: "hp", last: 3, before: $b) { ${PAGE} } }`, {
      b: s2.data!.search.pageInfo.startCursor,
    });
    const s1Forward = await graphql(gateway.url, `{ search(keyword: "hp", first: 3) { ${PAGE} } }`);
    expect(s1.data!.search).toEqual(s1Forward.data!.search);

    const mixed = await graphql(gateway.url, `query($a: String) { products(after: $a, last: 3) { totalCount } }`, { a: p1.pageInfo.endCursor });
    expect(mixed.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    const badBefore = await graphql(gateway.url, `{ products(before: "garbage") { totalCount } }`);
    expect(badBefore.errors?.[0]?.message).toBe("`before` is not a valid cursor.");
  });

  it("computes money exactly and applies the spec's discount rule", async () => {
    const raw = await rest<{ id: number; price: number; sale_price: number; product_slug: string }[]>(
      "/products?is_active=true&sale_price_null=false&_limit=1&_sort=id:ASC",
    );
    const p = raw[0]!;
    const res = await graphql(gateway.url, `query($id: ID) { product(id: $id) { ${CARD} } }`, { id: String(p.id) });
    const product = res.data!.product;
    const fils = (n: number) => Math.round(n * 100);
    expect(product.price.amount).toBe((fils(p.price) / 100).toFixed(2));
    expect(product.price.currencyCode).toBe("AED");
    expect(product.price.formatted).toMatch(/^\u2068د\.إ\u2069\u00a0\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(product.salePrice.amount).toBe((fils(p.sale_price) / 100).toFixed(2));
    expect(product.currentPrice.amount).toBe(product.salePrice.amount);
    expect(product.discountPercent).toBe(Math.round(((fils(p.price) - fils(p.sale_price)) * 100) / fils(p.price)));
    expect(product.onSale).toBe(true);
    expect(product.badges).toContain("SALE");
    const bySlug = await graphql(gateway.url, `query($slug: String) { product(slug: $slug) { id } }`, { slug: p.product_slug });
    expect(bySlug.data!.product.id).toBe(String(p.id));
  });

  it("never returns an inactive product, by id or by slug", async () => {
    const [inactive] = await rest<{ id: number; product_slug: string }[]>("/products?is_active=false&_limit=1");
    expect(inactive).toBeDefined();
    const res = await graphql(gateway.url, `query($id: ID, $slug: String) { a: product(id: $id) { id } b: product(slug: $slug) { id } }`, {
      id: String(inactive!.id),
      slug: inactive!.product_slug,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ a: null, b: null });
  });

  it("treats unknown and malformed references as not found, and bad arguments as BAD_USER_INPUT", async () => {
    const res = await graphql(
      gateway.url,
      `{ a: product(id: "999999") { id } b: product(slug: "no-such-product") { id } c: product(slug: "../../etc") { id } }`,
    );
    expect(res.data).toEqual({ a: null, b: null, c: null });
    for (const q of [
      `{ product(id: "1", slug: "x") { id } }`,
      `{ product { id } }`,
      `{ products(first: 500) { totalCount } }`,
      `{ products(after: "garbage") { totalCount } }`,
    ]) {
      const bad = await graphql(gateway.url, q);
      expect(bad.errors?.[0]?.extensions?.code, q).toBe("BAD_USER_INPUT");
    }
  });

  it("gives products without an image the 'Image Not Found' placeholder and makes media URLs absolute", async () => {
    const res = await graphql(gateway.url, `{ products(first: 100) { nodes { id image { url isPlaceholder alt thumbnail { url } } } } }`);
    const nodes = res.data!.products.nodes as { id: string; image: { url: string; isPlaceholder: boolean; alt: string; thumbnail: { url: string } } }[];
    const placeholder = nodes.find((n) => n.image.isPlaceholder);
    expect(placeholder?.image.url).toBe(`${PUBLIC_ORIGIN}/static/image-not-found.svg`);
    expect(placeholder?.image.alt).toBe("Image Not Found");
    const photo = nodes.find((n) => !n.image.isPlaceholder)!;
    expect(photo.image.url).toMatch(new RegExp(`^${PUBLIC_ORIGIN}/uploads/.+\\.png$`));
    expect(photo.image.thumbnail.url).toMatch(/\/uploads\/thumbnail_/);
  });

  it("serves backend images through its own /uploads", async () => {
    const res = await graphql(gateway.url, `{ products(first: 5) { nodes { image { url isPlaceholder } } } }`);
    const url = (res.data!.products.nodes as any[]).find((n) => !n.image.isPlaceholder).image.url as string;
    const image = await fetch(`${gateway.url}${new URL(url).pathname}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(500);
    expect((await fetch(`${gateway.url}/uploads/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/uploads/no-such-file.png`)).status).toBe(404);
  });

  it("lets any origin embed the images it hands out (other channels), and nothing else", async () => {
    const res = await graphql(gateway.url, `{ products(first: 24) { nodes { image { url isPlaceholder } } } }`);
    const nodes = res.data!.products.nodes as { image: { url: string; isPlaceholder: boolean } }[];
    const photo = nodes.find((n) => !n.image.isPlaceholder)!.image.url;
    const placeholder = `${gateway.url}/static/image-not-found.svg`;
    for (const url of [`${gateway.url}${new URL(photo).pathname}`, placeholder]) {
      const image = await fetch(url);
      expect(image.status).toBe(200);
      expect(image.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
      await image.arrayBuffer();
    }
    // A missing image and the API itself keep the strict default.
    const missing = await fetch(`${gateway.url}/uploads/no-such-file.png`);
    expect(missing.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    const api = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ brands { name } }" }),
    });
    expect(api.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  it("lists brands and categories sorted by name", async () => {
    const res = await graphql(gateway.url, `{ brands { name slug } categories { name slug subCategories { name slug } } }`);
    const brands = res.data!.brands.map((b: any) => b.name);
    expect(brands.length).toBeGreaterThanOrEqual(12);
    expect(brands).toEqual([...brands].sort((a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" })));
    const categories = res.data!.categories.map((c: any) => c.name);
    expect(categories).toEqual([...categories].sort((a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" })));
    expect(res.data!.categories.length).toBeGreaterThanOrEqual(6);
    for (const c of res.data!.categories) expect(c.subCategories.length).toBeGreaterThanOrEqual(2);
  });
});
