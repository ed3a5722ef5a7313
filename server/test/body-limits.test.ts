import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startTestBackend, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";
import { rawPost } from "./support/raw-post.js";
import { FORM_BODY_MAX_BYTES } from "../src/http/body-limits.js";

// Every route that reads a body has a small limit, checked while the body streams in: the storefront's form posts
// (route actions), /graphql and anything else. Huge, chunked and lying bodies of each content type get a clean
// 413 or 415 (a page in the shopper's language for the storefront, the GraphQL error shape for /graphql), never a
// 500, and the gateway stops reading them.

const clientBuild = fileURLToPath(new URL("../../client/build/server/index.js", import.meta.url));
const MB = 1024 * 1024;
const FORM = { "content-type": "application/x-www-form-urlencoded" };

let backend: TestBackend;
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  if (!existsSync(clientBuild)) throw new Error(`${clientBuild} is missing: run "npm run build" first`);
  backend = await startTestBackend();
  gateway = await startGateway(backend.url, { STOREFRONT: "production" });
});
afterAll(async () => {
  await gateway?.close();
  await backend?.close();
});

function expectPage(answer: { status: number; headers: Record<string, unknown>; text: string }, status: number, lang: "en" | "ar", words: RegExp) {
  expect(answer.status, answer.text.slice(0, 200)).toBe(status);
  expect(answer.headers["content-type"]).toMatch(/^text\/html/);
  expect(answer.text).toContain(`<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}">`);
  expect(answer.text).toMatch(words);
}

