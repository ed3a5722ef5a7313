// Strapi 3.6's i18n dialect, checked against the responses captured
// from a real Strapi 3.6.11 with the i18n plugin (fixtures/strapi-v3-samples/i18n). The stand-in's seed mirrors
// that capture's entries (which products have an Arabic row, which of those are inactive), so ids and counts
// compare exactly; the Arabic text is the stand-in's own.
import { describe, expect, it } from "vitest";
import { sample, useBackend, withoutNewKeys } from "./helpers.js";

const api = useBackend();
const i18n = <T = unknown>(file: string) => sample<T>(`i18n/${file}`);

type Row = Record<string, unknown> & { id: number; locale: string; localizations?: { id: number; locale: string }[] };
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const keysOf = (value: unknown) => withoutNewKeys(Object.keys(value as object));

async function list(path: string): Promise<Row[]> {
  const reply = await api.get<Row[]>(path);
  expect(reply.status, path).toBe(200);
  return reply.body;
}

describe("localized lists and counts", () => {
  it.each([
    ["/products?_limit=2", "01-products-limit-2.json"],
    ["/products?_locale=ar&_limit=2", "02-products-locale-ar-limit-2.json"],
    ["/products?_locale=all&_limit=3", "03-products-locale-all-limit-3.json"],
    ["/products?_locale=xx", "12-products-locale-xx.json"],
    ["/products?_locale=AR&_limit=2", "33-products-locale-uppercase-AR.json"],
    ["/products?id=252", "22-products-id-filter-ar-id.json"],
    ["/products?id_in=2&id_in=252", "23-products-id_in-en-and-ar.json"],
    ["/products?_locale=all&id_in=2&id_in=252", "24-products-locale-all-id_in.json"],
    ["/products?_locale=ar&is_active=false", "36-products-locale-ar-inactive.json"],
    ["/products?_locale=ar&_q=zbook", "31-products-locale-ar-q-zbook.json"],
    ["/products?_locale=ar&sub_categories.slug=tower-workstations-ar", "29-products-locale-ar-deep-ar-sub-slug.json"],
    ["/products?_locale=ar&sub_categories.slug=tower-workstations", "30-products-locale-ar-deep-en-sub-slug.json"],
    ["/product-categories", "25-product-categories.json"],
    ["/product-categories?_locale=ar", "07-product-categories-locale-ar.json"],
    ["/sub-categories?_locale=ar", "26-sub-categories-locale-ar.json"],
    ["/brands?_locale=ar", "28-brands-locale-ar.json"],
  ])("%s selects the rows sample %s shows, with their locales and localizations", async (path, file) => {
    const expected = await i18n<Row[]>(file);
    const body = await list(path);
    expect(ids(body)).toEqual(ids(expected));
    const links = (rows: Row[]) => rows.map(({ id, locale, localizations }) => ({ id, locale, localizations }));
    expect(links(body)).toEqual(links(expected));
  });

  it("finds Arabic titles with Arabic text in title_contains (URL-encoded, sample 32)", async () => {
    const expected = await i18n<Row[]>("32-products-locale-ar-title-contains-ar.json");
    const body = await list(`/products?_locale=ar&title_contains=${encodeURIComponent("محطة عمل")}`);
    expect(ids(body)).toEqual(ids(expected));
    expect(body.every((row) => String(row.title).includes("محطة عمل"))).toBe(true);
  });

  it.each([
    ["/products/count", "13-products-count.json"],
    ["/products/count?_locale=ar", "04-products-count-locale-ar.json"],
    ["/products/count?_locale=all", "14-products-count-locale-all.json"],
    ["/products/count?_locale=xx", "15-products-count-locale-xx.json"],
    ["/products/count?is_active=true", "16-products-count-active.json"],
    ["/products/count?_locale=ar&is_active=true", "17-products-count-active-locale-ar.json"],
  ])("%s counts like sample %s", async (path, file) => {
    const { status, body } = await api.get<number>(path);
    expect(status).toBe(200);
    expect(body).toBe(await i18n<number>(file));
  });

  it("finds a localized row by its own slug only, and never falls back to English", async () => {
    for (const [path, file] of [
      [
        "/products?_locale=ar&product_slug=dell-precision-5860-tower-intel-xeon-w5-2455x-64gb-ram-2tb-ssd-nvidia-rtx-4000-ada-20gb",
        "08-products-locale-ar-by-en-slug.json",
      ],
      [
        "/products?_locale=ar&product_slug=dell-precision-5860-tower-intel-xeon-w5-2455x-64gb-ram-2tb-ssd-nvidia-rtx-4000-ada-20gb-ar",
        "09-products-locale-ar-by-ar-slug.json",
      ],
      [
        "/products?_locale=ar&product_slug=lenovo-thinkstation-p3-ultra-intel-core-i7-13700-16gb-ram-512gb-ssd-nvidia-t1000-8gb",
        "10-products-locale-ar-slug-no-ar.json",
      ],
      [
        "/products?product_slug=dell-precision-5860-tower-intel-xeon-w5-2455x-64gb-ram-2tb-ssd-nvidia-rtx-4000-ada-20gb-ar",
        "21-products-ar-slug-no-locale.json",
      ],
    ] as const) {
      expect(ids(await list(path)), path).toEqual(ids(await i18n<Row[]>(file)));
    }
  });

  it("lists every Arabic product as the capture does: same entries, same active flags", async () => {
    const expected = await i18n<Row[]>("35-products-locale-ar-all.json");
    const body = await list("/products?_locale=ar&_limit=-1");
    const pick = (rows: Row[]) => rows.map(({ id, is_active, localizations, product_slug }) => ({ id, is_active, localizations, product_slug }));
    expect(pick(body)).toEqual(pick(expected));
    expect(new Set(body.map((row) => row.product_slug)).size).toBe(40);
  });
});

