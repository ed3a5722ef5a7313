import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { createServer } from "node:net";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { createClient } from "@keyv/redis";
import { startTestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";
import { startCountingProxy } from "./support/counting-proxy.js";
import { startRedis, type TestRedis } from "./support/redis.js";

// Caching seen from outside: the gateway over HTTP, a counting proxy in front of the real stand-in backend, and
// (for the shared caches) a real Redis. "Zero backend calls" is the proof that an answer came from a cache.

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  proxy = await startCountingProxy(backend.url);
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await proxy?.close();
  await backend?.close();
});

// These tests are about Apollo's response cache and the shared (Redis) caches behind it, so the HTTP micro-cache
// in front of Apollo is off here; it has its own tests at the end. So is the search index: its listings make no
// backend call, and these tests count the calls a cache saves.
async function gatewayWith(env: Record<string, string> = {}) {
  const gateway = await startGateway(proxy.url, { GRAPHQL_MICRO_CACHE_SECONDS: "0", SEARCH_INDEX: "false", ...env });
  cleanups.push(() => gateway.close());
  return gateway;
}

interface Answer {
  status: number;
  headers: Headers;
  body: { data?: Record<string, any> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function post(url: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer["body"] };
}

/** What the backend saw while `run` ran. */
async function backendCalls(run: () => Promise<unknown>): Promise<string[]> {
  proxy.reset();
  await run();
  return [...proxy.requests];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const apq = (query: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256(query) } });

describe("anonymous response cache (in process)", () => {
  let url: string;
  beforeAll(async () => {
    url = (await gatewayWith()).url;
  });

  it("answers the same anonymous query a second time from the cache, without calling the backend", async () => {
    const query = `{ products(first: 5, sort: PRICE_ASC) { totalCount nodes { id title price { formatted } brands { name } image { url } } } }`;
    let first!: Answer;
    expect(await backendCalls(async () => (first = await post(url, { query })))).not.toHaveLength(0);
    expect(first.body.errors).toBeUndefined();
    expect(first.headers.get("cache-control")).toBe("max-age=60, public");
    expect(first.headers.get("age")).toBeNull();

    let second!: Answer;
    expect(await backendCalls(async () => (second = await post(url, { query })))).toEqual([]);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get("cache-control")).toBe("max-age=60, public");
    expect(second.headers.get("age")).toMatch(/^\d+$/); // set by the response cache on a hit
  });

  it("caps long hints at CACHE_TTL_SECONDS and never caches ping", async () => {
    const brands = await post(url, { query: `{ brands { name } }` }); // Brand says 300 s
    expect(brands.headers.get("cache-control")).toBe("max-age=60, public");
    const ping = await post(url, { query: `{ ping }` });
    expect(ping.headers.get("cache-control")).toBe("no-store");
  });

  it("keys entries by variables", async () => {
    const query = `query($slug: String!) { brand(slug: $slug) { name } }`;
    const dell = await post(url, { query, variables: { slug: "dell" } });
    const hp = await post(url, { query, variables: { slug: "hp" } });
    expect([dell.body.data?.brand.name, hp.body.data?.brand.name]).toEqual(["Dell", "HP"]);
  });

  it("never serves a signed-in request from the shared cache, nor stores one in it", async () => {
    const query = `{ products(first: 3, sort: TITLE_ASC) { nodes { id title } } }`;
    const anonymous = await post(url, { query });
    const signedIn = { authorization: "Bearer some-shopper-token" };

    let mine!: Answer;
    expect(await backendCalls(async () => (mine = await post(url, { query }, signedIn)))).not.toHaveLength(0);
    expect(mine.body).toEqual(anonymous.body);
    expect(mine.headers.get("age")).toBeNull();
    // Still cacheable by the shopper's own browser, but by no shared HTTP cache.
    expect(mine.headers.get("cache-control")).toBe("max-age=60, private");
    // Not written either: the same signed-in request goes to the backend again...
    expect(await backendCalls(() => post(url, { query }, signedIn))).not.toHaveLength(0);
    // ...while anonymous requests keep being served from the cache.
    expect(await backendCalls(() => post(url, { query }))).toEqual([]);
  });

  it("does not cache errors", async () => {
    const query = `{ product(slug: "no-such-product") { id } search(keyword: " ") { totalCount } }`;
    const first = await post(url, { query });
    expect(first.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(await backendCalls(() => post(url, { query }))).not.toHaveLength(0);
  });

  it("shares brands and categories between different queries", async () => {
    await post(url, { query: `{ categories { slug } brands { slug } }` });
    const calls = await backendCalls(() => post(url, { query: `{ brand(slug: "dell") { name } category(slug: "workstations") { name } }` }));
    expect(calls.filter((c) => c.startsWith("GET /brands") || c.startsWith("GET /product-categories"))).toEqual([]);
  });
});

