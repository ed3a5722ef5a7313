import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startTestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";

// The storefront rendered by the gateway process (production build of client/), fetched as raw HTML.
const clientBuild = fileURLToPath(new URL("../../client/build/server/index.js", import.meta.url));

let backend: Awaited<ReturnType<typeof startTestBackend>>;
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

describe("server-rendered storefront", () => {
  it("sends the products, prices and the Apollo cache in the first HTML", async () => {
    const res = await fetch(`${gateway.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.headers.get("cache-control")).toMatch(/public/);
    const html = await res.text();
    const [newest] = (await (await fetch(`${backend.url}/products?is_active=true&_sort=created_at:DESC,id:DESC&_limit=1`)).json()) as { title: string }[];
    expect(html).toContain(newest!.title.replace(/&/g, "&amp;"));
    expect(html.match(/data-testid="product-card"/g)).toHaveLength(12 + 8); // new arrivals and on-sale deals
    expect(html).toContain("د.إ");
    expect(html).toContain("window.__APOLLO_STATE__=");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
  });

  it("takes the language from the URL only: /ar is Arabic and right to left, / stays English whatever the browser asks", async () => {
    const arabic = await (await fetch(`${gateway.url}/ar/shop?sale=1`, { headers: { "accept-language": "en-US,en;q=0.9" } })).text();
    expect(arabic).toMatch(/<html lang="ar" dir="rtl">/);
    expect(arabic).toContain('href="/ar/account/shopping-cart"'); // links stay in Arabic
    expect(arabic).toContain('href="/shop?sale=1"'); // the switch to the same page in English, query kept
    const english = await (await fetch(`${gateway.url}/`, { headers: { "accept-language": "ar-AE,ar;q=0.9" } })).text();
    expect(english).toMatch(/<html lang="en" dir="ltr">/);
    expect(english).toContain('href="/ar"');
    const res = await fetch(`${gateway.url}/ar/no-such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it("keeps every deferred-hydration section in place in the HTML, not moved to the end behind a script", async () => {
    const html = await (await fetch(`${gateway.url}/`)).text();
    // React's default would outline big Suspense boundaries: a hidden copy at the end and an inline script to swap it in.
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).not.toContain("$RC(");
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main).toContain("<!--$-->"); // the page's content sits in its HydrateLater boundary, where it belongs
    expect(main.match(/data-testid="product-card"/g)).toHaveLength(12 + 8);
  });

  it("reads the shop cookies on the server and never caches a personalised page", async () => {
    const cart = encodeURIComponent(JSON.stringify([{ id: "1", quantity: 2 }]));
    const res = await fetch(`${gateway.url}/`, { headers: { cookie: `cart=${cart}; wishlist=%5B%7B%22id%22%3A%223%22%7D%5D` } });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toMatch(/data-testid="cart-count"[^>]*>2</);
    expect(html).toMatch(/data-testid="wishlist-count"[^>]*>1</);
  });

  it("survives hostile cookies", async () => {
    for (const cookie of ["cart=%7B%7B%7B", "cart=" + "A".repeat(4000), 'cart=[{"id":"x","quantity":1e309}]', "wishlist=%E0%A4%A"]) {
      const res = await fetch(`${gateway.url}/`, { headers: { cookie } });
      expect(res.status, cookie.slice(0, 40)).toBe(200);
      expect(await res.text()).toMatch(/data-testid="cart-count"[^>]*>0</);
    }
  });

  it("answers unknown routes with the 404 page and noindex", async () => {
    const res = await fetch(`${gateway.url}/definitely/not/here`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("We couldn&#x27;t find that page");
    expect(html).toContain('name="robots" content="noindex"');
  });

  it("renders a designed page when the backend is down", async () => {
    const down = await startGateway("http://127.0.0.1:9", { STOREFRONT: "production", BACKEND_TIMEOUT_MS: "500" });
    try {
      const res = await fetch(`${down.url}/`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("Our catalogue is taking a break");
      // A product page says the same, as a 503 a crawler retries later (never a 500, never cached).
      for (const path of ["/product/hp-thunderbolt-dock-g4-280w", "/product/extended/1"]) {
        const product = await fetch(`${down.url}${path}`);
        expect(product.status, path).toBe(503);
        expect(product.headers.get("retry-after")).toBe("30");
        expect(product.headers.get("cache-control")).toBe("no-store");
        const html = await product.text();
        expect(html).toContain("Our catalogue is taking a break");
        expect(html).toContain("<title>Catalogue unavailable | ProAV Shop</title>");
        expect(html).not.toMatch(/<h1[^>]*>Something went wrong/);
      }
    } finally {
      await down.close();
    }
  });
});

describe("product pages for crawlers and link previews", () => {
  for (const ua of ["Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile", "WhatsApp/2.23.20.0 A", "facebookexternalhit/1.1"]) {
    it(`carries title, price, Open Graph and JSON-LD in <head> for ${ua.split("/")[0]}`, async () => {
      const [p] = (await (await fetch(`${backend.url}/products?is_active=true&sale_price_null=false&_limit=1&_sort=id:ASC`)).json()) as {
        id: number;
        title: string;
        product_slug: string;
        sale_price: number;
      }[];
      const res = await fetch(`${gateway.url}/product/${p!.product_slug}`, { headers: { "user-agent": ua } });
      expect(res.status).toBe(200);
      const html = await res.text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head.match(/<title>/g)).toHaveLength(1);
      expect(head).toContain("<title>");
      expect(head).toMatch(/<meta property="og:type" content="product"\/>/);
      expect(head).toMatch(/<meta property="og:image" content="http:\/\/shop\.test\/uploads\/[^"]+"\/>/);
      expect(head).toContain(`<link rel="canonical" href="http://shop.test/product/${p!.product_slug}"/>`);
      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
      const json = JSON.parse(ld![1]!);
      expect(json).toMatchObject({ "@type": "Product", offers: { priceCurrency: "AED", price: p!.sale_price.toFixed(2) } });
    });
  }

  it("answers an inactive or unknown product with 404 and noindex", async () => {
    const [inactive] = (await (await fetch(`${backend.url}/products?is_active=false&_limit=1`)).json()) as { product_slug: string }[];
    for (const path of [`/product/${inactive!.product_slug}`, "/product/999999", "/product/%3Cscript%3E"]) {
      const res = await fetch(`${gateway.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('name="robots" content="noindex"');
    }
  });
});

describe("page micro-cache", () => {
  const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

  it("serves an anonymous page again from memory, with this response's own CSP nonce", async () => {
    const first = await fetch(`${gateway.url}/page/about-us?micro-cache=1`);
    const firstHtml = await first.text(); // read in full: the page is stored once the renderer has sent it all
    expect(first.headers.get("x-gateway-cache")).toBeNull();
    const second = await fetch(`${gateway.url}/page/about-us?micro-cache=1`);
    const secondHtml = await second.text();
    expect(second.status).toBe(200);
    expect(second.headers.get("x-gateway-cache")).toBe("hit");
    expect(second.headers.get("content-type")).toMatch(/text\/html/);
    expect(second.headers.get("cache-control")).toMatch(/public/);
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a && b && a !== b).toBe(true);
    // Every inline script of the replayed page carries the new nonce, and the old one appears nowhere.
    expect(secondHtml).not.toContain(a!);
    expect(secondHtml.match(/<script nonce="([^"]+)"/g)?.every((tag) => tag.includes(b!))).toBe(true);
    expect(secondHtml.replaceAll(b!, "N")).toBe(firstHtml.replaceAll(a!, "N"));
  });

  it("never stores a shopper's page: a shared page is the one for nobody with their spots filled in; credentials pass by", async () => {
    const path = `${gateway.url}/page/faqs?micro-cache=2`;
    // Each body is read in full: the page is stored when the renderer has finished sending it.
    const get = async (headers: Record<string, string> = {}) => {
      const res = await fetch(path, { headers });
      return { cache: res.headers.get("x-gateway-cache"), cacheControl: res.headers.get("cache-control"), html: await res.text() };
    };
    const cart = encodeURIComponent(JSON.stringify([{ id: "1", quantity: 3 }]));
    const first = await get({ cookie: `cart=${cart}` });
    expect(first.cacheControl).toBe("private, no-store");
    expect(first.html).toMatch(/data-testid="cart-count"[^>]*>3</);
    // What was stored is the page rendered for nobody (without the cookie), not the shopper's.
    const anonymous = await get();
    expect(anonymous.cache).toBe("hit");
    expect(anonymous.cacheControl).toMatch(/public/);
    expect(anonymous.html).toMatch(/data-testid="cart-count"[^>]*>0</);
    const again = await get({ cookie: `cart=${cart}` });
    expect(again.cache).toBe("hit");
    expect(again.cacheControl).toBe("private, no-store");
    expect(again.html).toMatch(/data-testid="cart-count"[^>]*>3</);
    expect((await get({ authorization: "Bearer x" })).cache).toBeNull();
  });

  it("does not keep not-found pages", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${gateway.url}/product/999999`);
      expect(res.status).toBe(404);
      expect(res.headers.get("x-gateway-cache")).toBeNull();
    }
  });
});

describe("transfer size", () => {
  it("compresses HTML, scripts and GraphQL answers for clients that accept gzip, not images", async () => {
    const gzip = { "accept-encoding": "gzip" };
    const html = await fetch(`${gateway.url}/`, { headers: gzip });
    expect(html.headers.get("content-encoding")).toBe("gzip");
    const page = await html.text(); // fetch decompresses
    // The framework chunk (React, Router, Apollo): the biggest script, far above the 1 KB compression threshold.
    const src = /"(\/assets\/framework-[^"]+\.js)"/.exec(page)?.[1];
    expect(src).toBeTruthy();
    const js = await fetch(`${gateway.url}${src}`, { headers: gzip });
    expect(js.headers.get("content-encoding")).toBe("gzip");
    expect(js.headers.get("cache-control")).toMatch(/immutable/);
    // Bundles are precompressed at build time: Brotli for browsers that accept it, the original for the rest.
    const brScript = await fetch(`${gateway.url}${src}`, { headers: { "accept-encoding": "br, gzip" } });
    expect(brScript.headers.get("content-encoding")).toBe("br");
    expect(brScript.headers.get("vary")).toMatch(/accept-encoding/i);
    const plain = await fetch(`${gateway.url}${src}`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(await js.text());
    const api = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { ...gzip, "content-type": "application/json" },
      body: JSON.stringify({ query: "{ products(first: 24) { nodes { id title description } } }" }),
    });
    expect(api.headers.get("content-encoding")).toBe("gzip");
    expect(api.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(((await api.json()) as { data: { products: { nodes: unknown[] } } }).data.products.nodes).toHaveLength(24);
    // Brotli for clients that prefer it, nothing for those that accept neither, as for pages.
    const query = JSON.stringify({ query: "{ products(first: 24) { nodes { id title description } } }" });
    const asked = (encoding: string) =>
      fetch(`${gateway.url}/graphql`, { method: "POST", headers: { "accept-encoding": encoding, "content-type": "application/json" }, body: query });
    const br = await asked("gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(((await br.json()) as { data: { products: { nodes: unknown[] } } }).data.products.nodes).toHaveLength(24);
    expect((await asked("identity")).headers.get("content-encoding")).toBeNull();
    // Small answers are not worth compressing.
    const small = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { ...gzip, "content-type": "application/json" },
      body: JSON.stringify({ query: "{ ping }" }),
    });
    expect(small.headers.get("content-encoding")).toBeNull();
    const image = /src="(\/uploads\/[^"]+\.png)"/.exec(page)?.[1];
    if (image) expect((await fetch(`${gateway.url}${image}`, { headers: gzip })).headers.get("content-encoding")).toBeNull();
  });
});

