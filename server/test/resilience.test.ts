import { afterAll, describe, expect, it } from "vitest";
import { createServer, type Socket } from "node:net";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startTestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { ensureTestTemplate, TEMPLATE_DB_ENV, TEMPLATE_UPLOADS_ENV } from "../../strapi-stand-in/src/testing/test-template.js";
import { startBackend } from "../../strapi-stand-in/src/server.js";
import { graphql, startGateway } from "./support/gateway.js";
import { startFaultServer, type Fault } from "./support/fault-server.js";

const cleanups: (() => Promise<unknown>)[] = [];
// A backend fault must never surface as an unhandled rejection (it would crash a gateway in production).
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);
process.on("unhandledRejection", onUnhandled);
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  process.off("unhandledRejection", onUnhandled);
  expect(unhandled).toEqual([]);
});

const PRODUCT = `{ product(id: "1") { id } }`; // one backend call (with the response cache off, see gatewayFor)

async function faultServer(
  plan: (n: number, req: { method: string; path: string }) => Fault,
  opts: { upstream?: string; delayMs?: (n: number) => number } = {},
) {
  const server = await startFaultServer({ plan, ...opts });
  cleanups.push(() => server.close());
  return server;
}

/** A gateway whose every query reaches the backend: these tests count backend calls, so no response cache. */
async function gatewayFor(backendUrl: string, env: Record<string, string> = {}) {
  // No search index: its start-up build would add calls to the counts these tests make.
  const gateway = await startGateway(backendUrl, { CACHE_TTL_SECONDS: "0", SEARCH_INDEX: "false", ...env });
  cleanups.push(() => gateway.close());
  return gateway;
}

async function readyz(url: string) {
  const res = await fetch(`${url}/readyz`);
  return { status: res.status, body: (await res.json()) as { backend: string; breaker: string; latencyMs: number } };
}

/** The stand-in on a given port over a fresh copy of the test template (to bring a stopped backend back). */
async function startBackendOn(port: number) {
  const template =
    process.env[TEMPLATE_DB_ENV] && process.env[TEMPLATE_UPLOADS_ENV]
      ? { dbPath: process.env[TEMPLATE_DB_ENV], uploadsDir: process.env[TEMPLATE_UPLOADS_ENV] }
      : await ensureTestTemplate();
  const dir = mkdtempSync(join(tmpdir(), "shop-backend-restart-"));
  copyFileSync(template.dbPath, join(dir, "shop.db"));
  const running = await startBackend({ port, host: "127.0.0.1", dbPath: join(dir, "shop.db"), uploadsDir: template.uploadsDir });
  cleanups.push(async () => {
    await running.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return running;
}

describe("a failing backend never takes the gateway down", () => {
  it("reports a stopped backend with a code, keeps other fields and /healthz working", async () => {
    const backend = await startTestBackend();
    const gateway = await startGateway(backend.url);
    cleanups.push(() => gateway.close());
    expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);

    await backend.close();
    // A nullable field fails alone; the other fields of the same query still resolve.
    const res = await graphql(gateway.url, `{ ping product(id: "1") { id } }`);
    expect(res.errors?.[0]?.extensions?.code).toBe("BACKEND_UNAVAILABLE");
    expect(res.errors?.[0]?.path).toEqual(["product"]);
    expect(res.errors?.[0]?.message).not.toMatch(/127\.0\.0\.1|localhost|http/);
    expect(res.data).toEqual({ ping: true, product: null });
    const cart = await graphql(gateway.url, `{ productsByIds(ids: ["1", "2"]) { id } }`);
    expect(cart.errors?.[0]?.extensions?.code).toBe("BACKEND_UNAVAILABLE");
    // Listings and search are served from the search index built while the backend was up.
    const list = await graphql(gateway.url, `{ products(first: 3) { totalCount } search(keyword: "hp", first: 1) { totalCount } }`);
    expect(list.errors).toBeUndefined();
    expect(list.data!.products.totalCount).toBeGreaterThan(0);
    expect(list.data!.search.totalCount).toBeGreaterThan(0);
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ backend: "down" });
  });

  it("times out a hanging backend instead of hanging with it", async () => {
    const sockets: Socket[] = [];
    const hang = createServer((socket) => void sockets.push(socket)); // accepts, never answers
    hang.listen(0, "127.0.0.1");
    await once(hang, "listening");
    cleanups.push(async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => hang.close(r));
    });
    const gateway = await startGateway(`http://127.0.0.1:${(hang.address() as AddressInfo).port}`, { BACKEND_TIMEOUT_MS: "300", SEARCH_INDEX: "false" });
    cleanups.push(() => gateway.close());
    const started = Date.now();
    const res = await graphql(gateway.url, `{ brands { name } }`);
    expect(res.errors?.[0]?.extensions?.code).toBe("BACKEND_TIMEOUT");
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
  });
});

