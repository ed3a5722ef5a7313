import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startTestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway, PUBLIC_ORIGIN } from "./support/gateway.js";

// What search engines and link previews (WhatsApp, Facebook) see: the raw HTML of the production storefront, its
// sitemap and robots.txt. Expected values come from the stand-in backend's REST API, not from the gateway.
const clientBuild = fileURLToPath(new URL("../../client/build/server/index.js", import.meta.url));

const AGENTS = {
  browser: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  whatsapp: "WhatsApp/2.23.20.0 A",
  facebook: "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
};

interface RestProduct {
  id: number;
  title: string;
  product_slug: string;
  price: number;
  sale_price: number | null;
  part_number: string | null;
  is_active: boolean;
}

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

const rest = async <T>(path: string): Promise<T> => (await (await fetch(`${backend.url}${path}`)).json()) as T;

async function head(path: string, ua: string) {
  const res = await fetch(`${gateway.url}${path}`, { headers: { "user-agent": ua } });
  const html = await res.text();
  return { res, html, head: html.slice(0, html.indexOf("</head>")) };
}

/** The content of `<meta property|name="key" content="...">` in the head, unescaped. */
function meta(headHtml: string, key: string): string[] {
  const re = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`, "g");
  return [...headHtml.matchAll(re)].map((m) =>
    m[1]!
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'"),
  );
}
const canonical = (h: string) => /<link rel="canonical" href="([^"]+)"/.exec(h)?.[1];
/** `<link rel="alternate" hreflang>` as "tag href" pairs (React writes the attribute as `hrefLang`). */
const hreflangs = (h: string) => [...h.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map((m) => `${m[1]} ${m[2]}`);
const titleOf = (h: string) => h.match(/<title>([^<]*)<\/title>/g) ?? [];

describe("product page as a browser, WhatsApp and Facebook see it", () => {
  for (const [who, ua] of Object.entries(AGENTS)) {
    it(`has every tag a preview needs, with absolute URLs (${who})`, async () => {
      const [p] = await rest<RestProduct[]>("/products?is_active=true&sale_price_null=false&part_number_null=false&_limit=1&_sort=id:ASC");
      const { res, html, head: h } = await head(`/product/${p!.product_slug}`, ua);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      expect(titleOf(h)).toHaveLength(1);
      expect(titleOf(h)[0]).toContain(p!.title.replace(/&/g, "&amp;"));
      const url = `${PUBLIC_ORIGIN}/product/${p!.product_slug}`;
      expect(canonical(h)).toBe(url);
      expect(meta(h, "description")[0]).toContain(p!.title);
      expect(meta(h, "description")[0]).toMatch(/\u2068د\.إ\u2069\u00a0[\d,]+\.\d{2} incl\. VAT/);
      expect(meta(h, "og:type")).toEqual(["product"]);
      expect(meta(h, "og:title")).toEqual([p!.title]);
      expect(meta(h, "og:description")[0]!.length).toBeGreaterThan(20);
      expect(meta(h, "og:url")).toEqual([url]);
      expect(hreflangs(h)).toEqual([`en-AE ${url}`, `ar-AE ${PUBLIC_ORIGIN}/ar/product/${p!.product_slug}`, `x-default ${url}`]);
      expect(meta(h, "og:locale")).toEqual(["en_AE"]);
      expect(meta(h, "og:locale:alternate")).toEqual(["ar_AE"]);
      expect(meta(h, "og:image")[0]).toMatch(new RegExp(`^${PUBLIC_ORIGIN}/uploads/.+`));
      expect(meta(h, "og:price:amount")).toEqual([p!.sale_price!.toFixed(2)]);
      expect(meta(h, "og:price:currency")).toEqual(["AED"]);
      expect(meta(h, "product:price:amount")).toEqual([p!.sale_price!.toFixed(2)]);
      expect(meta(h, "product:price:currency")).toEqual(["AED"]);
      expect(meta(h, "twitter:card")).toEqual(["summary_large_image"]);
      expect(meta(h, "twitter:image")[0]).toMatch(/^http:\/\/shop\.test\//);

      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
      const json = JSON.parse(ld![1]!) as Record<string, any>;
      expect(json).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Product",
        name: p!.title,
        inLanguage: "en-AE",
        sku: p!.part_number,
        offers: { "@type": "Offer", priceCurrency: "AED", price: p!.sale_price!.toFixed(2), url },
      });
      expect(json.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
      expect(json.image[0]).toMatch(/^http:\/\/shop\.test\//);
    });
  }

  it("declares the plain product URL canonical on every layout variant", async () => {
    const [p] = await rest<RestProduct[]>("/products?is_active=true&_limit=1&_sort=id:ASC");
    for (const layout of ["extended", "full-content", "boxed", "sidebar", "on-sale", "out-of-stock", "countdown"]) {
      const { res, head: h } = await head(`/product/${layout}/${p!.id}`, AGENTS.whatsapp);
      expect(res.status, layout).toBe(200);
      expect(canonical(h), layout).toBe(`${PUBLIC_ORIGIN}/product/${p!.product_slug}`);
      expect(meta(h, "og:url"), layout).toEqual([`${PUBLIC_ORIGIN}/product/${p!.product_slug}`]);
    }
    const unknown = await head(`/product/not-a-layout/${p!.id}`, AGENTS.browser);
    expect(unknown.res.status).toBe(404);
    expect(unknown.head).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe("category pages", () => {
  for (const [who, ua] of Object.entries(AGENTS)) {
    it(`carry title, description, canonical, Open Graph and Twitter tags (${who})`, async () => {
      const { res, html, head: h } = await head("/category/workstations?brand=hp&sort=price-asc", ua);
      expect(res.status).toBe(200);
      expect(titleOf(h)).toEqual(["<title>Workstations | ProAV Shop UAE</title>"]);
      expect(meta(h, "description")[0]).toMatch(/^Workstations: \d+ products? in AED, VAT included/);
      // Filters and sort are not part of the canonical URL.
      expect(canonical(h)).toBe(`${PUBLIC_ORIGIN}/category/workstations`);
      expect(meta(h, "og:url")).toEqual([`${PUBLIC_ORIGIN}/category/workstations`]);
      expect(meta(h, "og:title")).toEqual(["Workstations | ProAV Shop UAE"]);
      expect(meta(h, "og:description")[0]).toContain("Workstations");
      expect(meta(h, "og:type")).toEqual(["website"]);
      expect(meta(h, "og:image")[0]).toMatch(/^http:\/\/shop\.test\/(uploads|static)\//);
      expect(meta(h, "twitter:card")).toEqual(["summary_large_image"]);
      expect(meta(h, "twitter:title")).toEqual(["Workstations | ProAV Shop UAE"]);
      expect(hreflangs(h)).toEqual([
        `en-AE ${PUBLIC_ORIGIN}/category/workstations`,
        `ar-AE ${PUBLIC_ORIGIN}/ar/category/workstations`,
        `x-default ${PUBLIC_ORIGIN}/category/workstations`,
      ]);
      expect(meta(h, "og:locale")).toEqual(["en_AE"]);
      const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
      expect(ld).toContainEqual(expect.objectContaining({ "@type": "WebPage", inLanguage: "en-AE", url: `${PUBLIC_ORIGIN}/category/workstations` }));
    });
  }

  it("keeps the page, and only the page, in the canonical URL of a later page", async () => {
    const first = await head("/category/workstations", AGENTS.browser);
    const after = /href="\/category\/workstations\?after=([\w-]+)"/.exec(first.html)?.[1];
    expect(after).toBeTruthy();
    const second = await head(`/category/workstations?after=${after}&view=list`, AGENTS.browser);
    expect(second.res.status).toBe(200);
    expect(canonical(second.head)).toBe(`${PUBLIC_ORIGIN}/category/workstations?after=${after}`);
  });

  it("points shop layout variants to /shop and answers unknown ones and unknown categories with 404 noindex", async () => {
    const { res, head: h } = await head("/shop/shop-sidebar", AGENTS.facebook);
    expect(res.status).toBe(200);
    expect(canonical(h)).toBe(`${PUBLIC_ORIGIN}/shop`);
    for (const path of ["/shop/shop-nowhere", "/category/no-such-category", "/category/%3Cscript%3E"]) {
      const answer = await head(path, AGENTS.browser);
      expect(answer.res.status, path).toBe(404);
      expect(answer.head, path).toContain('<meta name="robots" content="noindex"/>');
    }
  });
});

describe("every page has one meaningful title and a description", () => {
  const pages: [string, RegExp][] = [
    ["/", /^ProAV Shop UAE \| Workstations/],
    ["/home/technology", /^ProAV Shop UAE \| Workstations/],
    ["/shop", /^Shop all products \| ProAV Shop UAE$/],
    ["/page/about-us", /^About us \| ProAV Shop UAE$/],
    ["/page/contact-us", /^Contact us \| ProAV Shop UAE$/],
    ["/page/faqs", /^FAQs: .+ \| ProAV Shop UAE$/],
    ["/account/recent-viewed-product", /^Recently viewed \| ProAV Shop UAE$/],
  ];
  for (const [path, title] of pages) {
    it(path, async () => {
      const { res, head: h } = await head(path, AGENTS.browser);
      expect(res.status).toBe(200);
      const titles = titleOf(h);
      expect(titles).toHaveLength(1);
      expect(titles[0]!.replace(/<\/?title>/g, "").replace(/&amp;/g, "&")).toMatch(title);
      expect(meta(h, "description")).toHaveLength(1);
      expect(meta(h, "description")[0]!.length).toBeGreaterThan(40);
    });
  }

  it("home variants declare / canonical; /page/page-404 is the 404 page", async () => {
    const variant = await head("/home/market-place-2", AGENTS.whatsapp);
    expect(canonical(variant.head)).toBe(`${PUBLIC_ORIGIN}/`);
    // The shop's own preview image: a real JPEG (WhatsApp shows no SVG), well under WhatsApp's 300 KB.
    const image = meta(variant.head, "og:image")[0]!;
    expect(image).toBe(`${PUBLIC_ORIGIN}/static/og-default.jpg`);
    const picture = await fetch(`${gateway.url}${new URL(image).pathname}`);
    expect(picture.headers.get("content-type")).toBe("image/jpeg");
    expect((await picture.arrayBuffer()).byteLength).toBeLessThan(300 * 1024);
    expect((await head("/home/not-a-variant", AGENTS.browser)).res.status).toBe(404);
    const notFound = await head("/page/page-404", AGENTS.browser);
    expect(notFound.res.status).toBe(404);
    expect(notFound.head).toContain('<meta name="robots" content="noindex"/>');
    expect(notFound.html).toContain("We couldn&#x27;t find that page");
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every active product and category and the static pages, and no inactive product", async () => {
    const res = await fetch(`${gateway.url}/sitemap.xml`, { headers: { "user-agent": "Googlebot/2.1" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(res.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
    );
    const all = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const arabic = all.filter((l) => l === `${PUBLIC_ORIGIN}/ar` || l.startsWith(`${PUBLIC_ORIGIN}/ar/`));
    const locs = new Set(all.filter((l) => !arabic.includes(l)));

    const active = await rest<RestProduct[]>("/products?is_active=true&_limit=1000");
    const inactive = await rest<RestProduct[]>("/products?is_active=false&_limit=1000");
    expect(active.length).toBeGreaterThan(100); // more than one page of the gateway's products
    expect(inactive).toHaveLength(25);
    for (const p of active) expect(locs.has(`${PUBLIC_ORIGIN}/product/${encodeURIComponent(p.product_slug)}`), p.product_slug).toBe(true);
    for (const p of inactive) expect(locs.has(`${PUBLIC_ORIGIN}/product/${encodeURIComponent(p.product_slug)}`), p.product_slug).toBe(false);

    const categories = await rest<{ slug: string; sub_categories: { slug: string }[] }[]>("/product-categories");
    for (const c of categories) {
      expect(locs.has(`${PUBLIC_ORIGIN}/category/${c.slug}`), c.slug).toBe(true);
      for (const s of c.sub_categories) expect(locs.has(`${PUBLIC_ORIGIN}/category/${s.slug}`), s.slug).toBe(true);
    }
    for (const path of ["/", "/shop", "/page/about-us", "/page/contact-us", "/page/faqs"]) expect(locs.has(`${PUBLIC_ORIGIN}${path}`), path).toBe(true);
    expect([...locs].filter((l) => l.includes("/account/") || l.includes("page-404"))).toEqual([]);
    const subCount = categories.reduce((n, c) => n + c.sub_categories.length, 0);
    expect(locs.size).toBe(5 + categories.length + subCount + active.length);

    // Arabic: every page again under /ar (a product hidden in Arabic may be left out), never one without English.
    for (const path of ["", "/shop", "/page/about-us", "/page/contact-us", "/page/faqs", `/category/${categories[0]!.slug}`]) {
      expect(arabic, path).toContain(`${PUBLIC_ORIGIN}/ar${path}`);
    }
    for (const l of arabic)
      expect(locs.has(l === `${PUBLIC_ORIGIN}/ar` ? `${PUBLIC_ORIGIN}/` : l.replace(`${PUBLIC_ORIGIN}/ar/`, `${PUBLIC_ORIGIN}/`)), l).toBe(true);
    expect(new Set(arabic).size).toBe(arabic.length);
    // Each language version names both, reciprocally, with absolute URLs.
    const slug = encodeURIComponent(active[0]!.product_slug);
    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
    const alternatesOf = (loc: string) => entries.find((e) => e.includes(`<loc>${loc}</loc>`))?.match(/<xhtml:link [^>]+\/>/g);
    const expected = [
      `<xhtml:link rel="alternate" hreflang="en-AE" href="${PUBLIC_ORIGIN}/product/${slug}"/>`,
      `<xhtml:link rel="alternate" hreflang="ar-AE" href="${PUBLIC_ORIGIN}/ar/product/${slug}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_ORIGIN}/product/${slug}"/>`,
    ];
    expect(alternatesOf(`${PUBLIC_ORIGIN}/product/${slug}`)).toEqual(expected);
    expect(alternatesOf(`${PUBLIC_ORIGIN}/ar/product/${slug}`)).toEqual(expected);
  });

  it("answers 503 with Retry-After when the catalogue cannot be read, never a partial sitemap", async () => {
    const down = await startGateway("http://127.0.0.1:9", { BACKEND_TIMEOUT_MS: "300" });
    try {
      const res = await fetch(`${down.url}/sitemap.xml`);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("60");
      expect(res.headers.get("cache-control")).toBe("no-store");
    } finally {
      await down.close();
    }
  });

  it("robots.txt points to the sitemap with an absolute URL", async () => {
    const res = await fetch(`${gateway.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`);
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/account\/$/m);
  });
});
