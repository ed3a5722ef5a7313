// OpenTelemetry traces (docs/operations.md, "Traces"): with OTEL_EXPORTER_OTLP_ENDPOINT set, one GraphQL request
// sends a request span, an operation span and a span per backend call, nested, in one trace, to an OTLP/HTTP
// collector (here a small local server reading the JSON bodies); an incoming `traceparent` is continued.
// Without it, tracing costs nothing: no OpenTelemetry module is even loaded (the mocks below only record loads).
import { createServer, type Server } from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";

const loaded = vi.hoisted(() => [] as string[]);
vi.mock("@opentelemetry/api", async (original) => (loaded.push("@opentelemetry/api"), original()));
vi.mock("@opentelemetry/sdk-trace-node", async (original) => (loaded.push("@opentelemetry/sdk-trace-node"), original()));
vi.mock("@opentelemetry/exporter-trace-otlp-http", async (original) => (loaded.push("@opentelemetry/exporter-trace-otlp-http"), original()));
vi.mock("../src/observability/otel-tracing.js", async (original) => (loaded.push("otel-tracing"), original()));

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
}

const spans: OtlpSpan[] = [];
const paths: string[] = [];
let collector: Server;
let collectorUrl: string;
let backend: Awaited<ReturnType<typeof startTestBackend>>;

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      paths.push(`${req.method} ${req.url} ${req.headers["content-type"]}`);
      const sent = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
      for (const resource of sent.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  collector.listen(0, "127.0.0.1");
  await once(collector, "listening");
  collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
  collector?.close();
});

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

// First: once loaded, a module stays loaded for the rest of the file.
describe("without OTEL_EXPORTER_OTLP_ENDPOINT", () => {
  it("loads no OpenTelemetry module, serving requests and calling the backend as usual", async () => {
    const gateway = await startGateway(backend.url);
    try {
      const res = await fetch(`${gateway.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: `{ trackOrder(number: "PAV-2026-999992", email: "nobody@example.com") { number } }` }),
      });
      expect(res.status).toBe(200);
      await res.json();
    } finally {
      await gateway.close();
    }
    expect(loaded).toEqual([]);
    expect(spans).toEqual([]);
  });
});

describe("with OTEL_EXPORTER_OTLP_ENDPOINT", () => {
  it("sends the request, GraphQL operation and backend call spans of one request, nested in one trace", async () => {
    const logLines: { msg: string; traceId?: string }[] = [];
    const log = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) logLines.push(JSON.parse(line) as { msg: string; traceId?: string });
        done();
      },
    });
    const gateway = await startGateway(
      backend.url,
      { OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl, OTEL_EXPORTER_OTLP_PROTOCOL: "http/json", LOG_LEVEL: "info" },
      { log },
    );
    const incomingTrace = "4bf92f3577b34da6a3ce929d0e0e4736";
    try {
      const res = await fetch(`${gateway.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", traceparent: `00-${incomingTrace}-00f067aa0ba902b7-01` },
        body: JSON.stringify({ query: `query TrackForTrace { trackOrder(number: "PAV-2026-999991", email: "nobody@example.com") { number } }` }),
      });
      expect(res.status).toBe(200);
      await res.json();
    } finally {
      // Closing flushes the spans still in the batch.
      await gateway.close();
    }
    expect(loaded).toEqual(expect.arrayContaining(["otel-tracing", "@opentelemetry/api", "@opentelemetry/sdk-trace-node"]));
    expect(paths[0]).toMatch(/^POST \/v1\/traces application\/json/);
    const request = spans.find((s) => s.name === "POST /graphql");
    const operation = spans.find((s) => s.name === "query TrackForTrace");
    const call = spans.find((s) => s.kind === 3 && attribute(s, "url.path") === "/orders/track");
    expect(request && operation && call).toBeTruthy();
    // One trace, the one the caller started, and nested: request > operation > backend call.
    expect(new Set([request!.traceId, operation!.traceId, call!.traceId])).toEqual(new Set([incomingTrace]));
    expect(request!.parentSpanId).toBe("00f067aa0ba902b7");
    expect(operation!.parentSpanId).toBe(request!.spanId);
    expect(call!.parentSpanId).toBe(operation!.spanId);
    expect(attribute(request!, "http.response.status_code")).toBe(200);
    expect(attribute(operation!, "graphql.operation.name")).toBe("TrackForTrace");
    expect(attribute(call!, "http.response.status_code")).toBe(404);
    expect(call!.name).toMatch(/^(GET|POST) \/orders\/track$/);
    // The request's log lines name its trace.
    expect(logLines.filter((l) => l.msg === "request" || l.msg === "backend call refused").map((l) => l.traceId)).toEqual([incomingTrace, incomingTrace]);
  });

  it("gives a server-rendered page one trace: its request span and, under it, a span per GraphQL operation the page ran", async () => {
    const gateway = await startGateway(backend.url, { OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl, STOREFRONT: "production" });
    try {
      const res = await fetch(`${gateway.url}/category/workstations`);
      expect(res.status).toBe(200);
      await res.text();
    } finally {
      await gateway.close();
    }
    const page = spans.find((s) => s.kind === 2 && attribute(s, "url.path") === "/category/workstations");
    expect(page?.name).toBe("GET");
    const ofPage = spans.filter((s) => s.traceId === page!.traceId);
    const operations = ofPage.filter((s) => attribute(s, "graphql.operation.name") !== undefined);
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.every((s) => s.parentSpanId === page!.spanId && /^query \w+$/.test(s.name))).toBe(true);
    // Backend calls (those the caches did not answer) sit under the operation that made them.
    const operationIds = new Set(operations.map((s) => s.spanId));
    expect(ofPage.filter((s) => s.kind === 3).length).toBeGreaterThan(0); // a fresh gateway reads the taxonomy
    expect(ofPage.filter((s) => s.kind === 3).every((s) => operationIds.has(s.parentSpanId ?? ""))).toBe(true);
  });
});
