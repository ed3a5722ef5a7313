import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Writable } from "node:stream";
import { startTestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { PUBLIC_ORIGIN, startGateway } from "./support/gateway.js";
import { parsePrometheus, sumOf, valueOf, type Sample } from "./support/prometheus-text.js";
import { startRedis } from "./support/redis.js";

// /metrics seen from outside: the real gateway with the built storefront over the stand-in, GraphQL and page
// requests from named channels, then a scrape parsed strictly. Every series docs/operations/metrics.md names must be
// there with its labels, and the counts must move with the requests. Channel budgets: a named channel's own, and
// the default one that unknown names share with browsers.

const TOKEN = "metrics-test-token-0123456789";
const clientBuild = fileURLToPath(new URL("../../client/build/server/index.js", import.meta.url));
const metricsDoc = fileURLToPath(new URL("../../docs/operations/metrics.md", import.meta.url));

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  if (!existsSync(clientBuild)) throw new Error(`${clientBuild} is missing: run "npm run build" first`);
  backend = await startTestBackend();
  const log = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  gateway = await startGateway(
    backend.url,
    { STOREFRONT: "production", METRICS_TOKEN: TOKEN, CLIENT_RATE_BUDGETS: "kiosk:3", CLIENT_RATE_BUDGET_DEFAULT: "5", LOG_LEVEL: "info" },
    { log },
  );
});
afterAll(async () => {
  await gateway?.close();
  await backend?.close();
});

async function scrape(url = gateway.url, token = TOKEN): Promise<Sample[]> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheus(await res.text()).samples;
}

async function graphql(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] } };
}

const PROBE = { query: "query MetricsProbe { products(first: 3) { nodes { id } } }", operationName: "MetricsProbe" };
const IOS = { "apollographql-client-name": "ios-app", "apollographql-client-version": "2.3.1" };

