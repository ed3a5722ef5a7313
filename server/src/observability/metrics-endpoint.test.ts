import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { GatewayMetrics } from "./metrics.js";
import { metricsServer } from "./metrics-endpoint.js";
import { bearerMatches } from "../http/bearer-secret.js";
import { backendRoute } from "./backend-metrics.js";

const TOKEN = "a-metrics-token-0123456789";
const metrics = new GatewayMetrics({ knownClients: ["storefront"] });
const servers: Server[] = [];

async function listen(token: string | undefined) {
  const server = metricsServer(metrics.registry, token).listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let open: string;
let guarded: string;
beforeAll(async () => {
  metrics.read({ eDocuments: async () => ({ outboxDepth: 3, failures: 2, accepted: 5, rejected: 1, retriesPending: 1 }) });
  open = await listen(undefined);
  guarded = await listen(TOKEN);
});
afterAll(() => servers.forEach((s) => s.close()));

describe("METRICS_PORT server", () => {
  it("serves /metrics only, in Prometheus's format", async () => {
    const res = await fetch(`${open}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain("# TYPE gateway_graphql_requests_total counter");
    expect(text).toContain("gateway_edocument_outbox_depth 3");
    expect(text).toContain("gateway_edocument_rejected_total 1");
    expect((await fetch(`${open}/`)).status).toBe(404);
    expect((await fetch(`${open}/graphql`)).status).toBe(404);
    expect((await fetch(`${open}/metrics`, { method: "POST" })).status).toBe(404);
  });

  it("with METRICS_TOKEN set, wants the token there too", async () => {
    expect((await fetch(`${guarded}/metrics`)).status).toBe(401);
    expect((await fetch(`${guarded}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await fetch(`${guarded}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });

  it("compares tokens whole", () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches("Bearer ", TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});

describe("backend route labels", () => {
  it.each([
    ["/products", "/products"],
    ["/products?slug=x&_limit=1", "/products"],
    ["/addresses/17", "/addresses/:id"],
    ["/orders/5f1b2c3d4e5f6a7b8c9d0e1f", "/orders/:id"],
    ["/users/me", "/users/me"],
    ["http://backend:1337/products/count?is_active=true", "/products/count"],
    [undefined, "/"],
  ])("%s -> %s", (url, route) => {
    expect(backendRoute(url)).toBe(route);
  });
});
