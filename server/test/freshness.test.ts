import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBackend, TEST_ADMIN_TOKEN } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { graphql, startGateway } from "./support/gateway.js";
import { startRedis, type TestRedis } from "./support/redis.js";

// Catalogue freshness end to end: a Strapi admin changes a product on the stand-in, which fires its webhook to
// one gateway instance; both instances (sharing a real Redis) show the change within a second, through every
// cache they have (response cache in Redis, GraphQL micro-cache, taxonomy lists) and the search index.

const SECRET = "test-webhook-secret-0123456789";
const webhooks = { urls: [] as string[], headers: { Authorization: `Bearer ${SECRET}` } };
let backend: Awaited<ReturnType<typeof startTestBackend>>;
let redis: TestRedis;
let a: Awaited<ReturnType<typeof startGateway>>;
let b: Awaited<ReturnType<typeof startGateway>>;

interface RawProduct {
  id: number;
  title: string;
  product_slug: string;
  price: number;
  sale_price: number | null;
  part_number: string;
  is_active: boolean;
}

async function admin(method: string, path: string, body?: unknown): Promise<RawProduct> {
  const res = await fetch(`${backend.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as RawProduct;
}

const VIEW = `query($slug: String!, $k: String!) {
  product(slug: $slug) { id currentPrice { amount } }
  search(keyword: $k, first: 5) { totalCount nodes { id currentPrice { amount } } }
}`;
async function view(url: string, p: { product_slug: string; part_number: string }) {
  const res = await graphql(url, VIEW, { slug: p.product_slug, k: p.part_number });
  expect(res.errors).toBeUndefined();
  return res.data!;
}

/** Polls until `check` passes; returns the milliseconds it took (fails after 1 s). */
async function within1s(check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > 1000) throw new Error("not visible within 1 s");
    await new Promise((r) => setTimeout(r, 25));
  }
  return performance.now() - started;
}

beforeAll(async () => {
  redis = await startRedis();
  backend = await startTestBackend({ webhooks });
  const env = { REDIS_URL: redis.url, STRAPI_WEBHOOK_SECRET: SECRET, GRAPHQL_MICRO_CACHE_SECONDS: "5", CACHE_TTL_SECONDS: "60" };
  [a, b] = await Promise.all([startGateway(backend.url, env), startGateway(backend.url, env)]);
  webhooks.urls.push(`${a.url}/webhooks/strapi`); // Strapi calls one address (a load balancer): instance A here
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await backend?.close();
  await redis?.kill();
});

describe("Strapi webhooks", () => {
  it("are refused without the shared secret", async () => {
    const body = JSON.stringify({ event: "entry.delete", model: "product", entry: { id: 1 } });
    for (const authorization of [undefined, "Bearer wrong-secret-0123456789", SECRET, `Basic ${SECRET}`]) {
      const res = await fetch(`${a.url}/webhooks/strapi`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
        body,
      });
      expect(res.status, String(authorization)).toBe(401);
    }
    expect(a.search!.current()!.get(1)).toBeDefined();
  });

  it("the stand-in's admin routes refuse a caller without its admin token", async () => {
    for (const authorization of [undefined, "Bearer not-the-admin-token-0123"]) {
      const res = await fetch(`${backend.url}/products/1`, {
        method: "PUT",
        headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({ price: 1 }),
      });
      expect(res.status).toBe(403);
    }
    const [p] = (await (await fetch(`${backend.url}/products?id_in=1`)).json()) as RawProduct[];
    expect(p!.price).not.toBe(1);
  });

  it("refuses a malformed body and ignores models the shop doesn't show", async () => {
    const post = (body: unknown) =>
      fetch(`${a.url}/webhooks/strapi`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${SECRET}` },
        body: JSON.stringify(body),
      });
    expect((await post({ hello: "world" })).status).toBe(400);
    expect((await post({ event: "entry.create", model: "order", entry: { id: 1 } })).status).toBe(202);
  });

  it("shows a price change on both instances within a second, through their caches", async () => {
    const [p] = (await (await fetch(`${backend.url}/products?is_active=true&sale_price_null=true&_limit=1&_sort=id:ASC`)).json()) as RawProduct[];
    for (const url of [a.url, b.url, a.url, b.url]) expect((await view(url, p!)).product.currentPrice.amount).toBe(p!.price.toFixed(2));
    const newPrice = p!.price + 111;
    await admin("PUT", `/products/${p!.id}`, { price: newPrice });
    const expected = newPrice.toFixed(2);
    const fresh = async (url: string) => {
      const v = await view(url, p!);
      return v.product.currentPrice.amount === expected && v.search.nodes[0].currentPrice.amount === expected;
    };
    expect(await fresh(a.url)).toBe(true); // the instance that got the webhook: at once
    expect(await within1s(() => fresh(b.url))).toBeLessThan(1000);
  });

  it("hides a deactivated product everywhere, and finds a new one, on the other instance too", async () => {
    const [p] = (await (await fetch(`${backend.url}/products?is_active=true&_limit=1&_sort=id:DESC`)).json()) as RawProduct[];
    for (const url of [a.url, b.url]) expect((await view(url, p!)).search.nodes.map((n: any) => n.id)).toContain(String(p!.id));
    await admin("PUT", `/products/${p!.id}`, { is_active: false });
    for (const url of [a.url, b.url]) {
      await within1s(async () => {
        const v = await view(url, p!);
        return v.product === null && !v.search.nodes.some((n: any) => n.id === String(p!.id));
      });
    }

    const created = await admin("POST", "/products", {
      title: "Quixotic Reference Monitor 9000",
      product_slug: "quixotic-9000",
      price: 4321,
      part_number: "QX-9000",
      brands: [1],
      sub_categories: [1],
    });
    await within1s(async () => (await view(b.url, created)).search.nodes[0]?.id === String(created.id));
    await admin("DELETE", `/products/${created.id}`);
    await within1s(async () => (await view(b.url, created)).search.totalCount === 0);
  });

  it("applies a webhook about an Arabic row to its English product, on the other instance too", async () => {
    const [row] = (await (await fetch(`${backend.url}/products?_locale=ar&is_active=true&_limit=1&_sort=id:ASC`)).json()) as (RawProduct & {
      localizations: { id: number; locale: string }[];
    })[];
    const english = row!.localizations.find((l) => l.locale === "en")!.id;
    const entry = { ...row, title: `${row!.title} زنجبارية` }; // as Strapi sends it: the Arabic row, its own id and locale
    const res = await fetch(`${a.url}/webhooks/strapi`, {
      method: "POST",
      headers: { authorization: `Bearer ${SECRET}`, "content-type": "application/json" },
      body: JSON.stringify({ event: "entry.update", created_at: new Date().toISOString(), model: "product", entry }),
    });
    expect(res.status).toBeLessThan(300);
    await within1s(async () => {
      const found = (await graphql(b.url, `{ search(keyword: "زنجبارية") { nodes { id } } }`)).data?.search.nodes.map((n: any) => n.id);
      return found?.length === 1 && found[0] === String(english);
    });
  });

  it("shows a price changed on an Arabic row on its English product, search included, on the other instance too", async () => {
    // Strapi's i18n plugin copies the shared price to the English row without a webhook for it: only the Arabic
    // row's webhook arrives.
    const [row] = (await (await fetch(`${backend.url}/products?_locale=ar&is_active=true&_limit=1&_sort=id:DESC`)).json()) as (RawProduct & {
      localizations: { id: number; locale: string }[];
    })[];
    const englishId = row!.localizations.find((l) => l.locale === "en")!.id;
    const english = (await (await fetch(`${backend.url}/products/${englishId}`)).json()) as RawProduct;
    for (const url of [a.url, b.url]) expect((await view(url, english)).search.nodes[0].id).toBe(String(englishId));
    const newPrice = english.price + 222;
    await admin("PUT", `/products/${row!.id}`, { price: newPrice, sale_price: null });
    expect(((await (await fetch(`${backend.url}/products/${englishId}`)).json()) as RawProduct).price).toBe(newPrice);
    const expected = newPrice.toFixed(2);
    const fresh = async (url: string) => {
      const v = await view(url, english);
      return v.product.currentPrice.amount === expected && v.search.nodes[0].currentPrice.amount === expected;
    };
    expect(await fresh(a.url)).toBe(true);
    expect(await within1s(() => fresh(b.url))).toBeLessThan(1000);
  });

  it("lets the periodic re-sync repair a change whose webhook was lost", async () => {
    const [p] = (await (await fetch(`${backend.url}/products?is_active=true&_limit=1&_sort=id:ASC`)).json()) as RawProduct[];
    webhooks.urls.length = 0; // Strapi never retries: this change's webhook is lost
    try {
      await admin("PUT", `/products/${p!.id}`, { title: "Zanzibar Lost Webhook Edition" });
      const live = b.search!.current()!;
      expect(await live.find("zanzibar")).toEqual([]);
      const { difference } = await b.search!.rebuild();
      // (With the rows earlier tests changed by webhook: a re-sync compares with its own last read.)
      expect(difference).toContainEqual(expect.objectContaining({ kind: "product", id: p!.id }));
      // The changed row went into the live index, as a webhook's would: no second index was built beside it.
      expect(b.search!.current()).toBe(live);
      expect((await live.find("zanzibar")).map((x) => x.product.id)).toEqual([p!.id]);
    } finally {
      webhooks.urls.push(`${a.url}/webhooks/strapi`);
    }
  });

  it("keeps the index and the keywords it has scored when a re-sync finds nothing changed", async () => {
    await b.search!.rebuild(); // anything earlier tests changed is in
    const live = b.search!.current()!;
    await live.find("workstation");
    expect(live.cached("workstation")).toBeDefined();
    expect((await b.search!.rebuild()).difference).toEqual([]);
    expect(b.search!.current()).toBe(live);
    expect(live.cached("workstation")).toBeDefined();
  });
});
