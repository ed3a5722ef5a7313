import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { Writable } from "node:stream";
import { getIntrospectionQuery, Kind, print, type DocumentNode } from "graphql";
import { startTestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import * as storefrontDocuments from "../../client/src/__generated__/graphql.js";
import { startCountingProxy } from "./support/counting-proxy.js";
import { startGateway } from "./support/gateway.js";

// What a hostile or careless client can send to the public /graphql, and what it gets back: a precise status, a
// clean JSON error with a code (without a stack trace in production), and no work done. The gateways sit behind a
// counting proxy, so "no work done" means "the backend received no request".

type Backend = Awaited<ReturnType<typeof startTestBackend>>;
type Gateway = Awaited<ReturnType<typeof startGateway>>;
type Proxy = Awaited<ReturnType<typeof startCountingProxy>>;
let backend: Backend;
let proxy: Proxy;
let dev: Gateway;
let prod: Gateway;
let prodExplorer: Gateway;

beforeAll(async () => {
  backend = await startTestBackend();
  proxy = await startCountingProxy(backend.url);
  [dev, prod, prodExplorer] = await Promise.all([
    startGateway(proxy.url, { NODE_ENV: "development" }),
    startGateway(proxy.url, { NODE_ENV: "production" }),
    startGateway(backend.url, { NODE_ENV: "production", GRAPHQL_EXPLORER: "true" }),
  ]);
});
afterAll(async () => {
  await Promise.all([dev?.close(), prod?.close(), prodExplorer?.close()]);
  await proxy?.close();
  await backend?.close();
});
beforeEach(() => proxy.reset());

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: { data?: Record<string, any> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

async function send(url: string, init: RequestInit & { path?: string } = {}): Promise<Answer> {
  const res = await fetch(`${url}${init.path ?? "/graphql"}`, init);
  const text = await res.text();
  let body: Answer["body"] = {};
  try {
    body = JSON.parse(text) as Answer["body"];
  } catch {
    // Not JSON: the assertions on `headers` and `body` say so.
  }
  return { status: res.status, headers: res.headers, text, body };
}

const JSON_HEADERS = { "content-type": "application/json" };
const post = (url: string, query: string, variables?: Record<string, unknown>) =>
  send(url, { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ query, variables }) });

type Env = "development" | "production";
const ENVS: Env[] = ["development", "production"];
const urlOf = (env: Env) => (env === "production" ? prod : dev).url;

/** A refusal: the status, JSON with exactly one error with this code and message, and no backend call. */
function expectRefused(answer: Answer, env: Env, status: number, code: string, message: string | RegExp) {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
  expect(answer.body.data).toBeUndefined();
  expect(answer.body.errors).toHaveLength(1);
  const [error] = answer.body.errors!;
  if (typeof message === "string") expect(error!.message).toBe(message);
  else expect(error!.message).toMatch(message);
  // Stack traces help while developing; in production the code is all there is besides the message.
  if (env === "production") {
    expect(error!.extensions).toEqual({ code });
    expect(answer.text).not.toMatch(/node_modules|\/src\/|\.[jt]s:\d+/);
  } else {
    expect(error!.extensions?.code).toBe(code);
  }
  expect(proxy.requests).toEqual([]);
}

const ADDRESS = { name: "Test Shopper", phone: "+971501234567", emirate: "DUBAI", area: "Dubai Marina", street: "Marina Walk", building: "Tower 1" };

const STOREFRONT_QUERY = `{ categories { name subCategories { name } } brands { name }
  products(first: 24) { totalCount edges { cursor node { id title price { formatted } image { url } brands { name } } } } }`;

