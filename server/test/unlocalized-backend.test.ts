import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { startTestBackend, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";
import { startUnlocalizedStrapi } from "./support/unlocalized-strapi.js";

// The Arabic shop on a hosted Strapi whose catalogue is not localized (no i18n plugin): `_locale` is refused and
// rows carry no `localizations`. Arabic pages then show the English catalogue, in the Arabic shell, never a 500
// or a 503; the gateway says so once in its log and in /readyz.

const clientBuild = fileURLToPath(new URL("../../client/build/server/index.js", import.meta.url));
let backend: TestBackend;
let strapi: Awaited<ReturnType<typeof startUnlocalizedStrapi>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
const lines: { level: string; msg: string }[] = [];
let product: { id: number; title: string; product_slug: string };

beforeAll(async () => {
  if (!existsSync(clientBuild)) throw new Error(`${clientBuild} is missing: run "npm run build" first`);
  backend = await startTestBackend();
  strapi = await startUnlocalizedStrapi(backend.url);
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line) as { level: string; msg: string });
      done();
    },
  });
  gateway = await startGateway(strapi.url, { STOREFRONT: "production", LOG_LEVEL: "warn" }, { log: sink });
  const rows = (await (await fetch(`${strapi.url}/products?is_active=true&_sort=id:ASC&_limit=1`)).json()) as (typeof product)[];
  product = rows[0]!;
});
afterAll(async () => {
  await gateway?.close();
  await strapi?.close();
  await backend?.close();
});

describe("an Arabic shop over a Strapi without localized content", () => {
  it("the proxy answers like such a Strapi", async () => {
    expect((await fetch(`${strapi.url}/products?_locale=ar`)).status).toBe(400);
    expect(product).not.toHaveProperty("localizations");
  });

  it("renders Arabic product and category pages with the English catalogue", async () => {
    for (const path of [`/ar/product/${product.product_slug}`, "/ar/category/workstations", "/ar/shop", "/ar"]) {
      const res = await fetch(`${gateway.url}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toMatch(/<html lang="ar" dir="rtl">/);
    }
    const page = await (await fetch(`${gateway.url}/ar/product/${product.product_slug}`)).text();
    expect(page).toContain(product.title.replace(/&/g, "&amp;").slice(0, 30));
  });

  it("answers Arabic GraphQL with English content and no errors", async () => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "ar" },
      body: JSON.stringify({
        query: `query($slug: String!) { product(slug: $slug) { title brands { name } } categories { name subCategories { name } } products(first: 3) { totalCount } }`,
        variables: { slug: product.product_slug },
      }),
    });
    const body = (await res.json()) as { data?: { product: { title: string } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.product.title).toBe(product.title);
  });

  it("warns once in the log, and /readyz says the catalogue is not localized", async () => {
    for (let i = 0; i < 3; i++) await fetch(`${gateway.url}/ar/category/workstations`);
    const warnings = lines.filter((l) => /not localized/.test(l.msg));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.level).toBe("warn");
    const ready = (await (await fetch(`${gateway.url}/readyz`)).json()) as { status: string; capabilities: Record<string, unknown> };
    expect(ready.status).toBe("ready");
    expect(ready.capabilities.localizedCatalog).toBe(false);
    expect(lines.filter((l) => l.level === "error" || l.level === "fatal")).toEqual([]);
  });
});
