import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";
import { startCountingProxy } from "./support/counting-proxy.js";
import { startRedis } from "./support/redis.js";

// The catalogue in Arabic, seen from outside: the real gateway over HTTP against the stand-in backend, which
// stores translations the way Strapi 3.6's i18n plugin does (separate rows linked by `localizations`), and under
// `npm run test:strapi` against a real Strapi 3.6.11 seeded through that plugin. The operation's language is the
// request's Accept-Language.

interface Row {
  id: number;
  title: string;
  product_slug: string;
  is_active: boolean | null;
  name?: string;
  localizations?: { id: number; locale: string }[];
}

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
const gateways: { close(): Promise<void> }[] = [];

/** Facts of the seed, read from the backend itself. */
let translated: { en: Row; ar: Row };
let englishOnly: Row;
let hiddenInArabic: Row;
let activeEnglishCount: number;
/** English ids whose Arabic row is inactive. */
let hiddenIds: Set<number>;

const backendJson = async <T>(path: string): Promise<T> => (await fetch(`${backend.url}${path}`)).json() as Promise<T>;

beforeAll(async () => {
  backend = await startTestBackend();
  proxy = await startCountingProxy(backend.url);
  const english = await backendJson<Row[]>("/products?_limit=-1&is_active=true&_sort=id:ASC");
  const arabic = await backendJson<Row[]>("/products?_locale=ar&_limit=-1&_sort=id:ASC");
  const arabicById = new Map(arabic.map((r) => [r.id, r]));
  const arOf = (en: Row) => arabicById.get(en.localizations?.find((l) => l.locale === "ar")?.id ?? -1);
  const withActiveArabic = english.find((en) => arOf(en)?.is_active === true)!;
  translated = { en: withActiveArabic, ar: arOf(withActiveArabic)! };
  englishOnly = english.find((en) => !arOf(en))!;
  hiddenInArabic = english.find((en) => en.id === 12)!;
  activeEnglishCount = english.length;
  hiddenIds = new Set(arabic.filter((r) => r.is_active === false).flatMap((r) => r.localizations?.map((l) => l.id) ?? []));
  expect(arOf(hiddenInArabic)?.is_active).toBe(false);
});
afterAll(async () => {
  for (const g of gateways) await g.close();
  await proxy?.close();
  await backend?.close();
});

async function gatewayWith(env: Record<string, string> = {}) {
  const gateway = await startGateway(proxy.url, env);
  gateways.push(gateway);
  return gateway.url;
}

interface Answer {
  headers: Headers;
  body: { data?: Record<string, any> | null; errors?: { message: string }[] };
}

async function ask(url: string, lang: string | null, query: string, variables?: Record<string, unknown>): Promise<Answer> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(lang ? { "accept-language": lang } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Answer["body"];
  expect(body.errors).toBeUndefined();
  return { headers: res.headers, body };
}

const PRODUCT = `query($slug: String, $id: ID) { product(slug: $slug, id: $id) { id slug title description image { alt } price { formatted } } }`;
const LISTING = `query($first: Int, $after: String) { products(first: $first, after: $after, sort: TITLE_ASC) { totalCount nodes { id title } pageInfo { endCursor hasNextPage } } }`;

/** Every product of a listing, page by page. */
async function allListed(url: string, lang: string): Promise<{ ids: number[]; totalCount: number }> {
  const ids: number[] = [];
  let after: string | null = null;
  let totalCount = 0;
  do {
    const page: Answer = await ask(url, lang, LISTING, { first: 100, after });
    const products = page.body.data!.products;
    totalCount = products.totalCount;
    ids.push(...products.nodes.map((n: { id: string }) => Number(n.id)));
    after = products.pageInfo.hasNextPage ? products.pageInfo.endCursor : null;
  } while (after);
  return { ids, totalCount };
}