describe("redirects after a posted form", () => {
  // /cart-actions sends the shopper back to the page they were on (`returnTo`): only ever a page of this shop.
  it.each([
    "/..//evil.example/phish",
    "/.//evil.example/phish",
    "/%2e%2e//evil.example/phish",
    "/%2E%2E/%2Fevil.example",
    "/x/..//evil.example/phish",
    "/\\evil.example",
    "/../\\evil.example/phish",
    "/..%5c%5cevil.example",
    "//evil.example",
    "https://evil.example/",
    "/\t/evil.example",
  ])("/cart-actions never sends the shopper off the site for returnTo=%j", async (returnTo) => {
    // A change that applies, and one that changes nothing (an unknown product id): both go back.
    for (const [prefix, fields] of [
      ["", { intent: "cart-add", id: "3", quantity: "1" }],
      ["/ar", { intent: "cart-add", id: "not-an-id" }],
      ["", { intent: "wishlist-toggle" }],
    ] as const) {
      const res = await fetch(`${gateway.url}${prefix}/cart-actions`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...fields, returnTo }),
        redirect: "manual",
      });
      expect(res.status).toBe(303);
      const location = res.headers.get("location")!;
      expect(location, `${prefix} ${JSON.stringify(fields)} ${returnTo}`).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, "https://shop.example").origin).toBe("https://shop.example");
    }
  });

  it("keeps a same-site returnTo, without a previous notice", async () => {
    const res = await fetch(`${gateway.url}/cart-actions`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "cart-add", id: "3", quantity: "1", returnTo: "/shop?page=2&shop-notice=compare" }),
      redirect: "manual",
    });
    expect(res.headers.get("location")).toBe("/shop?page=2");
  });
});