describe("retries", () => {
  it("retries a GET once after a 503, so the query succeeds", async () => {
    const backend = await startTestBackend();
    cleanups.push(() => backend.close());
    const fault = await faultServer((n) => (n === 1 ? 503 : "pass"), { upstream: backend.url });
    const gateway = await gatewayFor(fault.url);
    const res = await graphql(gateway.url, PRODUCT);
    expect(res.errors).toBeUndefined();
    expect(res.data?.product).toEqual({ id: "1" });
    expect(fault.requests).toBe(2);
  });

  it("retries a GET once after the connection was reset", async () => {
    const backend = await startTestBackend();
    cleanups.push(() => backend.close());
    const fault = await faultServer((n) => (n === 1 ? "reset" : "pass"), { upstream: backend.url });
    const gateway = await gatewayFor(fault.url);
    const res = await graphql(gateway.url, PRODUCT);
    expect(res.errors).toBeUndefined();
    expect(res.data?.product).toEqual({ id: "1" });
    expect(fault.requests).toBe(2);
  });

  it("retries only once: a backend that keeps answering 503 gives BACKEND_UNAVAILABLE after two requests", async () => {
    const fault = await faultServer(() => 503);
    const gateway = await gatewayFor(fault.url);
    const res = await graphql(gateway.url, PRODUCT);
    expect(res.errors?.[0]?.extensions?.code).toBe("BACKEND_UNAVAILABLE");
    expect(fault.requests).toBe(2);
  });

  it("BACKEND_RETRIES=0 turns retries off", async () => {
    const fault = await faultServer(() => 503);
    const gateway = await gatewayFor(fault.url, { BACKEND_RETRIES: "0" });
    await graphql(gateway.url, PRODUCT);
    expect(fault.requests).toBe(1);
  });

  it("neither retries a 404 nor counts it against the backend", async () => {
    const fault = await faultServer(() => 404);
    const gateway = await gatewayFor(fault.url, { BACKEND_BREAKER_VOLUME: "4" });
    for (let i = 1; i <= 12; i++) {
      const res = await graphql(gateway.url, PRODUCT);
      expect(res.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
      expect(fault.requests).toBe(i);
    }
    // Still closed: the probe reaches the backend (whose 404 makes the gateway unready, but not its circuit open).
    expect(await readyz(gateway.url)).toMatchObject({ status: 503, body: { breaker: "closed" } });
    expect(fault.requests).toBe(13);
  });
});

describe("circuit breaker", () => {
  it("opens after repeated failures, then fails fast without touching the backend", async () => {
    // Four quick 500s open the circuit; after them the server would hang, so a query that still reached it
    // would take the whole 2 s timeout.
    const fault = await faultServer(() => 500, { delayMs: (n) => (n <= 4 ? 0 : 10_000) });
    const gateway = await gatewayFor(fault.url, {
      BACKEND_BREAKER_VOLUME: "4",
      BACKEND_BREAKER_RESET_MS: "30000",
      BACKEND_TIMEOUT_MS: "10000",
    });
    for (let i = 0; i < 4; i++) {
      expect((await graphql(gateway.url, PRODUCT)).errors?.[0]?.extensions?.code).toBe("BACKEND_UNAVAILABLE");
    }
    expect(fault.requests).toBe(4);

    const started = performance.now();
    const results = await Promise.all(Array.from({ length: 20 }, () => graphql(gateway.url, PRODUCT)));
    const elapsed = performance.now() - started;
    for (const res of results) {
      expect(res.errors?.[0]?.extensions?.code).toBe("BACKEND_UNAVAILABLE");
      expect(res.errors?.[0]?.message).toMatch(/temporarily unavailable/);
      expect(res.data).toEqual({ product: null });
    }
    expect(fault.requests).toBe(4);
    // No backend call (above) and far below one backend timeout: the breaker answers at once, however busy the machine.
    expect(elapsed).toBeLessThan(5000);

    const ready = await readyz(gateway.url);
    expect(ready).toMatchObject({ status: 503, body: { backend: "down", breaker: "open" } });
    expect(ready.body.latencyMs).toBeLessThan(50);
    expect(fault.requests).toBe(4);
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
  });

  it("opens when the backend stops, and closes by itself once it is back on the same port", async () => {
    const backend = await startTestBackend();
    const port = Number(new URL(backend.url).port);
    const gateway = await gatewayFor(backend.url, { BACKEND_BREAKER_VOLUME: "3", BACKEND_BREAKER_RESET_MS: "300" });
    expect((await graphql(gateway.url, PRODUCT)).errors).toBeUndefined();
    expect(await readyz(gateway.url)).toMatchObject({ status: 200, body: { backend: "up", breaker: "closed" } });

    await backend.close();
    for (let i = 0; i < 3; i++) {
      expect((await graphql(gateway.url, PRODUCT)).errors?.[0]?.extensions?.code).toBe("BACKEND_UNAVAILABLE");
    }
    expect(await readyz(gateway.url)).toMatchObject({ status: 503, body: { backend: "down", breaker: "open" } });

    await startBackendOn(port);
    const restartedAt = performance.now();
    // No shopper traffic needed: after the reset timeout the probe itself is the half-open trial call.
    let ready = await readyz(gateway.url);
    while (ready.status !== 200 && performance.now() - restartedAt < 5000) {
      await sleep(50);
      ready = await readyz(gateway.url);
    }
    expect(ready).toMatchObject({ status: 200, body: { backend: "up", breaker: "closed" } });
    expect(performance.now() - restartedAt).toBeLessThan(2000); // the 300 ms reset timeout, then one probe
    const res = await graphql(gateway.url, PRODUCT);
    expect(res.errors).toBeUndefined();
    expect(res.data?.product).toEqual({ id: "1" });
  });

  it("recovers through a shopper's query too: the first query after the reset timeout is the trial", async () => {
    let up = false;
    const backend = await startTestBackend();
    cleanups.push(() => backend.close());
    const fault = await faultServer(() => (up ? "pass" : "reset"), { upstream: backend.url });
    const gateway = await gatewayFor(fault.url, { BACKEND_BREAKER_VOLUME: "2", BACKEND_BREAKER_RESET_MS: "200" });
    for (let i = 0; i < 2; i++) await graphql(gateway.url, PRODUCT);
    const sent = fault.requests;
    expect((await graphql(gateway.url, PRODUCT)).errors?.[0]?.message).toMatch(/temporarily unavailable/);
    expect(fault.requests).toBe(sent);

    up = true;
    await sleep(300);
    const res = await graphql(gateway.url, PRODUCT);
    expect(res.errors).toBeUndefined();
    expect(fault.requests).toBe(sent + 1);
    expect(await readyz(gateway.url)).toMatchObject({ status: 200, body: { breaker: "closed" } });
  });
});

describe("an order stored whose answer was lost", () => {
  const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { ... on Order { number } ... on ErrorResult { __typename message fields { path message code } } } }`;
  const input = (key: string) => ({
    lines: [{ productId: "213", quantity: 1 }],
    contactEmail: "lost.answer@example.com",
    contactPhone: "+971501234567",
    shippingAddress: { address: { name: "Lost Answer", phone: "+971501234567", emirate: "DUBAI", area: "Marina", street: "Marina Walk", building: "Tower 1" } },
    paymentMethod: "BANK_TRANSFER",
    idempotencyKey: key,
  });

  it("is asked for again with the same key, so the shopper gets the order that was stored", async () => {
    const backend = await startTestBackend();
    cleanups.push(() => backend.close());
    let posts = 0;
    const fault = await faultServer((_n, req) => (req.method === "POST" && ++posts === 1 ? "lose-answer" : "pass"), { upstream: backend.url });
    const gateway = await gatewayFor(fault.url);
    const placed = await graphql(gateway.url, PLACE, { input: input("lost-answer-once") });
    expect(placed.errors).toBeUndefined();
    expect(posts).toBe(2);
    const again = await graphql(`${gateway.url}`, PLACE, { input: input("lost-answer-once") });
    expect(again.data).toEqual(placed.data); // one order: the retries were replays
  });

  it("says the order may have been placed and that retrying is safe when the answer never comes", async () => {
    const backend = await startTestBackend();
    cleanups.push(() => backend.close());
    let lose = true;
    const fault = await faultServer((_n, req) => (req.method === "POST" && lose ? "lose-answer" : "pass"), { upstream: backend.url });
    const gateway = await gatewayFor(fault.url);
    const lost = await graphql(gateway.url, PLACE, { input: input("lost-answer-twice") });
    expect(lost.errors?.[0]?.extensions?.code).toBe("BACKEND_UNAVAILABLE");
    expect(lost.errors?.[0]?.message).toBe(
      "Your order was sent, but the confirmation was lost on the way back, so it may have been placed. Placing it again is safe: the same checkout is never ordered twice.",
    );
    expect(lost.errors?.[0]?.message).not.toMatch(/unreachable/);
    lose = false;
    const retried = await graphql(gateway.url, PLACE, { input: input("lost-answer-twice") });
    expect(retried.data?.placeOrder?.number).toMatch(/^PAV-/);
  });
});