describe("CACHE_TTL_SECONDS", () => {
  it("expires cached responses after the configured time", async () => {
    const { url } = await gatewayWith({ CACHE_TTL_SECONDS: "1" });
    const query = `{ products(first: 4) { nodes { id } } }`;
    expect(await backendCalls(() => post(url, { query }))).not.toHaveLength(0);
    let cached!: Answer;
    expect(await backendCalls(async () => (cached = await post(url, { query })))).toEqual([]);
    expect(cached.headers.get("cache-control")).toBe("max-age=1, public");
    await sleep(1200);
    expect(await backendCalls(() => post(url, { query }))).not.toHaveLength(0);
  });

  it("0 turns response caching off", async () => {
    const { url } = await gatewayWith({ CACHE_TTL_SECONDS: "0" });
    const query = `{ products(first: 4) { nodes { id } } }`;
    await post(url, { query });
    let again!: Answer;
    expect(await backendCalls(async () => (again = await post(url, { query })))).not.toHaveLength(0);
    expect(again.headers.get("cache-control")).toBe("no-store");
  });
});

describe("automatic persisted queries", () => {
  let url: string;
  beforeAll(async () => {
    url = (await gatewayWith()).url;
  });

  it("asks for an unknown hash, then serves it by hash alone (POST)", async () => {
    const query = `{ products(first: 2, sort: PRICE_DESC) { nodes { id price { amount } } } }`;
    const unknown = await post(url, { extensions: apq(query) });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_NOT_FOUND");
    const registered = await post(url, { query, extensions: apq(query) });
    expect(registered.body.errors).toBeUndefined();
    expect(registered.body.data?.products.nodes).toHaveLength(2);
    const byHash = await post(url, { extensions: apq(query) });
    expect(byHash.body).toEqual(registered.body);
  });

  it("works over GET, so that CDNs can cache catalogue reads", async () => {
    const query = `{ categories { slug } }`;
    const get = async (params: Record<string, string>) => {
      const res = await fetch(`${url}/graphql?${new URLSearchParams(params)}`, { headers: { "apollo-require-preflight": "true" } });
      return { headers: res.headers, body: (await res.json()) as Answer["body"] };
    };
    const extensions = JSON.stringify(apq(query));
    expect((await get({ extensions })).body.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_NOT_FOUND");
    const registered = await get({ query, extensions });
    expect(registered.body.data?.categories.length).toBeGreaterThan(0);
    const byHash = await get({ extensions });
    expect(byHash.body).toEqual(registered.body);
    expect(byHash.headers.get("cache-control")).toBe("max-age=60, public");
  });

  it("refuses a query whose hash does not match", async () => {
    const res = await post(url, { query: `{ ping }`, extensions: apq(`{ brands { name } }`) });
    expect(res.body.errors?.[0]?.message).toMatch(/does not match/i);
  });
});

describe("shared caches in Redis", () => {
  let redis: TestRedis;
  let one: string;
  let two: string;
  beforeAll(async () => {
    redis = await startRedis();
    cleanups.push(() => redis.kill());
    one = (await gatewayWith({ REDIS_URL: redis.url })).url;
    two = (await gatewayWith({ REDIS_URL: redis.url })).url;
  });

  const query = `{ products(first: 6, sort: TITLE_ASC) { totalCount nodes { id title brands { name } } } }`;
  let firstAnswer: Answer;

  it("lets a second gateway answer what the first one fetched, without calling the backend", async () => {
    expect(await backendCalls(async () => (firstAnswer = await post(one, { query })))).not.toHaveLength(0);
    expect(firstAnswer.body.errors).toBeUndefined();
    let fromTwo!: Answer;
    expect(await backendCalls(async () => (fromTwo = await post(two, { query })))).toEqual([]);
    expect(fromTwo.body).toEqual(firstAnswer.body);
    expect(fromTwo.headers.get("age")).toMatch(/^\d+$/);
  });

  it("shares brands, categories and persisted queries between gateways", async () => {
    await post(one, { query: `{ brands { slug } categories { slug } }` });
    const calls = await backendCalls(() => post(two, { query: `{ brand(slug: "hp") { name } category(slug: "pro-audio") { name } }` }));
    expect(calls.filter((c) => c.startsWith("GET /brands") || c.startsWith("GET /product-categories"))).toEqual([]);

    const persisted = `{ products(first: 1, sort: PRICE_ASC) { nodes { id } } }`;
    await post(one, { query: persisted, extensions: apq(persisted) });
    const byHash = await post(two, { extensions: apq(persisted) });
    expect(byHash.body.data?.products.nodes).toHaveLength(1);
  });

  it("keeps every key under the shop: prefix", async () => {
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const keys = await client.keys("*");
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((k) => !k.startsWith("shop:"))).toEqual([]);
      expect(keys.some((k) => k.startsWith("shop:apq:"))).toBe(true);
      expect(keys.some((k) => k.startsWith("shop:fqc:"))).toBe(true);
      expect(keys).toEqual(expect.arrayContaining(["shop:taxonomy:brands:all", "shop:taxonomy:categories:all"]));
      // Every entry expires in Redis itself (a shared Redis must not fill up with stale entries).
      const ttls = await Promise.all(keys.map((k) => client.pTTL(k)));
      expect(keys.filter((_, i) => !(ttls[i]! > 0))).toEqual([]);
    } finally {
      client.destroy();
    }
  });

  it("keeps answering promptly when Redis hangs", async () => {
    redis.pause();
    try {
      const started = Date.now();
      const answer = await post(one, { query: `{ products(first: 2, sort: PRICE_DESC) { nodes { id } } brands { name } }` });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data?.products.nodes).toHaveLength(2);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      redis.resume();
    }
  });

  it("keeps answering correctly, from the backend, when Redis dies", async () => {
    await redis.kill();
    const started = Date.now();
    for (const url of [one, two]) {
      let answer!: Answer;
      expect(await backendCalls(async () => (answer = await post(url, { query })))).not.toHaveLength(0);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(firstAnswer.body);
      const brands = await post(url, { query: `{ brand(slug: "dell") { name } }` });
      expect(brands.body).toEqual({ data: { brand: { name: "Dell" } } });
      // A client whose hash is no longer known sends the full query, as the APQ protocol says.
      const persisted = `{ products(first: 1, sort: PRICE_DESC) { nodes { id } } }`;
      const registered = await post(url, { query: persisted, extensions: apq(persisted) });
      expect(registered.body.data?.products.nodes).toHaveLength(1);
    }
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await fetch(`${one}/healthz`)).status).toBe(200);
  });
});

