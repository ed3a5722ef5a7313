// A backend without the shop's account routes (a stock Strapi v3 without the strapi/ extension answers 404 for
// them): the shopper reads that the feature is unavailable, not "try again in a minute"; the operator finds each
// failed call in the log at warn, with the request id, the backend route and its status; /readyz lists what the
// backend offers.
import { createServer, request } from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";

const MISSING = /^\/(addresses|orders)(\/|\?|$)|^\/auth\/change-password/;

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let stock: { url: string; close(): Promise<void> };
let gateway: Awaited<ReturnType<typeof startGateway>>;
let complete: Awaited<ReturnType<typeof startGateway>>;
const logLines: string[] = [];

/** The stand-in with the extension's routes taken away: 404 "Not Found" for them, as Strapi answers an unknown route. */
async function withoutExtension(upstream: string) {
  const server = createServer((req, res) => {
    if (MISSING.test(req.url ?? "")) return void res.writeHead(404, { "content-type": "text/plain" }).end("Not Found");
    const up = request(new URL(req.url ?? "/", upstream), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    up.on("error", () => req.socket.destroy());
    req.pipe(up);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  backend = await startTestBackend();
  stock = await withoutExtension(backend.url);
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  [gateway, complete] = await Promise.all([startGateway(stock.url, { LOG_LEVEL: "warn" }, { log: sink }), startGateway(backend.url)]);
});
afterAll(async () => {
  await Promise.all([gateway?.close(), complete?.close()]);
  await stock?.close();
  await backend?.close();
});

async function gql(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return {
    requestId: res.headers.get("x-request-id"),
    body: (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

describe("a backend without the shop's account routes", () => {
  it("says the feature is unavailable, and logs the failed call with the request id, route and status", async () => {
    const login = await gql(
      gateway.url,
      `mutation { login(identifier: "john.doe@example.com", password: "Passw0rd!john") { ... on AuthPayload { token } ... on SignInRefused { code } ... on ErrorResult { __typename message fields { path message code } } } }`,
    );
    const token = login.body.data.login.token as string;
    const res = await gql(gateway.url, `{ myAddresses { id } }`, {}, token);
    expect(res.body.errors?.[0]?.extensions?.code).toBe("FEATURE_UNAVAILABLE");
    const orders = await gql(gateway.url, `{ myOrders(first: 5) { totalCount } }`, {}, token);
    expect(orders.body.errors?.[0]?.extensions?.code).toBe("FEATURE_UNAVAILABLE");
    const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.msg === "backend call failed");
    expect(logged).toContainEqual(expect.objectContaining({ level: "warn", reqId: res.requestId, route: "GET /addresses", status: 404 }));
    // An item that is simply not there stays NOT_FOUND on a complete backend.
    const other = await gql(
      complete.url,
      `mutation { login(identifier: "john.doe@example.com", password: "Passw0rd!john") { ... on AuthPayload { token } ... on SignInRefused { code } ... on ErrorResult { __typename message fields { path message code } } } }`,
    );
    const missing = await gql(complete.url, `mutation { deleteAddress(id: "999999") }`, {}, other.body.data.login.token);
    expect(missing.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("/readyz lists the capabilities the backend has", async () => {
    const without = await (await fetch(`${gateway.url}/readyz`)).json();
    expect(without).toMatchObject({ status: "ready", capabilities: { addresses: false, orders: false, orderTracking: false, changePassword: false } });
    const withAll = await (await fetch(`${complete.url}/readyz`)).json();
    expect(withAll).toMatchObject({ status: "ready", capabilities: { addresses: true, orders: true, orderTracking: true, changePassword: true } });
  });
});