describe("localized rows: shapes", () => {
  it("carries locale and localizations in Strapi's key order, on rows and on relations (samples 05, 06)", async () => {
    for (const [path, file] of [
      ["/products/2", "05-products-en-id-with-ar.json"],
      ["/products/252", "06-products-ar-id.json"],
    ] as const) {
      const expected = await i18n<Row & { brands: Row[]; sub_categories: Row[] }>(file);
      const { status, body } = await api.get<Row & { brands: Row[]; sub_categories: Row[] }>(path);
      expect(status).toBe(200);
      expect(keysOf(body)).toEqual(keysOf(expected));
      expect(keysOf(body.brands[0])).toEqual(keysOf(expected.brands[0]));
      expect(keysOf(body.sub_categories[0])).toEqual(keysOf(expected.sub_categories[0]));
      expect({ id: body.id, locale: body.locale, localizations: body.localizations }).toEqual({
        id: expected.id,
        locale: expected.locale,
        localizations: expected.localizations,
      });
      expect(body.brands.map((b) => [b.slug, b.locale])).toEqual(expected.brands.map((b) => [b.slug, b.locale]));
      expect(body.sub_categories.map((s) => [s.slug, s.locale])).toEqual(expected.sub_categories.map((s) => [s.slug, s.locale]));
    }
  });

  it("shares price, sale price, part number, image and badges across locales; title and description are the row's own", async () => {
    const en = (await api.get<Row & { image_1: { id: number }; badges: { value: string }[] }>("/products/1")).body;
    const ar = (await api.get<Row & { image_1: { id: number }; badges: { value: string }[] }>("/products/251")).body;
    for (const field of ["price", "sale_price", "part_number", "badge"]) expect(ar[field], field).toEqual(en[field]);
    expect(ar.image_1.id).toBe(en.image_1.id);
    expect(ar.badges.map((b) => b.value)).toEqual(en.badges.map((b) => b.value));
    expect(ar.title).toMatch(/[\u0600-\u06FF]/);
    expect(ar.description).toMatch(/^## .*[\u0600-\u06FF]/);
    expect(ar.product_slug).toBe(`${String(en.product_slug)}-ar`);
  });

  it("keeps is_active per row: active in English, inactive in Arabic (samples 18, 19)", async () => {
    for (const [path, file] of [
      ["/products/12", "18-products-en-active-ar-inactive.json"],
      ["/products/258", "19-products-ar-inactive.json"],
    ] as const) {
      const expected = await i18n<Row>(file);
      const { body } = await api.get<Row>(path);
      expect([body.locale, body.is_active, body.localizations]).toEqual([expected.locale, expected.is_active, expected.localizations]);
    }
  });

  it("populates Arabic taxonomy with Arabic relations only, in the captured key order", async () => {
    const [subs, expectedSubs] = [await list("/sub-categories?_locale=ar"), await i18n<Row[]>("26-sub-categories-locale-ar.json")];
    expect(keysOf(subs[0])).toEqual(keysOf(expectedSubs[0]));
    expect(keysOf(subs[0]!.product_category)).toEqual(keysOf(expectedSubs[0]!.product_category));
    for (const sub of subs) {
      expect((sub.product_category as Row).locale).toBe("ar");
      expect((sub.products as Row[]).every((p) => p.locale === "ar" && !("localizations" in p))).toBe(true);
      expect(String(sub.name)).toMatch(/[\u0600-\u06FF]/);
    }
    const expectedSlugs = (rows: Row[]) => rows.map((row) => [row.slug, ids(row.products as Row[])]);
    expect(expectedSlugs(subs)).toEqual(expectedSlugs(expectedSubs));

    const [categories, expectedCategories] = [await list("/product-categories?_locale=ar"), await i18n<Row[]>("07-product-categories-locale-ar.json")];
    expect(keysOf(categories[0])).toEqual(keysOf(expectedCategories[0]));
    const subSlugs = (rows: Row[]) => rows.map((row) => (row.sub_categories as Row[]).map((s) => [s.id, s.slug, s.locale]));
    expect(subSlugs(categories)).toEqual(subSlugs(expectedCategories));

    const [brands, expectedBrands] = [await list("/brands?_locale=ar"), await i18n<Row[]>("28-brands-locale-ar.json")];
    expect(keysOf(brands[0])).toEqual(keysOf(expectedBrands[0]));
    const brandRows = (rows: Row[]) => rows.map((row) => [row.name, row.slug, ids(row.products as Row[])]);
    expect(brandRows(brands)).toEqual(brandRows(expectedBrands));
  });
});

describe("routes pinned to the default locale", () => {
  it("/products/:slug answers the English row whatever _locale says (sample 11)", async () => {
    const expected = await i18n<Row>("11-products-slug-route-no-ar-locale-ar.json");
    const { status, body } = await api.get<Row>(`/products/${String(expected.product_slug)}?_locale=ar`);
    expect(status).toBe(200);
    expect([body.id, body.locale, body.localizations]).toEqual([expected.id, expected.locale, expected.localizations]);
  });

  it.each([
    "/products/dell-precision-5860-tower-intel-xeon-w5-2455x-64gb-ram-2tb-ssd-nvidia-rtx-4000-ada-20gb-ar",
    "/sub-categories/tower-workstations-ar",
    "/sub-categories/tower-workstations-ar?_locale=ar",
  ])("%s is a plain-text 404 (samples 20, 27)", async (path) => {
    const { status, text, headers } = await api.get(path);
    expect([status, text]).toEqual([404, "Not Found"]);
    expect(headers.get("content-type")).toMatch(/^text\/plain/);
  });

  it("keeps the plugin's locale list from the public, as Strapi does (sample 34)", async () => {
    const { status, body } = await api.get("/i18n/locales");
    expect([status, body]).toEqual([403, await i18n("34-i18n-locales-public.json")]);
  });

  it("/products/:id and /sub-categories/:id answer a row of any locale by its numeric id", async () => {
    expect((await api.get<Row>("/products/252")).body.locale).toBe("ar");
    expect((await api.get<Row>("/sub-categories/18")).body).toMatchObject({ slug: "tower-workstations-ar", locale: "ar" });
  });
});
