import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { chromium, type Browser } from "playwright-core";
import { startTestBackend, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { chromiumPath } from "../../client/e2e/support/chromium.js";
import { startGateway } from "./support/gateway.js";
import { codeOf, freshIp, gql } from "./support/graphql-client.js";

// The defences around the token in localStorage: security headers and a nonce-based CSP on every page, a script
// in a product description that never runs (in a real Chromium), sign-in attempts limited per client address,
// and passwords that never reach a log.

const clientBuild = fileURLToPath(new URL("../../client/build/server/index.js", import.meta.url));
const CANARY_PASSWORD = "Canary-Pa55word-7f3a";
const ATTACK = [
  "Great workstation.",
  "",
  "<script>window.__pwned = 'script'</script>",
  "<img src=x onerror=\"window.__pwned='onerror'\">",
  "[click me](javascript:window.__pwned='link')",
  "<iframe src=\"javascript:parent.__pwned='iframe'\"></iframe>",
].join("\n");

let backend: TestBackend;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let limited: Awaited<ReturnType<typeof startGateway>>;
let logged: Awaited<ReturnType<typeof startGateway>>;
const logLines: string[] = [];
let slug: string;

beforeAll(async () => {
  if (!existsSync(clientBuild)) throw new Error(`${clientBuild} is missing: run "npm run build" first`);
  backend = await startTestBackend();
  // A catalogue editor (or an attacker with editor access) writes a script into a product description.
  const db = new Database(backend.dbPath);
  const row = db.prepare("SELECT id, product_slug FROM products WHERE is_active = 1 ORDER BY id LIMIT 1").get() as { id: number; product_slug: string };
  db.prepare("UPDATE products SET description = ? WHERE id = ?").run(ATTACK, row.id);
  db.close();
  slug = row.product_slug;
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  [gateway, limited, logged] = await Promise.all([
    startGateway(backend.url, { STOREFRONT: "production" }),
    startGateway(backend.url, { AUTH_RATE_LIMIT_POINTS: "3", AUTH_RATE_LIMIT_WINDOW_SECONDS: "60" }),
    startGateway(backend.url, { LOG_LEVEL: "trace", NODE_ENV: "production" }, { log: sink }),
  ]);
});
afterAll(async () => {
  await Promise.all([gateway?.close(), limited?.close(), logged?.close()]);
  await backend?.close();
});

const cspOf = (res: Response) => res.headers.get("content-security-policy") ?? "";

describe("security headers", () => {
  it("sends helmet's headers and a strict CSP with a fresh nonce that every inline script carries", async () => {
    const [one, two] = await Promise.all([fetch(`${gateway.url}/product/${slug}`), fetch(`${gateway.url}/product/${slug}`)]);
    expect(one.status).toBe(200);
    const csp = cspOf(one);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(/'nonce-([^']+)'/.exec(cspOf(two))?.[1]).not.toBe(nonce);
    expect(csp).toContain("script-src 'self' 'nonce-");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(one.headers.get("x-content-type-options")).toBe("nosniff");
    expect(one.headers.get("x-frame-options")).toBe("DENY");
    expect(one.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(one.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    const html = await one.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(1);
    for (const attrs of scripts) {
      if (/type="application\/ld\+json"/.test(attrs)) continue; // data, never executed
      expect(attrs, attrs).toContain(`nonce="${nonce}"`);
    }
  });

  it("keeps the sanitised description free of scripts, handlers and javascript: links", async () => {
    const html = await (await fetch(`${gateway.url}/product/${slug}`)).text();
    // The raw Markdown travels in the Apollo state as JSON with `<` escaped: data, never markup.
    expect(html).not.toMatch(/<script>\s*window.__pwned/);
    expect(html).not.toMatch(/<(img|iframe)[^>]*(onerror|javascript:)/i);
    const prose = /<div class="prose">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
    expect(prose).toContain("Great workstation.");
    expect(prose).not.toMatch(/<script|<iframe|onerror=|href="javascript:/i);
  });

  it("gives the explorer page (GET /graphql) its own CSP: this origin only, nothing inline, no CDN", async () => {
    const res = await fetch(`${gateway.url}/graphql`, { headers: { accept: "text/html" } });
    const csp = cspOf(res);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);
  });

  it("answers GraphQL (JSON) with helmet's headers and a CSP that allows nothing", async () => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ ping }" }),
    });
    expect(cspOf(res)).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("a script in a product description, in a real browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu"] });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("never runs, and the page itself hydrates under the CSP", async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    await page.goto(`${gateway.url}/product/${slug}`);
    await page.waitForSelector("html[data-hydrated]", { timeout: 15_000 });
    await page
      .getByText("click me")
      .click({ timeout: 2000 })
      .catch(() => undefined);
    await page.waitForTimeout(300);
    expect(await page.evaluate("window.__pwned")).toBeUndefined();
    // The page's own scripts (nonce) ran: hydration happened without any CSP complaint about them.
    expect(violations).toEqual([]);
    // And an injected inline script without the nonce is blocked by the policy itself.
    await page.evaluate(`{
      const s = document.createElement("script");
      s.textContent = "window.__pwned = 'injected'";
      document.body.append(s);
    }`);
    expect(await page.evaluate("window.__pwned")).toBeUndefined();
    await page.close();
  });
});