describe("legitimate clients stay within the limits (development)", () => {
  it("answers a storefront-sized query", async () => {
    const answer = await post(dev.url, STOREFRONT_QUERY);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.products.edges).toHaveLength(24);
  });

  it("answers every operation the storefront itself sends", async () => {
    const operations = Object.values(storefrontDocuments).filter(
      (value): value is DocumentNode =>
        (value as DocumentNode)?.kind === Kind.DOCUMENT && (value as DocumentNode).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION),
    );
    expect(operations.length).toBeGreaterThan(0);
    // Realistic variables for operations that require some; what matters here is that none trips a limit.
    const variables: Record<string, Record<string, unknown>> = {
      CartProducts: { ids: Array.from({ length: 50 }, (_, i) => String(i + 1)) },
      ListingProducts: { first: 24, filter: { categorySlug: "workstations" } },
      ProductPage: { slug: "hp-thunderbolt-dock-g4-280w" },
      SearchPage: { keyword: "workstation", first: 24 },
      WishlistProducts: { ids: ["1", "2", "3", "4"] },
      CompareProducts: { ids: ["1", "2", "3", "4"] },
      SearchSuggestions: { keyword: "zbook" },
      ShellProduct: { slug: "hp-thunderbolt-dock-g4-280w" },
      RecentlyViewedProducts: { ids: Array.from({ length: 12 }, (_, i) => String(i + 1)) },
      // Accounts, addresses, checkout and orders (sent without a token: those that need one are refused on purpose).
      Login: { identifier: "john.doe@example.com", password: "Passw0rd!john" },
      Register: { input: { email: `hostile-${Date.now()}@example.ae`, password: "Passw0rd!1", firstName: "Test", lastName: "Shopper", phone: "0501234567" } },
      RequestPasswordReset: { email: "john.doe@example.com" },
      ResetPassword: { input: { code: "0".repeat(40), password: "Passw0rd!new1" } },
      UpdateProfile: { input: { firstName: "John", lastName: "Doe", email: "john.doe@example.com", phone: "" } },
      ChangePassword: { input: { currentPassword: "Passw0rd!john", newPassword: "Passw0rd!john2" } },
      CreateAddress: { input: ADDRESS },
      CreateCheckoutAddress: { input: ADDRESS },
      UpdateAddress: { id: "1", input: ADDRESS },
      DeleteAddress: { id: "1" },
      SetDefaultAddress: { id: "1" },
      MyOrders: { first: 10 },
      OrderByNumber: { number: "PAV-2026-000001" },
      TrackOrder: { number: "PAV-2026-000001", email: "john.doe@example.com" },
      CheckoutCart: {
        items: [
          { productId: "1", quantity: 2 },
          { productId: "3", quantity: 1 },
        ],
      },
      PlaceOrder: {
        input: {
          lines: [{ productId: "1", quantity: 1 }],
          contactEmail: "guest@example.ae",
          contactPhone: "+971501234567",
          shippingAddress: { address: ADDRESS },
          paymentMethod: "CASH_ON_DELIVERY",
          note: null,
          idempotencyKey: "hostile-queries-0001",
        },
      },
    };
    // Refusals a tokenless or made-up call gets by design (no token, an unknown reset code); anything else must answer.
    const refusedOnPurpose = new Set(["UNAUTHENTICATED", "BAD_USER_INPUT", "NOT_FOUND"]);
    for (const document of operations) {
      const name = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)?.name?.value ?? "";
      const answer = await post(dev.url, print(document), variables[name]);
      const codes = (answer.body.errors ?? []).map((e) => e.extensions?.code);
      expect(codes, print(document)).not.toContain("GRAPHQL_VALIDATION_FAILED");
      expect(codes, print(document)).not.toContain("GRAPHQL_PARSE_FAILED");
      if (codes.length && codes.every((code) => refusedOnPurpose.has(String(code)))) continue;
      expect(answer.body.data, print(document)).toBeTruthy();
    }
  });

  it("answers the Sandbox's full introspection query", async () => {
    const query = getIntrospectionQuery({ descriptions: true, directiveIsRepeatable: true, inputValueDeprecation: true, oneOf: true });
    const answer = await post(dev.url, query);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.__schema.types.map((t: { name: string }) => t.name)).toContain("Product");
  });

  it("serves the GraphQL explorer, built into the gateway, on GET /graphql for browsers", async () => {
    const page = await send(dev.url, { headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<script type="module" src="/graphql-explorer/explorer.js"></script>');
    expect(page.text).not.toMatch(/https?:\/\//);
    const bundle = await fetch(`${dev.url}/graphql-explorer/explorer.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-type")).toMatch(/javascript/);
    // A GET query is still GraphQL, answered as JSON.
    const json = await send(dev.url, { path: "/graphql?query=%7Bping%7D", headers: { accept: "application/json", "apollo-require-preflight": "true" } });
    expect(json.text).toContain('"ping"');
  });
});

describe.each(ENVS)("operations over a limit are refused before anything runs (%s)", (env) => {
  it("refuses deep nesting through the schema's cycles", async () => {
    const chain = "products { nodes { brands { ".repeat(4) + "id" + " } } }".repeat(4);
    expectRefused(await post(urlOf(env), `{ ${chain} }`), env, 400, "GRAPHQL_VALIDATION_FAILED", "Query depth limit of 10 exceeded, found 13.");
  });

  it("refuses a deep __type { ofType { ofType ... } } introspection chain", async () => {
    const chain = "ofType { ".repeat(15) + "name" + " }".repeat(15);
    const answer = await post(urlOf(env), `{ __type(name: "Product") { ${chain} } }`);
    const depth = "Query depth limit of 10 exceeded, found 17.";
    if (env === "development") return expectRefused(answer, env, 400, "GRAPHQL_VALIDATION_FAILED", depth);
    // With introspection off, production refuses it twice over.
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((e) => e.message)).toEqual([depth, expect.stringMatching(/^GraphQL introspection is not allowed/)]);
    expect(proxy.requests).toEqual([]);
  });

  it("refuses a fragment cycle", async () => {
    const answer = await post(urlOf(env), `{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }`);
    expectRefused(answer, env, 400, "GRAPHQL_VALIDATION_FAILED", 'Cannot spread fragment "A" within itself via "B".');
  });

  it("refuses more aliases than allowed", async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: ping`).join(" ");
    expectRefused(await post(urlOf(env), `{ ${aliases} }`), env, 400, "GRAPHQL_VALIDATION_FAILED", "Aliases limit of 15 exceeded, found 16.");
  });

  it("stops 1000 aliases while parsing (they exceed the token limit first)", async () => {
    const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: ping`).join(" ");
    expectRefused(
      await post(urlOf(env), `{ ${aliases} }`),
      env,
      400,
      "GRAPHQL_PARSE_FAILED",
      /^Syntax Error: Document contains more tha[nt] 2000 tokens\. Parsing aborted\.$/,
    );
  });

  it("refuses a huge document", async () => {
    const query = `{ products(first: 1) { nodes { ${"id ".repeat(5000)} } } }`;
    expectRefused(
      await post(urlOf(env), query),
      env,
      400,
      "GRAPHQL_PARSE_FAILED",
      /^Syntax Error: Document contains more tha[nt] 2000 tokens\. Parsing aborted\.$/,
    );
  });

  it("refuses an expensive query: large pages aliased", async () => {
    const page = (i: number) => `p${i}: products(first: 100) { nodes { id title price { amount formatted } image { url } } }`;
    const query = `{ ${Array.from({ length: 10 }, (_, i) => page(i)).join(" ")} }`;
    expectRefused(await post(urlOf(env), query), env, 400, "GRAPHQL_VALIDATION_FAILED", /^Query cost limit of 5000 exceeded, found \d+\.$/);
  });

  it("refuses an expensive query: pages nested in pages", async () => {
    const query = `{ brands { products(first: 100) { nodes { brands { products(first: 100) { nodes { id } } } } } } }`;
    expectRefused(await post(urlOf(env), query), env, 400, "GRAPHQL_VALIDATION_FAILED", /^Query cost limit of 5000 exceeded, found \d{6,}\.$/);
  });

  it("refuses an expensive query whose page sizes come from variables or schema defaults", async () => {
    const viaVariables = `query($n: Int) { brands { products(first: $n) { nodes { brands { products(first: $n) { nodes { id } } } } } } }`;
    expectRefused(await post(urlOf(env), viaVariables, { n: 100 }), env, 400, "GRAPHQL_VALIDATION_FAILED", /^Query cost limit of 5000 exceeded/);
    const viaDefaults = `{ categories { products { nodes { brands { products { nodes { id title } } } } } } }`;
    expectRefused(await post(urlOf(env), viaDefaults), env, 400, "GRAPHQL_VALIDATION_FAILED", /^Query cost limit of 5000 exceeded/);
  });

  it("refuses too many directives", async () => {
    const query = `{ ${"ping @include(if: true) ".repeat(100)} }`;
    expectRefused(await post(urlOf(env), query), env, 400, "GRAPHQL_VALIDATION_FAILED", "Directives limit of 20 exceeded, found 100.");
  });
});

describe.each(ENVS)("malformed HTTP requests are refused cleanly (%s)", (env) => {
  const CSRF = /^This operation has been blocked as a potential Cross-Site Request Forgery \(CSRF\)\./;

  it("refuses a batch (a JSON array body)", async () => {
    const answer = await send(urlOf(env), {
      method: "POST",
      headers: JSON_HEADERS,
      body: JSON.stringify([{ query: "{ ping }" }, { query: "{ brands { name } }" }]),
    });
    expectRefused(answer, env, 400, "BAD_REQUEST", "Operation batching disabled.");
  });

  it("refuses malformed JSON without quoting it back", async () => {
    const answer = await send(urlOf(env), { method: "POST", headers: JSON_HEADERS, body: '{"query": "{ brands { name } }", <script>' });
    expectRefused(answer, env, 400, "BAD_REQUEST", "The request body is not valid JSON.");
    expect(answer.text).not.toContain("<script>");
    expectRefused(
      await send(urlOf(env), { method: "POST", headers: JSON_HEADERS, body: '"{ ping }"' }),
      env,
      400,
      "BAD_REQUEST",
      "The request body is not valid JSON.",
    );
  });

  it("refuses text/plain, multipart and missing content types (simple requests a browser form could send)", async () => {
    const body = JSON.stringify({ query: "{ brands { name } }" });
    expectRefused(await send(urlOf(env), { method: "POST", headers: { "content-type": "text/plain" }, body }), env, 400, "BAD_REQUEST", CSRF);
    const form = new FormData();
    form.append("operations", body);
    expectRefused(await send(urlOf(env), { method: "POST", body: form }), env, 400, "BAD_REQUEST", CSRF);
    expectRefused(await send(urlOf(env), { method: "POST", body }), env, 400, "BAD_REQUEST", CSRF);
    // Even with the preflight header, a body that is not JSON is never read as an operation.
    const preflighted = await send(urlOf(env), { method: "POST", headers: { "content-type": "text/plain", "apollo-require-preflight": "true" }, body });
    expectRefused(preflighted, env, 400, "BAD_REQUEST", "POST body missing, invalid Content-Type, or JSON object has no keys.");
  });

  it("refuses an oversized body with 413", async () => {
    const body = JSON.stringify({ query: "{ brands { name } }", variables: { padding: "x".repeat(101 * 1024) } });
    const answer = await send(urlOf(env), { method: "POST", headers: JSON_HEADERS, body });
    expectRefused(answer, env, 413, "PAYLOAD_TOO_LARGE", "The request body is larger than 102400 bytes.");
  });

  it("refuses automatic persisted queries with a wrong hash or an unknown version as the client's mistake", async () => {
    const apq = (query: string | undefined, version: number) =>
      send(urlOf(env), {
        method: "POST",
        headers: JSON_HEADERS,
        body: JSON.stringify({ query, extensions: { persistedQuery: { version, sha256Hash: "0".repeat(64) } } }),
      });
    expectRefused(await apq("{ ping }", 1), env, 400, "PERSISTED_QUERY_HASH_MISMATCH", "provided sha does not match query");
    expectRefused(await apq(undefined, 2), env, 400, "PERSISTED_QUERY_VERSION_UNSUPPORTED", "Unsupported persisted query version");
    expectRefused(await apq("{ ping }", 2), env, 400, "PERSISTED_QUERY_VERSION_UNSUPPORTED", "Unsupported persisted query version");
  });

  it("refuses variables nested 20,000 deep before parsing them", async () => {
    const body = `{"query":"{ ping }","variables":{"unused":${"[".repeat(20_000)}${"]".repeat(20_000)}}}`;
    const answer = await send(urlOf(env), { method: "POST", headers: JSON_HEADERS, body });
    expectRefused(answer, env, 400, "BAD_REQUEST", "The request body nests deeper than 32 levels.");
    // Over GET, in the query string (7,000 levels still fit in Node's 16 KB header limit).
    const deep = `{"x":${"[".repeat(7000)}${"]".repeat(7000)}}`;
    const get = await send(urlOf(env), {
      path: `/graphql?query=${encodeURIComponent("{ ping }")}&variables=${deep}`,
      headers: { "apollo-require-preflight": "true" },
    });
    expectRefused(get, env, 400, "BAD_REQUEST", "The variables nest deeper than 32 levels.");
  });

  it("refuses a body that does not match its Content-Encoding in the GraphQL error shape", async () => {
    for (const encoding of ["gzip", "deflate", "br"]) {
      const answer = await send(urlOf(env), { method: "POST", headers: { ...JSON_HEADERS, "content-encoding": encoding }, body: "not compressed" });
      expectRefused(answer, env, 400, "BAD_REQUEST", "The request body could not be read (check its Content-Encoding).");
    }
    const gzipped = await send(urlOf(env), {
      method: "POST",
      headers: { ...JSON_HEADERS, "content-encoding": "gzip" },
      body: gzipSync(JSON.stringify({ query: "{ ping }" })),
    });
    expect(gzipped.body).toEqual({ data: { ping: true } });
  });

  it("refuses a subscription (the gateway serves queries and mutations) with 400, not an internal error", async () => {
    const message = "The gateway does not serve subscription operations: send a query or a mutation.";
    expectRefused(await post(urlOf(env), "subscription { __typename }"), env, 400, "OPERATION_NOT_SUPPORTED", message);
    expectRefused(await post(urlOf(env), "subscription S { ping }"), env, 400, "OPERATION_NOT_SUPPORTED", message);
  });

  it("answers GET for queries only, and only with the preflight header", async () => {
    const get = (query: string, headers: Record<string, string> = { "apollo-require-preflight": "true" }) =>
      send(urlOf(env), { path: `/graphql?query=${encodeURIComponent(query)}`, headers });
    const ok = await get("{ ping }");
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { ping: true } });
    proxy.reset();
    const mutation = await get("mutation { logout }");
    expectRefused(mutation, env, 405, "BAD_REQUEST", "GET requests only support query operations, not mutation operations");
    expect(mutation.headers.get("allow")).toBe("POST");
    expectRefused(await get("{ brands { name } }", {}), env, 400, "BAD_REQUEST", CSRF);
  });
});

describe("client mistakes", () => {
  it("are logged at info, never as errors", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await startGateway(proxy.url, { NODE_ENV: "production", LOG_LEVEL: "info" }, { log: sink });
    try {
      const body = JSON.stringify({ query: "{ ping }", extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } } });
      expect((await send(logged.url, { method: "POST", headers: JSON_HEADERS, body })).status).toBe(400);
      const v2 = JSON.stringify({ extensions: { persistedQuery: { version: 2, sha256Hash: "0".repeat(64) } } });
      expect((await send(logged.url, { method: "POST", headers: JSON_HEADERS, body: v2 })).status).toBe(400);
      const deep = `{"query":"{ ping }","variables":{"x":${"[".repeat(5000)}${"]".repeat(5000)}}}`;
      expect((await send(logged.url, { method: "POST", headers: JSON_HEADERS, body: deep })).status).toBe(400);
      expect((await send(logged.url, { method: "POST", headers: { ...JSON_HEADERS, "content-encoding": "gzip" }, body: "x" })).status).toBe(400);
      expect((await send(logged.url, { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ query: "subscription{__typename}" }) })).status).toBe(400);
    } finally {
      await logged.close();
    }
    // The start-up warning that production has no SMTP_URL is about configuration, not these requests.
    const levels = lines
      .map((line) => JSON.parse(line) as { level: string; msg: string })
      .filter((entry) => !entry.msg.startsWith("SMTP_URL is not set"))
      .map((entry) => entry.level);
    expect(levels.length).toBeGreaterThan(0);
    expect(levels.filter((level) => level !== "info")).toEqual([]);
  });
});

describe("in production", () => {
  it("hides field suggestions, from validation and from variables", async () => {
    const typo = await post(prod.url, `{ products(first: 1) { nodes { titl } } }`);
    expect(typo.status).toBe(400);
    expect(typo.body.errors).toEqual([
      { message: 'Cannot query field "titl" on type "Product".', locations: [{ line: 1, column: 32 }], extensions: { code: "GRAPHQL_VALIDATION_FAILED" } },
    ]);
    const enumTypo = await post(prod.url, `query($sort: ProductSort) { products(sort: $sort) { totalCount } }`, { sort: "NEWES" });
    expect(enumTypo.body.errors?.[0]).toMatchObject({
      message: 'Variable "$sort" got invalid value "NEWES"; Value "NEWES" does not exist in "ProductSort" enum.',
      extensions: { code: "BAD_USER_INPUT" },
    });
    // While developing they stay, because they help front-end developers.
    const devTypo = await post(dev.url, `{ products(first: 1) { nodes { titl } } }`);
    expect(devTypo.body.errors?.[0]?.message).toBe('Cannot query field "titl" on type "Product". Did you mean "title"?');
  });

  it("refuses introspection and shows no explorer unless GRAPHQL_EXPLORER=true (which turns introspection on)", async () => {
    const query = `{ __schema { types { name } } }`;
    const refused = await post(prod.url, query);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveLength(1);
    expect(refused.body.errors![0]).toMatchObject({
      message: expect.stringMatching(/^GraphQL introspection is not allowed/),
      extensions: { code: "GRAPHQL_VALIDATION_FAILED", validationErrorCode: "INTROSPECTION_DISABLED" },
    });
    const landing = await send(prod.url, { headers: { accept: "text/html" } });
    expect(landing.text).not.toContain("explorer.js");
    expect(landing.text).not.toContain("apollographql.com");
    expect((await fetch(`${prod.url}/graphql-explorer/explorer.js`)).status).toBe(404);

    const allowed = await post(prodExplorer.url, query);
    expect(allowed.status).toBe(200);
    expect(allowed.body.data!.__schema.types.length).toBeGreaterThan(10);
    expect((await send(prodExplorer.url, { headers: { accept: "text/html" } })).text).toContain("/graphql-explorer/explorer.js");
  });

  it("applies the same limits and gives errors without stack traces", async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: ping`).join(" ");
    const answer = await post(prod.url, `{ ${aliases} }`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ message: "Aliases limit of 15 exceeded, found 16.", extensions: { code: "GRAPHQL_VALIDATION_FAILED" } }]);
    const batch = await send(prod.url, { method: "POST", headers: JSON_HEADERS, body: "[]" });
    expect(batch.body.errors).toEqual([{ message: "Operation batching disabled.", extensions: { code: "BAD_REQUEST" } }]);
  });
});

