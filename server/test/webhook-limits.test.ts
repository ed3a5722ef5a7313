import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import { startTestBackend, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";
import { rawPost } from "./support/raw-post.js";
import { WEBHOOK_BODY_MAX_BYTES } from "../src/http/body-limits.js";

// The Strapi webhook route is public (anyone can post to it): without the shared secret it does no work at all,
// not even reading the body; with it, the body is capped on the wire and again once inflated.

const SECRET = "test-webhook-secret-0123456789";
const MB = 1024 * 1024;
let backend: TestBackend;
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  backend = await startTestBackend();
  gateway = await startGateway(backend.url, { STRAPI_WEBHOOK_SECRET: SECRET });
});
afterAll(async () => {
  await gateway?.close();
  await backend?.close();
});

// 64 MB of JSON-looking spaces squeezed into about 64 KB of gzip.
const BOMB = gzipSync(
  Buffer.concat([Buffer.from('{"event":"entry.update","model":"product","entry":{"id":1},"pad":"'), Buffer.alloc(64 * MB, " "), Buffer.from('"}')]),
  {
    level: 9,
  },
);

const post = (body: Buffer | string, headers: Record<string, string>) =>
  fetch(`${gateway.url}/webhooks/strapi`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

describe("the Strapi webhook's body", () => {
  it("is not inflated without the secret: 20 gzip bombs at once are refused 401 in milliseconds", async () => {
    expect(BOMB.length).toBeLessThan(WEBHOOK_BODY_MAX_BYTES);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(BOMB, { "content-encoding": "gzip", ...(i % 2 ? { authorization: "Bearer wrong" } : {}) })),
    );
    const ms = performance.now() - started;
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(401));
    // Parsing before checking the secret, 20 of them took 0.8 s here (each inflated to the old 2 MB limit).
    expect(ms).toBeLessThan(500);
  });

  it("is not read without the secret, however large", async () => {
    const answer = await rawPost(gateway.url, "/webhooks/strapi", {
      headers: { "content-type": "application/json" },
      totalBytes: 60 * MB,
      contentLength: "none",
    });
    expect(answer.status).toBe(401);
    expect(answer.written).toBeLessThan(16 * MB);
  });

  it("answers a client of its own without the secret after a pause (one a second per socket), unread", async () => {
    const started = performance.now();
    const answer = await post(BOMB, { "content-encoding": "gzip", authorization: "Bearer wrong", "x-forwarded-for": "203.0.113.78" });
    expect(answer.status).toBe(401);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    await answer.text();
  });

  it("with the secret, is refused 413 once inflated past the cap, without inflating the rest", async () => {
    const started = performance.now();
    const res = await post(BOMB, { "content-encoding": "gzip", authorization: `Bearer ${SECRET}` });
    expect(res.status).toBe(413);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("with the secret, is refused 413 past the cap on the wire (compressed or chunked)", async () => {
    const incompressible = randomBytes(WEBHOOK_BODY_MAX_BYTES + 1);
    expect((await post(incompressible, { "content-encoding": "gzip", authorization: `Bearer ${SECRET}` })).status).toBe(413);
    const chunked = await rawPost(gateway.url, "/webhooks/strapi", {
      headers: { "content-type": "application/json", authorization: `Bearer ${SECRET}` },
      totalBytes: 60 * MB,
      contentLength: "none",
    });
    expect(chunked.status).toBe(413);
    expect(chunked.written).toBeLessThan(16 * MB);
  });

  it("with the secret, still applies a real webhook, plain or gzip", async () => {
    const webhook = JSON.stringify({ event: "entry.create", model: "order", entry: { id: 1 } });
    const auth = { authorization: `Bearer ${SECRET}` };
    expect((await post(webhook, auth)).status).toBe(202);
    expect((await post(gzipSync(webhook), { ...auth, "content-encoding": "gzip" })).status).toBe(202);
    expect((await post("not json", auth)).status).toBe(400);
    expect((await post("not gzip", { ...auth, "content-encoding": "gzip" })).status).toBe(400);
    expect((await post(webhook, { ...auth, "content-encoding": "zstd-or-whatever" })).status).toBe(415);
    expect((await fetch(`${gateway.url}/webhooks/strapi`, { method: "POST", headers: { ...auth, "content-type": "text/plain" }, body: webhook })).status).toBe(
      415,
    );
  });
});