for (const source of ["search index", "backend"] as const) {
  describe(`Arabic catalogue, listings from the ${source}`, () => {
    let url: string;
    beforeAll(async () => {
      url = await gatewayWith({ SEARCH_INDEX: source === "backend" ? "false" : "true" });
    });

    it("shows a translated product's Arabic title and description under its English id and slug", async () => {
      const ar = (await ask(url, "ar-AE,ar;q=0.9,en;q=0.8", PRODUCT, { slug: translated.en.product_slug })).body.data!.product;
      expect(ar).toMatchObject({ id: String(translated.en.id), slug: translated.en.product_slug, title: translated.ar.title });
      expect(ar.description).not.toBe("");
      const en = (await ask(url, null, PRODUCT, { slug: translated.en.product_slug })).body.data!.product;
      expect(en.title).toBe(translated.en.title);
      expect(en.description).not.toBe(ar.description);
    });

    it("describes a translated product's image by its Arabic title", async () => {
      const ar = (await ask(url, "ar", PRODUCT, { slug: translated.en.product_slug })).body.data!.product;
      expect(ar.image.alt).toBe(translated.ar.title);
    });

    it("keeps the English text of a product without a translation", async () => {
      const ar = (await ask(url, "ar", PRODUCT, { id: String(englishOnly.id) })).body.data!.product;
      expect(ar).toMatchObject({ id: String(englishOnly.id), title: englishOnly.title });
    });

    it("hides a product inactive in Arabic from Arabic listings, counts and lookups, never from English ones", async () => {
      const en = await allListed(url, "en");
      const ar = await allListed(url, "ar");
      expect(en.ids).toContain(hiddenInArabic.id);
      expect(ar.ids).not.toContain(hiddenInArabic.id);
      expect(en.totalCount).toBe(activeEnglishCount);
      expect(ar.totalCount).toBe(ar.ids.length);
      expect(ar.totalCount).toBeLessThan(en.totalCount);
      expect(new Set(ar.ids)).toEqual(new Set(en.ids.filter((id) => !hiddenIds.has(id))));

      for (const variables of [{ id: String(hiddenInArabic.id) }, { slug: hiddenInArabic.product_slug }]) {
        expect((await ask(url, "ar", PRODUCT, variables)).body.data!.product).toBeNull();
        expect((await ask(url, "en", PRODUCT, variables)).body.data!.product.title).toBe(hiddenInArabic.title);
      }
      const byIds = `query($ids: [ID!]!) { productsByIds(ids: $ids) { id } }`;
      const ids = [String(hiddenInArabic.id), String(translated.en.id)];
      expect((await ask(url, "ar", byIds, { ids })).body.data!.productsByIds).toEqual([null, { id: ids[1] }]);
    });

    it("leaves a product inactive in Arabic out of Arabic search and suggestions, never out of English ones", async () => {
      const keyword = hiddenInArabic.title;
      const search = `query($keyword: String!) { search(keyword: $keyword, first: 24) { totalCount nodes { id } } }`;
      const suggest = `query($keyword: String!) { searchSuggestions(keyword: $keyword) { products { id } } }`;
      const ids = async (locale: string, query: string, field: "search" | "searchSuggestions") => {
        const data = (await ask(url, locale, query, { keyword })).body.data![field] as { nodes?: { id: string }[]; products?: { id: string }[] };
        return (data.nodes ?? data.products)!.map((n) => n.id);
      };
      expect(await ids("en", search, "search")).toContain(String(hiddenInArabic.id));
      expect(await ids("ar", search, "search")).not.toContain(String(hiddenInArabic.id));
      expect(await ids("en", suggest, "searchSuggestions")).toContain(String(hiddenInArabic.id));
      expect(await ids("ar", suggest, "searchSuggestions")).not.toContain(String(hiddenInArabic.id));
    });

    it("searches Arabic words in Arabic, and never finds a product hidden in Arabic", async () => {
      const search = `query($k: String!) { search(keyword: $k, first: 50) { totalCount nodes { id title } } }`;
      const word = translated.ar.title.split(/\s+/).filter((w) => /^[\u0600-\u06FF]{4,}$/.test(w) && !translated.en.title.includes(w))[0]!;
      const byArabic = (await ask(url, "ar", search, { k: word })).body.data!.search;
      expect(byArabic.nodes.map((n: { id: string }) => n.id)).toContain(String(translated.en.id));
      const partOfHidden = (await backendJson<{ part_number: string }>(`/products/${hiddenInArabic.id}`)).part_number;
      const ids = async (lang: string) => ((await ask(url, lang, search, { k: partOfHidden })).body.data!.search.nodes as { id: string }[]).map((n) => n.id);
      expect(await ids("en")).toContain(String(hiddenInArabic.id));
      expect(await ids("ar")).not.toContain(String(hiddenInArabic.id));
    });

    it("lists a sub-category's products in Arabic without the hidden ones, with the same count", async () => {
      const sub = (await backendJson<Row[]>(`/products/${hiddenInArabic.id}`)) as unknown as { sub_categories: { slug: string }[] };
      const query = `query($slug: String!) { subCategory(slug: $slug) { name products(first: 100) { totalCount nodes { id } } } }`;
      const slug = sub.sub_categories[0]!.slug;
      const en = (await ask(url, "en", query, { slug })).body.data!.subCategory;
      const ar = (await ask(url, "ar", query, { slug })).body.data!.subCategory;
      expect(en.products.nodes.map((n: { id: string }) => n.id)).toContain(String(hiddenInArabic.id));
      expect(ar.products.nodes.map((n: { id: string }) => n.id)).not.toContain(String(hiddenInArabic.id));
      expect(ar.products.totalCount).toBe(ar.products.nodes.length);
      expect(ar.products.totalCount).toBe(en.products.totalCount - 1);
      expect(ar.name).not.toBe(en.name);
    });
  });
}

