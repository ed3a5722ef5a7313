// Sign-in attempts are counted across gateway instances through Redis (REDIS_URL): a guesser spreading attempts
// over two instances gets no more than from one; while Redis is down each instance still counts on its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";
import { startRedis, type TestRedis } from "./support/redis.js";

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let redis: TestRedis;
let one: Awaited<ReturnType<typeof startGateway>>;
let two: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  backend = await startTestBackend();
  redis = await startRedis();
  const env = { REDIS_URL: redis.url, AUTH_RATE_LIMIT_POINTS: "3", AUTH_RATE_LIMIT_WINDOW_SECONDS: "60" };
  [one, two] = await Promise.all([startGateway(backend.url, env), startGateway(backend.url, env)]);
});
afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
  await redis?.kill();
  await backend?.close();
});

async function signIn(url: string, ip: string): Promise<string | undefined> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({
      query: `mutation { login(identifier: "john.doe@example.com", password: "wrong-Passw0rd") { ... on AuthPayload { token } ... on SignInRefused { code } ... on ErrorResult { __typename message fields { path message code } } } }`,
    }),
  });
  const body = (await res.json()) as { errors?: { extensions?: { code?: string; fields?: { code: string }[] } }[] };
  return body.errors?.[0]?.extensions?.code;
}

describe("sign-in limits behind several gateway instances", () => {
  it("counts one shopper's attempts on every instance together, and other shoppers apart", async () => {
    const codes = [await signIn(one.url, "198.51.100.1"), await signIn(two.url, "198.51.100.1"), await signIn(one.url, "198.51.100.1")];
    expect(codes).not.toContain("RATE_LIMITED");
    expect(await signIn(two.url, "198.51.100.1")).toBe("RATE_LIMITED");
    expect(await signIn(one.url, "198.51.100.1")).toBe("RATE_LIMITED");
    expect(await signIn(two.url, "198.51.100.2")).not.toBe("RATE_LIMITED");
  });

  it("keeps limiting in each instance's memory while Redis is down", async () => {
    await redis.kill();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 4; i += 1) codes.push(await signIn(one.url, "198.51.100.3"));
    expect(codes.slice(0, 3)).not.toContain("RATE_LIMITED");
    expect(codes[3]).toBe("RATE_LIMITED");
  });
});
