import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { networkInterfaces } from "node:os";
import { startTestBackend, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startCountingProxy } from "./support/counting-proxy.js";
import { startGateway } from "./support/gateway.js";
import { codeOf, freshIp, gql } from "./support/graphql-client.js";

// Which address the attempt limits count: X-Forwarded-For only from the peers TRUST_PROXY names. A gateway reached
// over this machine's own non-loopback address sees a peer that is not loopback, as behind a load balancer.

const LOGIN = `mutation { login(identifier: "john.doe@example.com", password: "wrong-pass1") { ... on AuthPayload { token } ... on SignInRefused { code } ... on ErrorResult { __typename message fields { path message code } } } }`;
const LIMITS = { AUTH_RATE_LIMIT_POINTS: "2", AUTH_RATE_LIMIT_WINDOW_SECONDS: "60" };
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((nic) => nic && nic.family === "IPv4" && !nic.internal)?.address;

type Gateway = Awaited<ReturnType<typeof startGateway>>;
let backend: TestBackend;
let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
let untrusting: Gateway;
let trusting: Gateway;
let hops: Gateway;
const overLan = (gateway: Gateway) => gateway.url.replace("127.0.0.1", lanAddress ?? "127.0.0.1");

beforeAll(async () => {
  backend = await startTestBackend();
  proxy = await startCountingProxy(backend.url);
  [untrusting, trusting, hops] = await Promise.all([
    startGateway(proxy.url, LIMITS, { host: "0.0.0.0" }),
    startGateway(proxy.url, { ...LIMITS, TRUST_PROXY: `10.0.0.0/8,${lanAddress ?? "127.0.0.1"}` }, { host: "0.0.0.0" }),
    startGateway(proxy.url, { ...LIMITS, TRUST_PROXY: "1" }, { host: "0.0.0.0" }),
  ]);
});
afterAll(async () => {
  await Promise.all([untrusting?.close(), trusting?.close(), hops?.close()]);
  await proxy?.close();
  await backend?.close();
});

describe.skipIf(!lanAddress)("TRUST_PROXY", () => {
  it("by default, ignores X-Forwarded-For from a peer that is not loopback: a spoofed header does not buy more attempts", async () => {
    const url = overLan(untrusting);
    for (let i = 0; i < 2; i++) expect(codeOf(await gql(url, LOGIN, {}, { ip: freshIp() }))).not.toBe("RATE_LIMITED");
    expect(codeOf(await gql(url, LOGIN, {}, { ip: freshIp() }))).toBe("RATE_LIMITED");
  });

  it.each([
    ["the proxy's addresses", () => trusting],
    ["a hop count", () => hops],
  ])("trusting %s, gives each shopper behind it a budget of their own", async (_how, gateway) => {
    const url = overLan(gateway());
    const [one, two] = [freshIp(), freshIp()];
    for (let i = 0; i < 2; i++) expect(codeOf(await gql(url, LOGIN, {}, { ip: one }))).not.toBe("RATE_LIMITED");
    expect(codeOf(await gql(url, LOGIN, {}, { ip: one }))).toBe("RATE_LIMITED");
    expect(codeOf(await gql(url, LOGIN, {}, { ip: two }))).not.toBe("RATE_LIMITED");
  });
});

describe("backend calls", () => {
  it("tell the backend the shopper's address in X-Forwarded-For", async () => {
    const ip = freshIp();
    proxy.reset();
    await gql(hops.url, LOGIN, {}, { ip });
    await gql(hops.url, `{ trackOrder(number: "PAV-2026-000000", email: "nobody@example.com") { number } }`, {}, { ip });
    const calls = proxy.requests.map((request, i) => [request.split("?")[0], proxy.forwardedFor[i]]);
    expect(calls).toEqual([
      ["POST /auth/local", ip],
      ["GET /orders/track", ip],
    ]);
  });
});
