import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startTestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";

// Shared pages (client/src/app/shared-pages.ts): a shopper with a cookie is sent the page rendered for nobody with
// their personal spots filled in (client/src/server/personalise-page.ts), not a render of their own. What makes that
// safe is this test: every shared page, in both languages, for shoppers with different carts, wishlists and compare
// lists, is byte for byte what React renders for them with the cookies (a second gateway with the page cache off),
// whether the stored page was already there (a hit) or rendered for this request (a miss). A spot the personaliser
// does not know, or a cookie read anywhere else on these pages, shows up here as a difference.

const clientBuild = fileURLToPath(new URL("../../client/build/server/index.js", import.meta.url));
const UNLIMITED = { SSR_CLIENT_RENDERS_PER_10S: "1000000", SSR_MAX_RENDERS_PER_CLIENT: "1000" };

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let shared: Awaited<ReturnType<typeof startGateway>>;
let rendered: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  if (!existsSync(clientBuild)) throw new Error(`${clientBuild} is missing: run "npm run build" first`);
  backend = await startTestBackend();
  [shared, rendered] = await Promise.all([
    startGateway(backend.url, { STOREFRONT: "production", PAGE_MICRO_CACHE_SECONDS: "600", ...UNLIMITED }),
    startGateway(backend.url, { STOREFRONT: "production", PAGE_MICRO_CACHE_SECONDS: "0", ...UNLIMITED }),
  ]);
}, 60_000);
afterAll(async () => {
  await shared?.close();
  await rendered?.close();
  await backend?.close();
});

const cookie = (name: string, value: unknown) => `${name}=${encodeURIComponent(JSON.stringify(value))}`;
/** Keys sorted at every level: the order in which the page's queries happened to answer is no difference. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, sorted(v)]),
  );
}

/**
 * Each response's CSP nonce is its own, and the Apollo cache's entries are in the order the page's queries
 * answered (concurrent loaders race), which two renders of the same page need not share.
 */
function comparable(html: string): string {
  return html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(
      /(window\.__APOLLO_STATE__=)(.*?)(;window\.__SHELL_STRINGS__=)/s,
      (_, start: string, state: string, end: string) => start + JSON.stringify(sorted(JSON.parse(state))) + end,
    );
}

async function page(base: string, path: string, cookieHeader?: string) {
  const res = await fetch(`${base}${path}`, { headers: cookieHeader ? { cookie: cookieHeader } : {} });
  return { status: res.status, cache: res.headers.get("x-gateway-cache"), cacheControl: res.headers.get("cache-control"), html: await res.text() };
}

/** Ids of the products on a page, from its cards' wishlist toggles. */
function cardIds(html: string): string[] {
  return [...html.matchAll(/data-spot="card-wishlist:(\d+)"/g)].map((m) => m[1]!);
}

describe("shared pages for shoppers with cookies", () => {
  it("are what a render with their cookies gives, byte for byte, from the stored page and on a miss", async () => {
    const shop = await page(shared.url, "/shop");
    const onShop = [...new Set(cardIds(shop.html))];
    expect(onShop.length).toBeGreaterThanOrEqual(12);
    const products = (await (await fetch(`${backend.url}/products?is_active=true&_limit=3&_sort=id:ASC`)).json()) as { id: number; product_slug: string }[];
    const [first, second] = products;
    const categories = (await (await fetch(`${backend.url}/product-categories?_limit=1`)).json()) as { slug: string }[];

    const shoppers: Record<string, string> = {
      // Every list, products on the page in them, the product page's own product in both lists.
      everything: [
        cookie("cart", [
          { id: onShop[0], quantity: 2 },
          { id: String(first!.id), quantity: 1 },
        ]),
        cookie("wishlist", [{ id: onShop[1] }, { id: onShop[2] }, { id: String(first!.id) }]),
        cookie("compare", [{ id: String(first!.id) }]),
      ].join("; "),
      // One of each count (the singular), and eleven in the wishlist (Arabic's "many" plural).
      counts: [
        cookie("cart", [{ id: onShop[3], quantity: 1 }]),
        cookie(
          "wishlist",
          onShop.slice(0, 11).map((id) => ({ id })),
        ),
      ].join("; "),
      // A signed-in shopper and a tracking cookie, no lists: the page for nobody, as it is.
      unrelated: "session=not-a-real-session; _ga=GA1.1.123.456",
      // A tampered cookie parses to an empty list (shop-cookies.ts), here as in a render.
      tampered: `cart=${encodeURIComponent('[{"id":"1<script>","quantity":2}]')}; compare=%5Bbroken`,
    };
    const paths = [
      "/",
      "/ar",
      "/shop",
      "/ar/shop",
      `/category/${categories[0]!.slug}`,
      "/search?keyword=hp",
      `/product/${first!.product_slug}`,
      `/ar/product/${first!.product_slug}`,
      `/product/${second!.product_slug}`,
      "/page/faqs",
    ];
    for (const path of paths) {
      for (const [who, cookieHeader] of Object.entries(shoppers)) {
        const expected = await page(rendered.url, path, cookieHeader);
        expect(expected.status, path).toBe(200);
        // The first may be a miss (rendered for nobody now, then filled in), the second is a hit.
        const firstAnswer = await page(shared.url, path, cookieHeader);
        const secondAnswer = await page(shared.url, path, cookieHeader);
        expect(secondAnswer.cache, `${path} ${who}`).toBe("hit");
        for (const answer of [firstAnswer, secondAnswer]) {
          expect(answer.status).toBe(200);
          expect(answer.cacheControl, `${path} ${who}`).toBe("private, no-store");
          expect(comparable(answer.html), `${path} for ${who}`).toBe(comparable(expected.html));
        }
      }
    }

    // The spots really were filled in: the counts, and the product page's own toggles.
    const product = await page(shared.url, `/product/${first!.product_slug}`, shoppers.everything);
    expect(product.html).toContain('data-testid="cart-count" data-spot="counter:cart" aria-label="Cart: 3 items">3</span>');
    expect(product.html).toMatch(new RegExp(`data-spot="wishlist:${first!.id}" aria-pressed="true">♥ In wishlist<`));
    expect(product.html).toMatch(new RegExp(`data-spot="compare:${first!.id}" aria-pressed="true">✓ In compare<`));
    const arabic = await page(shared.url, "/ar/shop", shoppers.counts);
    expect(arabic.html).toMatch(/data-spot="counter:wishlist" aria-label="[^"]+">11</);
    expect(arabic.html).toMatch(/class="bottom-nav__badge" data-spot="badge:cart">1</);

    // What is stored is the page for nobody: an anonymous visitor after all of them sees empty lists.
    const anonymous = await page(shared.url, `/product/${first!.product_slug}`);
    expect(anonymous.cache).toBe("hit");
    expect(anonymous.cacheControl).toMatch(/public/);
    expect(anonymous.html).toContain('aria-label="Cart: 0 items">0</span>');
    expect(anonymous.html).not.toContain('aria-pressed="true"');
  }, 120_000);

  it("leaves pages that read cookies to a render of their own", async () => {
    const products = (await (await fetch(`${backend.url}/products?is_active=true&_limit=1&_sort=id:ASC`)).json()) as { id: number; title: string }[];
    const cart = cookie("cart", [{ id: String(products[0]!.id), quantity: 2 }]);
    for (let i = 0; i < 2; i++) {
      const answer = await page(shared.url, "/account/shopping-cart", cart);
      expect(answer.cache).toBeNull();
      expect(answer.cacheControl).toBe("private, no-store");
      expect(answer.html).toContain(products[0]!.title.replace(/&/g, "&amp;"));
    }
  });
});
