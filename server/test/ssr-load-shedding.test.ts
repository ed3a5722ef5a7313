import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startTestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startFaultServer } from "./support/fault-server.js";
import { startGateway } from "./support/gateway.js";
import { ConfigError, loadConfig } from "../src/config.js";

// Render concurrency (ssr/render-gate.ts): with every render slot taken and the queue full, a page request is
// answered at once with a small 503 page and Retry-After instead of piling more renders onto the heap; a request
// that waited too long gets the same; the probes and a page after the burst are unaffected.
const clientBuild = fileURLToPath(new URL("../../client/build/server/index.js", import.meta.url));

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let slowBackend: Awaited<ReturnType<typeof startFaultServer>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let delayMs = 0;

beforeAll(async () => {
  if (!existsSync(clientBuild)) throw new Error(`${clientBuild} is missing: run "npm run build" first`);
  backend = await startTestBackend();
  // Every backend call waits `delayMs`: a render then holds its slot that long.
  slowBackend = await startFaultServer({ upstream: backend.url, plan: () => "pass", delayMs: () => delayMs });
  gateway = await startGateway(slowBackend.url, {
    STOREFRONT: "production",
    // Nothing answered from a cache: each page render calls the (slow) backend.
    CACHE_TTL_SECONDS: "0",
    TAXONOMY_TTL_SECONDS: "0",
    GRAPHQL_MICRO_CACHE_SECONDS: "0",
    PAGE_MICRO_CACHE_SECONDS: "0",
    SEARCH_INDEX: "false",
    SSR_MAX_RENDERS: "2",
    SSR_MAX_QUEUED: "1",
    SSR_QUEUE_TIMEOUT_MS: "2500",
    SSR_MAX_RENDERS_PER_CLIENT: "1",
    SSR_CLIENT_RENDERS_PER_10S: "4",
  });
});
afterAll(async () => {
  await gateway?.close();
  await slowBackend?.close();
  await backend?.close();
});

// Each shopper has an address of their own (X-Forwarded-For, trusted from loopback as behind a local proxy).
let shopper = 0;
const page = (path: string, client = `198.51.100.${++shopper % 250}`) =>
  fetch(`${gateway.url}${path}`, { headers: { cookie: "wishlist=%5B1%5D", "x-forwarded-for": client } });

describe("load shedding of page renders", () => {
  it("answers 503 with Retry-After and a small page in the URL's language once renders and queue are full", async () => {
    delayMs = 3000;
    try {
      const rendering = [page("/"), page("/shop")]; // the two render slots
      await new Promise((r) => setTimeout(r, 100));
      const queued = page("/shop?sale=1"); // the one queue place: waits 2.5 s, then is shed
      await new Promise((r) => setTimeout(r, 50));
      const startedAt = Date.now();
      const [full, fullArabic] = await Promise.all([page("/"), page("/ar/shop")]);
      expect(Date.now() - startedAt).toBeLessThan(300); // refused at once, no render started
      for (const res of [full, fullArabic]) {
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(res.headers.get("content-type")).toMatch(/text\/html/);
      }
      const english = await full.text();
      expect(english.length).toBeLessThan(1024);
      expect(english).toContain('<html lang="en" dir="ltr">');
      expect(english).toContain("The shop is busy");
      expect(english).not.toContain("<script");
      expect(await fullArabic.text()).toContain('<html lang="ar" dir="rtl">');

      // The probes sit before the gate: a load balancer still sees a live process.
      const health = await fetch(`${gateway.url}/healthz`);
      expect(health.status).toBe(200);

      const waited = await queued;
      expect(waited.status).toBe(503);
      expect(waited.headers.get("retry-after")).toMatch(/^\d+$/);
      await waited.text();

      const done = await Promise.all(rendering);
      expect(done.map((r) => r.status)).toEqual([200, 200]);
      await Promise.all(done.map((r) => r.text()));
    } finally {
      delayMs = 0;
    }
    // The slots came back: the next page renders.
    const after = await page("/");
    expect(after.status).toBe(200);
    expect(await after.text()).toContain("product-card");
  });

  it("lets a queued request render when a slot frees up before its wait is over", async () => {
    delayMs = 0;
    try {
      const answers = await Promise.all([page("/"), page("/shop"), page("/shop?sale=1")]);
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
      await Promise.all(answers.map((r) => r.text()));
    } finally {
      delayMs = 0;
    }
  });
});

describe("render slots per client", () => {
  it("sheds a client's page, after a pause, while it already has one rendering, and renders another shopper's", async () => {
    delayMs = 1500;
    try {
      const first = page("/", "203.0.113.9");
      await new Promise((r) => setTimeout(r, 50));
      const startedAt = Date.now();
      const second = await page("/shop", "203.0.113.9");
      // Refused without a render, after a one-second pause (a client looping on its sockets is slowed down).
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(950);
      expect(second.status).toBe(503);
      expect(second.headers.get("retry-after")).toMatch(/^\d+$/);
      await second.text();
      const other = await page("/shop", "198.51.100.77");
      expect(other.status).toBe(200);
      await other.text();
      expect((await first).status).toBe(200);
    } finally {
      delayMs = 0;
    }
  });
});