describe("Redis unreachable at start-up", () => {
  it("starts anyway and serves without a shared cache", async () => {
    const closed = createServer();
    closed.listen(0, "127.0.0.1");
    await once(closed, "listening");
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r)); // nothing listens there any more

    const started = Date.now();
    const { url } = await gatewayWith({ REDIS_URL: `redis://127.0.0.1:${port}` });
    expect(Date.now() - started).toBeLessThan(5000);
    const query = `{ products(first: 2) { totalCount nodes { id } } }`;
    const first = await post(url, { query });
    expect(first.body.errors).toBeUndefined();
    let second!: Answer;
    expect(await backendCalls(async () => (second = await post(url, { query })))).not.toHaveLength(0);
    expect(second.body).toEqual(first.body);
  });
});

describe("HTTP micro-cache in front of Apollo", () => {
  let url: string;
  beforeAll(async () => {
    url = (await gatewayWith({ GRAPHQL_MICRO_CACHE_SECONDS: "5" })).url;
  });

  it("answers a byte-identical anonymous read from memory, with the policy and age Apollo gave it", async () => {
    const query = `{ products(first: 3, sort: TITLE_ASC) { nodes { id title } } }`;
    const first = await post(url, { query });
    expect(first.headers.get("cache-control")).toBe("max-age=60, public");
    let second!: Answer;
    expect(await backendCalls(async () => (second = await post(url, { query })))).toEqual([]);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get("x-gateway-cache")).toBe("hit");
    expect(second.headers.get("cache-control")).toBe("max-age=60, public");
    expect(second.headers.get("age")).toMatch(/^\d+$/);
  });

  it("never stores private, uncacheable or errored answers, nor answers a request with credentials", async () => {
    for (const query of [`{ ping }`, `{ product(slug: "") { id } }`]) {
      await post(url, { query });
      const again = await post(url, { query });
      expect(again.headers.get("x-gateway-cache")).toBeNull();
    }
    const query = `{ products(first: 2, sort: TITLE_DESC) { nodes { id } } }`;
    await post(url, { query });
    const withToken = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer x.y.z" },
      body: JSON.stringify({ query }),
    });
    expect(withToken.headers.get("x-gateway-cache")).toBeNull();
  });
});
