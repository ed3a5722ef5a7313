import { describe, expect, it } from "vitest";
import { parseCatalog, parseTranslation, readCatalogText, readTranslationTexts } from "./catalog-file.js";
import { hasNoImage, imageJobs } from "./image-jobs.js";
import { seedRows } from "./seed-rows.js";

const catalog = parseCatalog(readCatalogText());

describe("seed rows", () => {
  const jobs = imageJobs(catalog);
  const rows = seedRows(
    catalog,
    jobs.map((job) => ({ job, bytes: new Map([["original", 20070]]) })),
    ["h1", "h2"],
  );

  it("gives every product an image except those whose id is divisible by 37", () => {
    const withoutImage = rows.products.filter((p) => p.image_1 === null).map((p) => p.id);
    expect(withoutImage).toEqual([37, 74, 111, 148, 185, 222]);
    expect(withoutImage.every((id) => hasNoImage(Number(id)))).toBe(true);
    expect(rows.upload_files).toHaveLength(244);
  });

  it("numbers badge components in catalog order and keeps relation order", () => {
    expect(rows.components_product_badges[0]).toEqual({ id: 1, product_id: 1, position: 0, value: "sale" });
    expect(rows.product_sub_categories.filter((l) => l.product_id === 10).map((l) => l.sub_category_id)).toEqual([13, 12]);
  });

  it("stores formats like Strapi, in its key order", () => {
    const formats = JSON.parse(String(rows.upload_files[0]?.formats)) as Record<string, { url: string; path: null }>;
    expect(Object.keys(formats)).toEqual(["thumbnail", "large", "medium", "small"]);
    expect(formats.thumbnail?.url).toMatch(/^\/uploads\/thumbnail_hp_thunderbolt_dock_g4_280w_[0-9a-f]{10}\.png$/);
    expect(rows.upload_files[0]?.size).toBe(20.07);
  });

  it("seeds the two demo users without phone numbers", () => {
    expect(rows.users.map((u) => [u.username, u.email, u.password, u.phone])).toEqual([
      ["john.doe", "john.doe@example.com", "h1", null],
      ["jane.smith", "jane.smith@example.com", "h2", null],
    ]);
  });

  describe("with the Arabic translation", () => {
    const [arabic] = readTranslationTexts().map(parseTranslation);
    const all = seedRows(
      catalog,
      jobs.map((job) => ({ job, bytes: new Map() })),
      ["h1", "h2"],
      [arabic!],
    );
    const ar = (table: Record<string, unknown>[]) => table.filter((row) => row.locale === "ar");

    it("adds a row per translated entry after the default-locale ids, every slug unique table-wide", () => {
      expect([ar(all.products).length, ar(all.sub_categories).length, ar(all.product_categories).length, ar(all.brands).length]).toEqual([40, 17, 6, 12]);
      expect(ar(all.products)[0]).toMatchObject({ id: 251, localization_group: 1, product_slug: "hp-thunderbolt-dock-g4-280w-ar" });
      expect(new Set(all.products.map((p) => p.product_slug)).size).toBe(all.products.length);
      expect(new Set(all.sub_categories.map((s) => s.slug)).size).toBe(all.sub_categories.length);
    });

    it("links Arabic rows to Arabic rows only, and keeps at least one entry active in English but not in Arabic", () => {
      const arIds = (table: Record<string, unknown>[]) => new Set(ar(table).map((row) => row.id));
      const [products, subs, brands] = [arIds(all.products), arIds(all.sub_categories), arIds(all.brands)];
      const subLinks = all.product_sub_categories.filter((l) => products.has(l.product_id));
      expect(subLinks.length).toBeGreaterThanOrEqual(40);
      expect(subLinks.every((l) => subs.has(l.sub_category_id))).toBe(true);
      expect(all.product_brands.filter((l) => products.has(l.product_id)).every((l) => brands.has(l.brand_id))).toBe(true);
      const english = new Map(all.products.map((p) => [p.id, p]));
      expect(ar(all.products).some((p) => p.is_active === 0 && english.get(p.localization_group as number)?.is_active === 1)).toBe(true);
    });

    it("refuses a translation that would link an Arabic product to an untranslated sub-category", () => {
      const broken = { ...arabic!, sub_categories: arabic!.sub_categories.filter((s) => s.of !== 1) };
      expect(() => seedRows(catalog, [], ["h1", "h2"], [broken])).toThrow(/links sub-category 1, untranslated/);
    });
  });
});