describe("renders per client per 10 seconds", () => {
  it("answers a client's pages past SSR_CLIENT_RENDERS_PER_10S with 429 and Retry-After, and serves other shoppers", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await page(`/shop?n=${i}`, "203.0.113.50");
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(await res.text()).toContain("Too many pages at once");
      } else await res.text();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const other = await page("/shop", "198.51.100.99");
    expect(other.status).toBe(200);
    await other.text();
  });
});

describe("render slots per client, catalogue cached", () => {
  it("counts a client's concurrent pages even when each render needs no I/O", async () => {
    // Default caches: once warm, a home page renders mostly from memory. The gate must still count one client's
    // pages arriving together. (This passes with renders started at once too: fetch spreads the requests out;
    // the bench's ten kept-alive sockets are what showed the difference.)
    const warm = await startGateway(backend.url, { STOREFRONT: "production", SSR_MAX_RENDERS_PER_CLIENT: "1", SSR_CLIENT_RENDERS_PER_10S: "1000" });
    try {
      // Each URL its own, so no page is in the page cache (a cookie alone no longer forces a render: shared pages).
      let n = 0;
      const home = (client: string) => fetch(`${warm.url}/?n=${n++}`, { headers: { cookie: "wishlist=%5B1%5D", "x-forwarded-for": client } });
      for (let i = 0; i < 3; i++) await (await home(`198.51.100.${i}`)).text();
      const answers = await Promise.all(Array.from({ length: 8 }, () => home("203.0.113.9")));
      const statuses = await Promise.all(answers.map(async (r) => (await r.text(), r.status)));
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    } finally {
      await warm.close();
    }
  });
});

describe("renders of one client address run one at a time, in turn with other shoppers'", () => {
  it("renders a busy client's pages one after another while another shopper's page renders beside them", async () => {
    // Slow backend, room for four renders and three per client: the busy client's three pages are admitted but
    // render one at a time; the other shopper's page takes a free slot at once instead of waiting behind them.
    const turns = await startGateway(slowBackend.url, {
      STOREFRONT: "production",
      CACHE_TTL_SECONDS: "0",
      TAXONOMY_TTL_SECONDS: "0",
      GRAPHQL_MICRO_CACHE_SECONDS: "0",
      PAGE_MICRO_CACHE_SECONDS: "0",
      SEARCH_INDEX: "false",
      SSR_MAX_RENDERS: "4",
      SSR_MAX_RENDERS_PER_CLIENT: "3",
      SSR_CLIENT_RENDERS_PER_10S: "1000",
    });
    const timed = async (path: string, client: string) => {
      const res = await fetch(`${turns.url}${path}`, { headers: { cookie: "wishlist=%5B1%5D", "x-forwarded-for": client } });
      await res.text();
      return { status: res.status, at: Date.now() };
    };
    delayMs = 400;
    try {
      const started = Date.now();
      const busy = Promise.all(["/", "/shop", "/shop?sale=1"].map((path) => timed(path, "203.0.113.20")));
      await new Promise((r) => setTimeout(r, 50));
      const other = await timed("/shop", "198.51.100.120");
      const done = await busy;
      expect([...done.map((d) => d.status), other.status]).toEqual([200, 200, 200, 200]);
      const finished = done.map((d) => d.at - started).sort((a, b) => a - b);
      // One at a time: each of the busy client's pages ended at least one backend wait after the one before it.
      for (let i = 1; i < finished.length; i++) expect(finished[i]! - finished[i - 1]!).toBeGreaterThanOrEqual(300);
      // The other shopper did not wait for the busy client's three pages.
      expect(other.at - started).toBeLessThan(finished[2]!);
    } finally {
      delayMs = 0;
      await turns.close();
    }
  });
});

describe("render limits in the configuration", () => {
  it("reads SSR_MAX_RENDERS, SSR_MAX_QUEUED, SSR_QUEUE_TIMEOUT_MS and SSR_MAX_RENDERS_PER_CLIENT, and stops on a bad value with one clear line", () => {
    expect(loadConfig({ NODE_ENV: "test" }).ssrRenderLimits).toEqual({
      maxRenders: 8,
      maxQueued: 64,
      queueTimeoutMs: 5000,
      maxPerClient: 4,
      maxPer10sPerClient: 60,
    });
    const env = {
      NODE_ENV: "test",
      SSR_MAX_RENDERS: "3",
      SSR_MAX_QUEUED: "0",
      SSR_QUEUE_TIMEOUT_MS: "250",
      SSR_MAX_RENDERS_PER_CLIENT: "3",
      SSR_CLIENT_RENDERS_PER_10S: "5",
    };
    expect(loadConfig(env).ssrRenderLimits).toEqual({ maxRenders: 3, maxQueued: 0, queueTimeoutMs: 250, maxPerClient: 3, maxPer10sPerClient: 5 });
    expect(() => loadConfig({ NODE_ENV: "test", SSR_MAX_RENDERS: "0" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "test", SSR_MAX_QUEUED: "many" })).toThrow(/SSR_MAX_QUEUED must be a whole number/);
  });
});