describe("unexpected errors", () => {
  // A backend that answers with the wrong shape makes the gateway fail in a way nobody planned for.
  let broken: Server;
  let brokenUrl: string;
  beforeAll(async () => {
    broken = createServer((_req, res) => void res.writeHead(200, { "content-type": "application/json" }).end("[{}]"));
    broken.listen(0, "127.0.0.1");
    await once(broken, "listening");
    brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    broken.closeAllConnections();
    await new Promise((resolve) => broken.close(resolve));
  });

  it("are one generic message in production, and the real one while developing", async () => {
    const [production, development] = await Promise.all([
      startGateway(brokenUrl, { NODE_ENV: "production" }),
      startGateway(brokenUrl, { NODE_ENV: "development" }),
    ]);
    try {
      const hidden = await post(production.url, `{ brands { name } }`);
      expect(hidden.status).toBe(200);
      expect(hidden.body).toEqual({
        data: null,
        errors: [
          {
            message: "Internal server error",
            locations: [{ line: 1, column: 12 }],
            path: ["brands", 0, "name"],
            extensions: { code: "INTERNAL_SERVER_ERROR" },
          },
        ],
      });
      const shown = await post(development.url, `{ brands { name } }`);
      expect(shown.body.errors?.[0]?.message).toBe("Cannot return null for non-nullable field Brand.name.");
      expect(shown.body.errors?.[0]?.extensions?.stacktrace).toBeDefined();
    } finally {
      await Promise.all([production.close(), development.close()]);
    }
  });
});

describe("after all of the above", () => {
  it("the gateway is healthy and answers a normal query", async () => {
    for (const gateway of [dev, prod]) {
      expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
      const answer = await post(gateway.url, STOREFRONT_QUERY);
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data!.products.totalCount).toBeGreaterThan(24);
    }
  });
});