describe("/metrics", () => {
  it("answers only with the token: 401 without it or with another, 404 on a gateway with no token and no port", async () => {
    expect((await fetch(`${gateway.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${gateway.url}/metrics`, { headers: { authorization: "Bearer not-the-token-at-all" } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toMatch(/^Bearer/);
    const open = await startGateway(backend.url, { SEARCH_INDEX: "false" });
    try {
      expect((await fetch(`${open.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${open.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      await open.close();
    }
  });

  it("counts GraphQL operations per name, client and outcome, with their latency", async () => {
    const before = await scrape();
    const labels = { operation: "MetricsProbe", via: "http", client: "ios-app", outcome: "ok" };
    const was = valueOf(before, "gateway_graphql_requests_total", labels) ?? 0;
    for (let i = 0; i < 3; i++) expect((await graphql(PROBE, IOS)).status).toBe(200);
    // A refused operation is the client's error, not the shop's.
    expect((await graphql({ query: "query Broken { nope }" }, IOS)).status).toBe(400);
    const after = await scrape();
    expect(valueOf(after, "gateway_graphql_requests_total", labels)).toBe(was + 3);
    expect(valueOf(after, "gateway_graphql_requests_total", { operation: "Broken", via: "http", client: "ios-app", outcome: "client_error" })).toBe(1);
    expect(valueOf(after, "gateway_graphql_request_duration_seconds_count", { operation: "MetricsProbe", via: "http" })).toBeGreaterThanOrEqual(was + 3);
    expect(valueOf(after, "gateway_client_requests_total", { client: "ios-app", version: "2.3.1", kind: "graphql" })).toBeGreaterThanOrEqual(4);
    // The micro-cache answered the repeats: counted as requests, and as hits of its layer.
    expect(valueOf(after, "gateway_cache_lookups_total", { layer: "graphql_micro", result: "hit" })).toBeGreaterThanOrEqual(2);
    // ...and the answer it stored counts against its bound.
    expect(valueOf(after, "gateway_cache_bytes", { layer: "graphql_micro" })).toBeGreaterThan(0);
    expect(valueOf(after, "gateway_backend_requests_total", { method: "GET", route: "/products", status: "200" })).toBeGreaterThan(0);
    expect(valueOf(after, "gateway_backend_circuit_state", { state: "closed" })).toBe(1);
    expect(valueOf(after, "gateway_backend_circuit_state", { state: "open" })).toBe(0);
  });

  it("tells channels apart: a named client, the storefront's own calls, and unknown ones; names are sanitised", async () => {
    await graphql(PROBE, { origin: PUBLIC_ORIGIN });
    await graphql(PROBE);
    await graphql(PROBE, { "apollographql-client-name": "Partner App <script>" + "x".repeat(100) });
    const samples = await scrape();
    expect(valueOf(samples, "gateway_client_requests_total", { client: "storefront", kind: "graphql" })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, "gateway_client_requests_total", { client: "unknown", version: "unknown", kind: "graphql" })).toBeGreaterThanOrEqual(1);
    const partner = samples.find((s) => s.name === "gateway_client_requests_total" && s.labels.client?.startsWith("partner_app"));
    expect(partner?.labels.client).toBe(`partner_app__script_${"x".repeat(20)}`);
    // ...and the name is on the request's log lines.
    expect(logLines.some((line) => line.client === "ios-app" && line.clientVersion === "2.3.1")).toBe(true);
  });

  it("times pages per route pattern (never the raw URL), with the operations they run in process", async () => {
    const [product] = (await (await fetch(`${backend.url}/products?is_active=true&_limit=1`)).json()) as { product_slug: string }[];
    for (const path of ["/", `/product/${product!.product_slug}`, "/shop?sort=newest", "/ar/shop", "/no-such-page"]) {
      await (await fetch(`${gateway.url}${path}`)).text();
    }
    const samples = await scrape();
    const page = (route: string, status = "200") => valueOf(samples, "gateway_page_requests_total", { route, type: "document", client: "storefront", status });
    expect(page("/")).toBeGreaterThanOrEqual(1);
    expect(page("/product/:slug")).toBe(1);
    expect(page("/shop")).toBe(2);
    expect(page("*", "404")).toBe(1);
    expect(samples.some((s) => s.name === "gateway_page_requests_total" && s.labels.route?.includes(product!.product_slug))).toBe(false);
    expect(valueOf(samples, "gateway_page_request_duration_seconds_count", { route: "/shop", type: "document" })).toBe(2);
    expect(sumOf(samples, "gateway_graphql_requests_total", { via: "ssr", client: "storefront" })).toBeGreaterThan(0);
    expect(valueOf(samples, "gateway_client_requests_total", { client: "storefront", kind: "page" })).toBeGreaterThanOrEqual(5);
    // The anonymous pages were stored, and the in-process response cache (no Redis here) holds their queries.
    expect(valueOf(samples, "gateway_cache_bytes", { layer: "page_micro" })).toBeGreaterThan(0);
    expect(valueOf(samples, "gateway_cache_bytes", { layer: "response" })).toBeGreaterThan(0);
    // Static files are not pages.
    expect(samples.some((s) => s.name === "gateway_page_requests_total" && /\.(js|css|ico)$/.test(s.labels.route ?? ""))).toBe(false);
  });

  it("reports the search index, the outboxes and the process", async () => {
    const samples = await scrape();
    expect(valueOf(samples, "gateway_search_index_products")).toBeGreaterThan(0);
    expect(valueOf(samples, "gateway_search_index_age_seconds")).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, "gateway_mail_outbox_pending")).toBe(0);
    expect(valueOf(samples, "gateway_mail_send_failures_total")).toBe(0);
    expect(valueOf(samples, "process_resident_memory_bytes")).toBeGreaterThan(10 * 1024 * 1024);
    expect(valueOf(samples, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    expect(valueOf(samples, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
  });
});

describe("channel budgets", () => {
  const from = (address: string, headers: Record<string, string> = {}) => ({ "x-forwarded-for": address, ...headers });

  it("a named channel has its own budget per address: 3 a minute for the kiosk, then 429 with Retry-After", async () => {
    const kiosk = from("203.0.113.7", { "apollographql-client-name": "kiosk" });
    for (let i = 0; i < 3; i++) expect((await graphql(PROBE, kiosk)).status).toBe(200);
    const refused = await graphql(PROBE, kiosk);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    // Another address is another budget; the same address as a browser still has the default one.
    expect((await graphql(PROBE, from("203.0.113.9", { "apollographql-client-name": "kiosk" }))).status).toBe(200);
    expect((await graphql(PROBE, from("203.0.113.7"))).status).toBe(200);
    const samples = await scrape();
    expect(valueOf(samples, "gateway_client_budget_refusals_total", { client: "kiosk" })).toBe(1);
    // Refused before its body is read: the operation is not known.
    expect(valueOf(samples, "gateway_graphql_requests_total", { operation: "unknown", via: "http", client: "kiosk", outcome: "client_error" })).toBe(1);
  });

  it("an unknown client never gets more than a browser: made-up names share the address's default budget of 5", async () => {
    const address = "203.0.113.8";
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await graphql(PROBE, from(address, { "apollographql-client-name": `made-up-${i}` }))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect((await graphql(PROBE, from(address, { "apollographql-client-name": "made-up-new" }))).status).toBe(429);
    expect((await graphql(PROBE, from(address))).status).toBe(429);
    expect((await graphql(PROBE, from(address, { origin: PUBLIC_ORIGIN }))).status).toBe(429);
    // This host (no X-Forwarded-For) stands for many shoppers behind a local proxy: not limited.
    for (let i = 0; i < 7; i++) expect((await graphql(PROBE)).status).toBe(200);
  });
});

describe("channel budgets across instances", () => {
  it("are counted in Redis: two gateways on one Redis share a channel's budget per address", async () => {
    const redis = await startRedis();
    const env = { REDIS_URL: redis.url, SEARCH_INDEX: "false", CLIENT_RATE_BUDGETS: "kiosk:4" };
    const [one, two] = [await startGateway(backend.url, env), await startGateway(backend.url, env)];
    try {
      const kiosk = { "content-type": "application/json", "x-forwarded-for": "203.0.113.20", "apollographql-client-name": "kiosk" };
      const post = (url: string) => fetch(`${url}/graphql`, { method: "POST", headers: kiosk, body: JSON.stringify(PROBE) }).then((res) => res.status);
      const statuses = [await post(one.url), await post(two.url), await post(one.url), await post(two.url), await post(one.url), await post(two.url)];
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await one.close();
      await two.close();
      await redis.kill();
    }
  });
});

describe("docs/operations/metrics.md", () => {
  it("names only series the gateway exports, with the labels it lists", async () => {
    const doc = readFileSync(metricsDoc, "utf8");
    const rows = [...doc.matchAll(/^\| `([a-z0-9_:]+)`\s*\| (\w+)\s*\| ([^|]*)\|/gm)].map((m) => ({
      name: m[1]!,
      type: m[2]!,
      labels: [...m[3]!.matchAll(/`([a-z_]+)`/g)].map((l) => l[1]!),
    }));
    expect(rows.length).toBeGreaterThan(25);
    const res = await fetch(`${gateway.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const { samples, types } = parsePrometheus(await res.text());
    // A labelled counter has no sample before its first count: the breaker has not changed state in this test.
    const notYetCounted = new Set(["gateway_backend_circuit_transitions_total"]);
    for (const row of rows) {
      expect(types.get(row.name.replace(/_total$/, "")) ?? types.get(row.name), row.name).toBe(row.type);
      if (notYetCounted.has(row.name)) continue;
      const sample = samples.find((s) => s.name === row.name || s.name === `${row.name}_count`);
      expect(sample, row.name).toBeDefined();
      expect(
        Object.keys(sample!.labels)
          .filter((l) => l !== "le")
          .sort(),
        row.name,
      ).toEqual([...row.labels].sort());
    }
  });
});