describe("Arabic taxonomy and money", () => {
  let url: string;
  beforeAll(async () => {
    url = await gatewayWith();
  });

  it("names categories, sub-categories and brands in Arabic, under their English slugs", async () => {
    const query = `{ categories { slug name subCategories { slug name category { name } } } }`;
    const en = (await ask(url, "en", query)).body.data!.categories as { slug: string; name: string; subCategories: { slug: string; name: string }[] }[];
    const ar = (await ask(url, "ar", query)).body.data!.categories as typeof en;
    const arabicCategories = await backendJson<Row[]>("/product-categories?_locale=ar&_limit=-1");
    expect(ar.map((c) => c.slug).sort()).toEqual(en.map((c) => c.slug).sort());
    const arabicLetters = /[\u0600-\u06FF]/;
    for (const category of ar) {
      expect(category.name).toMatch(arabicLetters);
      expect(arabicCategories.map((c) => c.name)).toContain(category.name);
      for (const sub of category.subCategories) expect(sub.name).toMatch(arabicLetters);
    }
    // Menus, footer and category pages list them in Arabic dictionary order, not the English names' order.
    const arabicOrder = (names: string[]) => [...names].sort(new Intl.Collator("ar", { sensitivity: "base", numeric: true }).compare);
    expect(ar.map((c) => c.name)).toEqual(arabicOrder(ar.map((c) => c.name)));
    for (const category of ar) expect(category.subCategories.map((s) => s.name)).toEqual(arabicOrder(category.subCategories.map((s) => s.name)));
    expect(ar.map((c) => c.slug)).not.toEqual(en.map((c) => c.slug));
    const product = `query($slug: String) { product(slug: $slug) { subCategories { name } brands { name slug } } }`;
    const ofProduct = (await ask(url, "ar", product, { slug: translated.en.product_slug })).body.data!.product;
    expect(ofProduct.subCategories[0].name).toMatch(arabicLetters);
    expect(ofProduct.brands[0].slug).not.toMatch(/-ar$/);
  });

  it("formats prices for the operation's language; the amount is the same", async () => {
    const query = `query($id: ID) { product(id: $id) { price { amount formatted } } }`;
    const en = (await ask(url, "en", query, { id: String(translated.en.id) })).body.data!.product.price;
    const ar = (await ask(url, "ar", query, { id: String(translated.en.id) })).body.data!.product.price;
    expect(ar.amount).toBe(en.amount);
    expect(en.formatted).toMatch(/^\u2068د\.إ\u2069\u00a0\d{1,3}(,\d{3})*\.\d{2}$/);
    const [whole, cents] = en.amount.split(".");
    expect(ar.formatted).toBe(`\u200f${Number(whole).toLocaleString("en-US")}.${cents}\u00a0د.إ\u200f`);
  });
});