describe("storefront form posts", () => {
  it("still reach the route action whole: a real add-to-cart and a sign-in with a wrong password", async () => {
    const cart = await fetch(`${gateway.url}/cart-actions`, {
      method: "POST",
      headers: FORM,
      body: new URLSearchParams({ intent: "cart-add", id: "3", quantity: "2", returnTo: "/shop" }),
      redirect: "manual",
    });
    expect(cart.status).toBe(303);
    expect(cart.headers.get("location")).toBe("/shop");
    expect(cart.headers.get("set-cookie")).toMatch(/^cart=.*%22id%22%3A%223%22/);
    // The largest real form, in Arabic and at every limit of the contact form, fits (a sign-in form stands in for
    // the route: its action reads every field and answers the refusal).
    const long = "ج".repeat(2000);
    const body = new URLSearchParams({ intent: "signin", identifier: "nobody@example.com", password: "wrong-password", padding: long });
    expect(body.toString().length).toBeLessThan(FORM_BODY_MAX_BYTES);
    const signIn = await fetch(`${gateway.url}/ar/account/login`, { method: "POST", headers: FORM, body, redirect: "manual" });
    expect(signIn.status).toBe(400);
    expect(await signIn.text()).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it("refuses 60 MB with an honest Content-Length at once, without reading it, in the page's language", async () => {
    const en = await rawPost(gateway.url, "/account/login", { headers: FORM, totalBytes: 60 * MB });
    expectPage(en, 413, "en", /too large/);
    expect(en.headers.connection).toBe("close");
    // The page's own policy lets its one stylesheet apply, by hash, and nothing else.
    const style = /<style>([\s\S]*?)<\/style>/.exec(en.text)![1]!;
    expect(en.headers["content-security-policy"]).toContain(`style-src 'sha256-${createHash("sha256").update(style).digest("base64")}'`);
    expect(en.written).toBeLessThan(16 * MB); // what the sockets' buffers took: the gateway read none of it
    const ar = await rawPost(gateway.url, "/ar/account/login", { headers: FORM, totalBytes: 60 * MB });
    expectPage(ar, 413, "ar", /حجم النموذج أكبر من المسموح/);
  });

  it("answers a client's refused bodies after a pause, so one looping on its sockets sends one a second", async () => {
    // A client of its own (X-Forwarded-For, trusted from loopback as from a proxy); the others above come from
    // this host and are answered at once.
    const client = { "x-forwarded-for": "203.0.113.77" };
    for (const [path, headers] of [
      ["/account/login", { ...FORM, ...client }],
      ["/graphql", { "content-type": "application/json", ...client }],
    ] as const) {
      const started = Date.now();
      const answer = await rawPost(gateway.url, path, { headers, totalBytes: 8 * MB });
      expect(answer.status).toBe(413);
      expect(Date.now() - started).toBeGreaterThanOrEqual(950);
      expect(answer.written).toBeLessThan(8 * MB); // still unread: the pause holds only the socket
    }
    const started = Date.now();
    const unsupported = await fetch(`${gateway.url}/account/login`, { method: "POST", headers: { "content-type": "text/plain", ...client }, body: "x" });
    expect(unsupported.status).toBe(415);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    await unsupported.text();
  });

  it("counts a chunked body (no Content-Length) as it arrives and stops reading it", async () => {
    const answer = await rawPost(gateway.url, "/cart-actions", { headers: FORM, totalBytes: 60 * MB, contentLength: "none" });
    expectPage(answer, 413, "en", /too large/);
    expect(answer.written).toBeLessThan(16 * MB);
    // Just under the limit, chunked, is a form like any other.
    const fits = await rawPost(gateway.url, "/cart-actions", {
      headers: FORM,
      prefix: "intent=cart-add&id=3&quantity=1&returnTo=%2Fshop&padding=",
      totalBytes: FORM_BODY_MAX_BYTES - 100,
      contentLength: "none",
    });
    expect(fits.status).toBe(303);
  });

  it("is not fooled by a Content-Length smaller than the body", async () => {
    // The server reads exactly the declared bytes as the body; what follows is not a body of this request.
    const answer = await rawPost(gateway.url, "/cart-actions", { headers: FORM, totalBytes: 8 * MB, contentLength: 20 });
    expect(answer.status).toBeLessThan(500);
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
  });

  it.each([
    ["application/json", '{"intent":"cart-add"}'],
    ["text/plain", "intent=cart-add"],
    ["multipart/form-data; boundary=xyz", '--xyz\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncart-'],
    ["application/octet-stream", "\u0000\u0001"],
  ])("answers %s with 415 and a page, never 500", async (type, body) => {
    const small = await fetch(`${gateway.url}/account/login`, { method: "POST", headers: { "content-type": type }, body });
    expectPage({ status: small.status, headers: Object.fromEntries(small.headers), text: await small.text() }, 415, "en", /could not be read/);
    const huge = await rawPost(gateway.url, "/ar/cart-actions", { headers: { "content-type": type }, totalBytes: 60 * MB, contentLength: "none" });
    expectPage(huge, 415, "ar", /تعذّرت قراءة النموذج/);
    expect(huge.written).toBeLessThan(16 * MB);
  });

  it("answers a post without a content type, or compressed, with 415", async () => {
    const none = await fetch(`${gateway.url}/account/login`, { method: "POST" });
    expect(none.status).toBe(415);
    const gz = await fetch(`${gateway.url}/account/login`, { method: "POST", headers: { ...FORM, "content-encoding": "gzip" }, body: "x" });
    expect(gz.status).toBe(415);
  });

  it("keeps answering other shoppers while 20 clients post 2 MB each", async () => {
    const posts = Array.from({ length: 20 }, (_, i) =>
      rawPost(gateway.url, "/account/login", { headers: FORM, totalBytes: 2 * MB, contentLength: i % 2 ? 2 * MB : "none" }),
    );
    const started = performance.now();
    const page = await fetch(`${gateway.url}/shop?q=workstation`);
    expect(page.status).toBe(200);
    await page.text();
    const pageMs = performance.now() - started;
    for (const answer of await Promise.all(posts)) expect(answer.status).toBe(413);
    expect(pageMs).toBeLessThan(3000);
  });
});

describe("/graphql", () => {
  const errorCode = (text: string) => (JSON.parse(text) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code;

  it("refuses a huge JSON body, honest or chunked, with 413 in the GraphQL error shape", async () => {
    const json = { "content-type": "application/json" };
    const honest = await rawPost(gateway.url, "/graphql", { headers: json, totalBytes: 60 * MB, prefix: '{"query":"' });
    expect(honest.status).toBe(413);
    expect(errorCode(honest.text)).toBe("PAYLOAD_TOO_LARGE");
    const chunked = await rawPost(gateway.url, "/graphql", { headers: json, totalBytes: 60 * MB, prefix: '{"query":"', contentLength: "none" });
    expect(chunked.status).toBe(413);
    expect(errorCode(chunked.text)).toBe("PAYLOAD_TOO_LARGE");
    expect(chunked.written).toBeLessThan(16 * MB);
  });

  it.each(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=xyz"])(
    "answers a huge %s body with a JSON 4xx, not a 500",
    async (type) => {
      const answer = await rawPost(gateway.url, "/graphql", { headers: { "content-type": type }, totalBytes: 60 * MB, contentLength: "none" });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(answer.headers.connection).toBe("close"); // the rest is never read off the socket
      expect(answer.written).toBeLessThan(16 * MB);
    },
  );
});