describe("sign-in attempts", () => {
  const LOGIN = `mutation($i: String!, $p: String!) { login(identifier: $i, password: $p) { ... on AuthPayload { token } ... on SignInRefused { code } ... on ErrorResult { __typename message fields { path message code } } } }`;
  it("limits login, register and reset attempts per client address, with Retry-After", async () => {
    const ip = freshIp();
    const attempts = [
      gql(limited.url, LOGIN, { i: "john.doe@example.com", p: "wrong-pass1" }, { ip }),
      gql(limited.url, `mutation { requestPasswordReset(email: "john.doe@example.com") { accepted } }`, {}, { ip }),
      gql(limited.url, `mutation { register(input: { email: "x", password: "", firstName: "", lastName: "" }) { token } }`, {}, { ip }),
    ];
    for (const reply of await Promise.all(attempts)) expect(codeOf(reply)).not.toBe("RATE_LIMITED");
    const blocked = await gql(limited.url, LOGIN, { i: "john.doe@example.com", p: "Passw0rd!john" }, { ip });
    expect(blocked.status).toBe(429);
    expect(codeOf(blocked)).toBe("RATE_LIMITED");
    expect(blocked.errors![0]!.extensions!.retryAfterSeconds).toBeGreaterThan(0);
    const raw = await fetch(`${limited.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ query: `mutation { requestPasswordReset(email: "a@b.ae") { accepted } }` }),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(JSON.stringify(await raw.json())).not.toContain('"http"');
    // Another address is unaffected; the catalogue is never limited.
    expect((await gql(limited.url, LOGIN, { i: "john.doe@example.com", p: "Passw0rd!john" }, { ip: freshIp() })).errors).toBeUndefined();
    expect((await gql(limited.url, `{ ping }`, {}, { ip })).data).toEqual({ ping: true });
  });
});

describe("logs", () => {
  it("never contain a password, whatever the outcome", async () => {
    const LOGIN = `mutation($i: String!, $p: String!) { login(identifier: $i, password: $p) { ... on AuthPayload { token } ... on SignInRefused { code } ... on ErrorResult { __typename message fields { path message code } } } }`;
    await gql(logged.url, LOGIN, { i: "john.doe@example.com", p: CANARY_PASSWORD }, { ip: freshIp() });
    await gql(
      logged.url,
      `mutation { login(identifier: "john.doe@example.com", password: "${CANARY_PASSWORD}") { ... on AuthPayload { token } ... on SignInRefused { code } ... on ErrorResult { __typename message fields { path message code } } } }`,
      {},
      { ip: freshIp() },
    );
    await gql(
      logged.url,
      `mutation($input: RegisterInput!) { register(input: $input) { token } }`,
      {
        input: { email: "logs@example.com", password: CANARY_PASSWORD, firstName: "Log", lastName: "Test" },
      },
      { ip: freshIp() },
    );
    await gql(
      logged.url,
      `mutation($input: RegisterInput!) { register(input: $input) { token } }`,
      {
        input: { email: "logs@example.com", password: CANARY_PASSWORD, firstName: "Log", lastName: "Test" },
      },
      { ip: freshIp() },
    );
    // Malformed requests (an unknown argument, bad JSON) go through the error paths that echo input.
    await gql(
      logged.url,
      `mutation { login(identifier: "a", password: "${CANARY_PASSWORD}", extra: 1) { ... on AuthPayload { token } ... on SignInRefused { code } ... on ErrorResult { __typename message fields { path message code } } } }`,
      {},
      { ip: freshIp() },
    );
    await fetch(`${logged.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"query":"mutation { login(identifier: \\"a\\", password: \\"${CANARY_PASSWORD}\\") }"`,
    });
    // A mutation over GET is refused, but its URL (with the password) would still reach the request log.
    await fetch(
      `${logged.url}/graphql?query=${encodeURIComponent(`mutation { login(identifier: "a", password: "${CANARY_PASSWORD}") { ... on AuthPayload { token } ... on SignInRefused { code } ... on ErrorResult { __typename message fields { path message code } } } }`)}`,
      {
        headers: { "apollo-require-preflight": "1" },
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logLines.length).toBeGreaterThan(3);
    expect(logLines.join("")).not.toContain(CANARY_PASSWORD);
  });
});