describe("caches and the language", () => {
  it.each(["5", "0"])("never answers one language from another's cache entry (micro-cache %ss, response cache)", async (micro) => {
    const url = await gatewayWith({ GRAPHQL_MICRO_CACHE_SECONDS: micro });
    const query = `query($id: ID) { product(id: $id) { title price { formatted } } }`;
    const variables = { id: String(translated.en.id) };
    const titles: string[] = [];
    for (const lang of ["en", "ar", "en", "ar"]) {
      const answer = await ask(url, lang, query, variables);
      expect(answer.headers.get("vary")).toMatch(/accept-language/i);
      titles.push(answer.body.data!.product.title);
    }
    expect(titles).toEqual([translated.en.title, translated.ar.title, translated.en.title, translated.ar.title]);
  });

  it("keeps the languages apart in the Redis cache that gateway instances share", async () => {
    const redis = await startRedis();
    try {
      const env = { REDIS_URL: redis.url, GRAPHQL_MICRO_CACHE_SECONDS: "0" };
      const [one, two] = [await gatewayWith(env), await gatewayWith(env)];
      const query = `query($id: ID) { product(id: $id) { title subCategories { name } price { formatted } } }`;
      const variables = { id: String(translated.en.id) };
      const en = (await ask(one, "en", query, variables)).body.data!.product;
      const ar = (await ask(two, "ar", query, variables)).body.data!.product;
      expect([en.title, ar.title]).toEqual([translated.en.title, translated.ar.title]);
      proxy.reset();
      // Both answers now come from the shared cache, each in its own language, on either instance.
      expect((await ask(two, "en", query, variables)).body.data!.product).toEqual(en);
      expect((await ask(one, "ar", query, variables)).body.data!.product).toEqual(ar);
      expect(proxy.requests).toEqual([]);
    } finally {
      await redis.kill();
    }
  });

  it("fetches an Arabic listing page's translations in one batched call", async () => {
    for (const index of ["true", "false"]) {
      const url = await gatewayWith({ SEARCH_INDEX: index, GRAPHQL_MICRO_CACHE_SECONDS: "0", CACHE_TTL_SECONDS: "0" });
      const query = `{ products(first: 48, sort: TITLE_ASC) { nodes { id title description image { alt } } } }`;
      await ask(url, "ar", query); // warms the shared per-language lists (hidden products, names)
      proxy.reset();
      await ask(url, "ar", query);
      const translations = proxy.requests.filter((r) => r.includes("_locale=all"));
      expect(translations).toHaveLength(1);
      expect(proxy.requests.length).toBeLessThanOrEqual(index === "true" ? 1 : 3);
      proxy.reset();
      await ask(url, "en", query);
      expect(proxy.requests.filter((r) => r.includes("_locale"))).toEqual([]);
    }
  });
});

// One rule for "is this product sold in this language", read by saved lists, the cart, checkout and placeOrder:
// a product hidden in Arabic is not sold there, but lists both languages share keep it.
describe("a product hidden in Arabic", () => {
  let url: string;
  beforeAll(async () => {
    url = await gatewayWith();
  });
  const withdrawn = `query($ids: [ID!]!) { withdrawnProductIds(ids: $ids) }`;
  const cart = `query($items: [CartItemInput!]!) { cart(items: $items) { lines { product { id } } unavailableProductIds notInLanguageProductIds itemCount } }`;

  it("is not withdrawn in either language: only gone products may leave a saved list", async () => {
    const ids = [String(hiddenInArabic.id), String(translated.en.id), "999999", "x"];
    for (const lang of ["en", "ar"]) expect((await ask(url, lang, withdrawn, { ids })).body.data!.withdrawnProductIds).toEqual(["999999", "x"]);
  });

  it("is priced in the English cart, and left out of the Arabic one without being called unavailable", async () => {
    const items = [
      { productId: String(hiddenInArabic.id), quantity: 1 },
      { productId: String(translated.en.id), quantity: 2 },
      { productId: "999999", quantity: 1 },
    ];
    const en = (await ask(url, "en", cart, { items })).body.data!.cart;
    expect(en).toMatchObject({ unavailableProductIds: ["999999"], notInLanguageProductIds: [], itemCount: 3 });
    const ar = (await ask(url, "ar", cart, { items })).body.data!.cart;
    expect(ar).toMatchObject({ lines: [{ product: { id: String(translated.en.id) } }], unavailableProductIds: ["999999"], itemCount: 2 });
    expect(ar.notInLanguageProductIds).toEqual([String(hiddenInArabic.id)]);
  });

  it("cannot be ordered from an Arabic page", async () => {
    const place = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on ErrorResult { fields { path code } } } }`;
    const input = {
      lines: [{ productId: String(hiddenInArabic.id), quantity: 1 }],
      contactEmail: "guest.hidden@example.com",
      contactPhone: "+971 50 123 4567",
      shippingAddress: { address: { name: "Guest", phone: "0501234567", emirate: "DUBAI", area: "Marina", street: "Street 1", building: "Tower 2" } },
      paymentMethod: "CASH_ON_DELIVERY",
      idempotencyKey: `hidden-ar-${Date.now()}`,
    };
    const answer = (await ask(url, "ar", place, { input })).body.data!.placeOrder;
    expect(answer.__typename).toBe("OrderRefused");
    expect(answer.fields).toContainEqual({ path: ["input", "lines", "0", "productId"], code: "PRODUCT_UNAVAILABLE" });
  });

  it("names English as its only language, so no page links to its missing Arabic page", async () => {
    const languages = `query($id: ID) { product(id: $id) { languages } }`;
    expect((await ask(url, "en", languages, { id: String(hiddenInArabic.id) })).body.data!.product.languages).toEqual(["en"]);
    expect((await ask(url, "en", languages, { id: String(translated.en.id) })).body.data!.product.languages).toEqual(["en", "ar"]);
  });
});
