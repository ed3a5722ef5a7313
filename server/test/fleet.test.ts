import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBackend, TEST_ADMIN_TOKEN } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startCountingProxy } from "./support/counting-proxy.js";
import { startFaultServer } from "./support/fault-server.js";
import { graphql, startGateway } from "./support/gateway.js";
import { startRedis, type TestRedis } from "./support/redis.js";

// Many instances, one truth: two gateway instances on one real Redis and one stand-in backend, as a load balancer
// would spread shoppers over them. What one instance learns (a cached answer, a guessed password, a webhook, a
// catalogue change) holds on the other; Redis going away costs only the sharing, and it resumes when Redis is back;
// the backend going away leaves search and listings served from memory, and both reconnect when it is back.
// Then the same pair without any webhook: the periodic re-sync is what tells them, within a bound /readyz states.

const SECRET = "fleet-webhook-secret-0123456789";
type Gateway = Awaited<ReturnType<typeof startGateway>>;
interface Row {
  id: number;
  title: string;
  product_slug: string;
  price: number;
  part_number: string;
}

async function admin(backendUrl: string, method: string, path: string, body?: unknown): Promise<Row> {
  const res = await fetch(`${backendUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Row;
}

async function firstProduct(backendUrl: string, sort: string): Promise<Row> {
  const rows = (await (await fetch(`${backendUrl}/products?is_active=true&sale_price_null=true&_limit=1&_sort=${sort}`)).json()) as Row[];
  return rows[0]!;
}

/** The product page's price, the search index's price for its part number, and a listing's. */
const VIEW = `query($slug: String!, $k: String!) {
  product(slug: $slug) { id currentPrice { amount } }
  search(keyword: $k, first: 5) { nodes { id currentPrice { amount } } }
  products(first: 50, sort: PRICE_DESC) { nodes { id currentPrice { amount } } }
}`;
async function pricesSeen(url: string, p: Row): Promise<string[]> {
  const { data, errors } = await graphql(url, VIEW, { slug: p.product_slug, k: p.part_number });
  expect(errors).toBeUndefined();
  const listed = data!.products.nodes.find((n: { id: string }) => n.id === String(p.id));
  return [data!.product?.currentPrice.amount, data!.search.nodes[0]?.currentPrice.amount, listed?.currentPrice.amount];
}

/** Polls until `check` passes; the milliseconds it took (fails after `ms`). */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > ms) throw new Error(`not true within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return performance.now() - started;
}

async function readiness(url: string) {
  return (await (await fetch(`${url}/readyz`)).json()) as {
    status: string;
    freshness: { lastWebhookAt: string | null; lastResyncAt: string | null; lastResyncChanged: number | "all" | null; staleAtMostSeconds: number | null };
  };
}

async function signIn(url: string, ip: string): Promise<string | undefined> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ query: `mutation { login(identifier: "jane.smith@example.com", password: "not-Her-Passw0rd") { __typename } }` }),
  });
  return ((await res.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
}

describe("two gateway instances, one Redis, one backend", () => {
  const webhooks = { urls: [] as string[], headers: { Authorization: `Bearer ${SECRET}` } };
  let backend: Awaited<ReturnType<typeof startTestBackend>>;
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
  let fault: Awaited<ReturnType<typeof startFaultServer>>;
  let backendDown = false;
  let redis: TestRedis;
  let a: Gateway;
  let b: Gateway;

  beforeAll(async () => {
    redis = await startRedis();
    backend = await startTestBackend({ webhooks });
    // gateways -> counting proxy -> a switch that can make the backend vanish (connections reset) -> backend
    fault = await startFaultServer({ upstream: backend.url, plan: () => (backendDown ? "reset" : "pass") });
    proxy = await startCountingProxy(fault.url);
    const env = {
      REDIS_URL: redis.url,
      STRAPI_WEBHOOK_SECRET: SECRET,
      CACHE_TTL_SECONDS: "60",
      GRAPHQL_MICRO_CACHE_SECONDS: "5",
      AUTH_RATE_LIMIT_POINTS: "3",
      AUTH_RATE_LIMIT_WINDOW_SECONDS: "60",
      SEARCH_RESYNC_MINUTES: "0", // only webhooks here; the re-sync has its own pair below
      BACKEND_BREAKER_RESET_MS: "500",
    };
    [a, b] = await Promise.all([startGateway(proxy.url, env), startGateway(proxy.url, env)]);
    webhooks.urls.push(`${a.url}/webhooks/strapi`); // Strapi calls one address (the load balancer): A here
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await proxy?.close();
    await fault?.close();
    await backend?.close();
    await redis?.kill();
  });

  it("serves through one instance a response cached through the other, without the backend", async () => {
    const query = `{ product(id: "3") { id title currentPrice { amount } } }`;
    const first = await graphql(a.url, query);
    expect(first.errors).toBeUndefined();
    proxy.reset();
    const res = await fetch(`${b.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) });
    expect(await res.json()).toEqual(first);
    expect(res.headers.get("age")).toMatch(/^\d+$/);
    expect(proxy.requests).toEqual([]);
  });

  it("counts one shopper's sign-in attempts on both instances together", async () => {
    const codes = [await signIn(a.url, "203.0.113.7"), await signIn(b.url, "203.0.113.7"), await signIn(a.url, "203.0.113.7")];
    expect(codes).not.toContain("RATE_LIMITED");
    expect(await signIn(b.url, "203.0.113.7")).toBe("RATE_LIMITED");
    expect(await signIn(a.url, "203.0.113.7")).toBe("RATE_LIMITED");
  });

  it("purges both instances' caches on a webhook to one, and both search indexes show the change", async () => {
    const p = await firstProduct(backend.url, "id:ASC");
    const was = p.price.toFixed(2);
    for (const url of [a.url, b.url, a.url, b.url]) expect((await pricesSeen(url, p)).slice(0, 2)).toEqual([was, was]); // cached on both
    const now = (p.price + 900_000).toFixed(2); // the dearest product now: first in the listing by price
    await admin(backend.url, "PUT", `/products/${p.id}`, { price: p.price + 900_000 }); // the stand-in calls A's webhook
    expect(await pricesSeen(a.url, p)).toEqual([now, now, now]);
    expect(await within(1000, async () => (await pricesSeen(b.url, p)).every((x) => x === now))).toBeLessThan(1000);

    const created = await admin(backend.url, "POST", "/products", {
      title: "Fleetfoot Broadcast Switcher",
      product_slug: "fleetfoot-switcher",
      price: 999,
      part_number: "FLEET-1",
      brands: [1],
      sub_categories: [1],
    });
    const found = async (url: string) =>
      (await graphql(url, `{ search(keyword: "fleetfoot") { nodes { id } } }`)).data?.search.nodes.map((n: { id: string }) => n.id);
    for (const url of [a.url, b.url]) await within(1000, async () => (await found(url))?.join() === String(created.id));
    expect(a.search!.current()!.get(created.id)).toBeDefined();
    expect(b.search!.current()!.get(created.id)).toBeDefined();
  });

  it("tells on /readyz, on both instances, when the last webhook arrived", async () => {
    const [ra, rb] = [await readiness(a.url), await readiness(b.url)];
    for (const r of [ra, rb]) {
      expect(r.status).toBe("ready");
      expect(Date.now() - Date.parse(r.freshness.lastWebhookAt!)).toBeLessThan(30_000);
      expect(r.freshness.staleAtMostSeconds).toBeNull(); // SEARCH_RESYNC_MINUTES=0: nothing repairs a lost webhook
    }
    expect(rb.freshness.lastWebhookAt).toBe(ra.freshness.lastWebhookAt); // B heard of A's webhook, with its time
  });

  it("keeps serving while Redis is gone, and shares again once it is back", async () => {
    const port = redis.port;
    await redis.kill();
    const p = await firstProduct(backend.url, "id:DESC");
    for (const url of [a.url, b.url]) expect((await pricesSeen(url, p))[0]).toBe(p.price.toFixed(2));

    redis = await startRedis({ port });
    // Reconnected: an answer cached through A is served through B without the backend again...
    let id = 10;
    await within(10_000, async () => {
      const query = `{ product(id: "${(id += 1)}") { id title } }`; // a new one each time: no micro-cache hit
      await graphql(a.url, query);
      proxy.reset();
      await graphql(b.url, query);
      return proxy.requests.length === 0;
    });
    // ...and a webhook to A reaches B again (its subscription was renewed).
    const now = (p.price + 3).toFixed(2);
    expect((await pricesSeen(b.url, p)).slice(0, 2)).toEqual([p.price.toFixed(2), p.price.toFixed(2)]);
    await admin(backend.url, "PUT", `/products/${p.id}`, { price: p.price + 3 });
    await within(1000, async () => (await pricesSeen(b.url, p)).slice(0, 2).every((x) => x === now));
  });

  it("serves search and listings from memory while the backend is gone, and both reconnect when it is back", async () => {
    const fromIndex = `{ search(keyword: "workstation", first: 3) { totalCount } products(first: 3, sort: PRICE_ASC) { nodes { id } } }`;
    const product = `{ product(id: "7") { id } }`;
    backendDown = true;
    try {
      for (const url of [a.url, b.url]) {
        const res = await graphql(url, fromIndex);
        expect(res.errors).toBeUndefined();
        expect(res.data!.products.nodes).toHaveLength(3);
        expect((await graphql(url, product)).errors?.[0]?.extensions?.code).toBe("BACKEND_UNAVAILABLE");
        expect((await fetch(`${url}/readyz`)).status).toBe(503);
      }
    } finally {
      backendDown = false;
    }
    for (const url of [a.url, b.url]) {
      await within(5000, async () => (await fetch(`${url}/readyz`)).status === 200);
      expect((await graphql(url, product)).data?.product).toEqual({ id: "7" });
    }
  });
});

describe("two instances without webhooks: the periodic re-sync", () => {
  const RESYNC_SECONDS = 3;
  /** The test's own polling: its queries take time too on a busy machine. */
  const LOOKING_MS = 1000;
  let backend: Awaited<ReturnType<typeof startTestBackend>>;
  let redis: TestRedis;
  let a: Gateway;
  let b: Gateway;

  beforeAll(async () => {
    redis = await startRedis();
    backend = await startTestBackend(); // no webhooks at all (lost, or a wrong secret Strapi drops silently)
    const env = {
      REDIS_URL: redis.url,
      // Cached answers live a minute, twenty times the re-sync period: a change seen sooner was purged, not expired.
      CACHE_TTL_SECONDS: "60",
      GRAPHQL_MICRO_CACHE_SECONDS: "5",
      SEARCH_RESYNC_MINUTES: String(RESYNC_SECONDS / 60),
    };
    a = await startGateway(backend.url, env);
    await new Promise((r) => setTimeout(r, 1500)); // B re-syncs on its own clock, half a period after A
    b = await startGateway(backend.url, env);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await backend?.close();
    await redis?.kill();
  });

  it("keeps cached answers while re-syncs find nothing changed", async () => {
    const query = `{ product(id: "2") { id title } }`;
    await graphql(a.url, query);
    await new Promise((r) => setTimeout(r, (RESYNC_SECONDS + 1) * 1000)); // at least one re-sync on each
    const res = await fetch(`${b.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) });
    expect(Number(res.headers.get("age"))).toBeGreaterThanOrEqual(RESYNC_SECONDS);
    for (const url of [a.url, b.url]) expect((await readiness(url)).freshness.lastResyncChanged).toBe(0);
  });

  it("shows a change on every instance, product page, listing and search, within the stated bound", async () => {
    const p = await firstProduct(backend.url, "id:ASC");
    const was = p.price.toFixed(2);
    for (const url of [a.url, b.url, a.url, b.url]) expect((await pricesSeen(url, p)).slice(0, 2)).toEqual([was, was]);
    const bound = (await readiness(a.url)).freshness.staleAtMostSeconds!;
    expect(bound).toBeGreaterThanOrEqual(RESYNC_SECONDS);
    expect(bound).toBeLessThan(60); // the TTL: the answer below is purged, not expired

    const now = (p.price + 900_000).toFixed(2);
    await admin(backend.url, "PUT", `/products/${p.id}`, { price: p.price + 900_000 });
    const limit = bound * 1000 + LOOKING_MS;
    const tookA = await within(limit, async () => (await pricesSeen(a.url, p)).every((x) => x === now));
    const tookB = await within(limit, async () => (await pricesSeen(b.url, p)).every((x) => x === now));
    expect(tookA + tookB).toBeLessThan(limit);

    const [ra, rb] = [await readiness(a.url), await readiness(b.url)];
    // Whoever re-synced first found the rows (the English one, and its Arabic row's shared price); the other was told.
    expect([ra, rb].some((r) => typeof r.freshness.lastResyncChanged === "number" && r.freshness.lastResyncChanged >= 1)).toBe(true);
    for (const r of [ra, rb]) {
      expect(r.freshness.lastWebhookAt).toBeNull();
      expect(Date.now() - Date.parse(r.freshness.lastResyncAt!)).toBeLessThan(bound * 1000);
    }
  });
});
