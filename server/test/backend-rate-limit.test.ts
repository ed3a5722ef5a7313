import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBackend, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startFaultServer, type Answer } from "./support/fault-server.js";
import { startGateway } from "./support/gateway.js";
import { freshIp } from "./support/graphql-client.js";

// The hosted Strapi limits sign-ins, order tracking and orders per address itself (users-permissions' ratelimit,
// koa2-ratelimit: 429 with a Boom body, and Retry-After). The shopper must learn how long to wait: the gateway
// answers RATE_LIMITED with HTTP 429, a Retry-After header and `extensions.retryAfterSeconds`.

const TOO_MANY = { statusCode: 429, error: "Too Many Requests", message: "Too many requests, please try again later." };
let backend: TestBackend;
let answer: Answer;
let fault: Awaited<ReturnType<typeof startFaultServer>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  backend = await startTestBackend();
  fault = await startFaultServer({ upstream: backend.url, plan: (_n, req) => (req.method === "POST" && req.path === "/auth/local" ? answer : "pass") });
  gateway = await startGateway(fault.url, { STOREFRONT: "production" });
});
afterAll(async () => {
  await gateway?.close();
  await fault?.close();
  await backend?.close();
});

const LOGIN = `mutation { login(identifier: "john.doe@example.com", password: "Passw0rd!john") { ... on AuthPayload { token } ... on SignInRefused { code } } }`;

async function signIn() {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
    body: JSON.stringify({ query: LOGIN }),
  });
  const body = (await res.json()) as { errors?: { message: string; extensions?: Record<string, unknown> }[] };
  return { status: res.status, retryAfter: res.headers.get("retry-after"), error: body.errors?.[0] };
}

describe("a rate limit answered by the backend", () => {
  it("reaches the shopper as 429 RATE_LIMITED with the backend's Retry-After in seconds", async () => {
    answer = { status: 429, headers: { "retry-after": "42" }, body: TOO_MANY };
    const { status, retryAfter, error } = await signIn();
    expect(status).toBe(429);
    expect(retryAfter).toBe("42");
    expect(error?.extensions).toMatchObject({ code: "RATE_LIMITED", retryAfterSeconds: 42 });
    expect(error?.message).toMatch(/42 seconds/);
    expect(error?.extensions).not.toHaveProperty("http");
  });

  it("reads a Retry-After given as a date", async () => {
    answer = { status: 429, headers: { "retry-after": new Date(Date.now() + 120_000).toUTCString() }, body: TOO_MANY };
    const { status, error } = await signIn();
    expect(status).toBe(429);
    expect(error?.extensions?.retryAfterSeconds).toBeGreaterThanOrEqual(115);
    expect(error?.extensions?.retryAfterSeconds).toBeLessThanOrEqual(121);
  });

  it("says a minute when the backend gives no wait (a Boom body only)", async () => {
    answer = { status: 429, body: TOO_MANY };
    const { status, retryAfter, error } = await signIn();
    expect(status).toBe(429);
    expect(retryAfter).toBe("60");
    expect(error?.extensions).toMatchObject({ code: "RATE_LIMITED", retryAfterSeconds: 60 });
  });

  it("tells the shopper on the sign-in page (no JavaScript) how long to wait, in their language", async () => {
    answer = { status: 429, headers: { "retry-after": "180" }, body: TOO_MANY };
    const form = new URLSearchParams({ intent: "signin", identifier: "john.doe@example.com", password: "Passw0rd!john" });
    const post = (path: string) =>
      fetch(`${gateway.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": freshIp() },
        body: form,
      });
    expect(await (await post("/account/login")).text()).toContain("Too many attempts. Please try again in 3 minutes.");
    const arabic = await (await post("/ar/account/login")).text();
    expect(arabic).toMatch(/<html lang="ar" dir="rtl">/);
    expect(arabic).toContain("محاولات كثيرة جدًا. يُرجى المحاولة مجددًا بعد 3 دقائق.");
  });

  it("is not counted as the backend failing (the circuit stays closed)", async () => {
    answer = { status: 429, headers: { "retry-after": "5" }, body: TOO_MANY };
    for (let i = 0; i < 12; i++) expect((await signIn()).status).toBe(429);
    const res = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ brands { name } }" }),
    });
    expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
  });
});
