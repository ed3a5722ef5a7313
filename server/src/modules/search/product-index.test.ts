import { describe, expect, it } from "vitest";
import type { RestProduct, RestProductCategory } from "../../backend/rest-types.js";
import { ProductIndex } from "./product-index.js";
import { listingFromIndex } from "./listing-queries.js";

const categories: RestProductCategory[] = [
  { id: 1, name: "Workstations", slug: "workstations", sub_categories: [{ id: 11, name: "Tower Workstations", slug: "tower-workstations" }] },
  { id: 2, name: "Broadcast & Video", slug: "broadcast", sub_categories: [{ id: 21, name: "Capture Cards", slug: "capture-cards" }] },
  { id: 3, name: "Graphics Cards", slug: "graphics", sub_categories: [{ id: 31, name: "Professional GPUs", slug: "pro-gpus" }] },
];
const hp = { id: 1, name: "HP", slug: "hp" };
const bmd = { id: 2, name: "Blackmagic Design", slug: "blackmagic-design" };
const lenovo = { id: 3, name: "Lenovo", slug: "lenovo" };
const nvidia = { id: 4, name: "NVIDIA", slug: "nvidia" };

let nextId = 1;
function product(p: Partial<RestProduct> & { title: string }): RestProduct {
  return {
    id: nextId++,
    product_slug: p.title.toLowerCase().replace(/\W+/g, "-"),
    price: 1000,
    sale_price: null,
    is_active: true,
    part_number: null,
    description: null,
    image_1: null,
    created_at: "2026-01-01T00:00:00.000Z",
    ...p,
  };
}

const z8 = product({
  title: "HP Z8 Fury G5 Workstation",
  part_number: "Z8 G5",
  brands: [hp],
  sub_categories: [{ id: 11, name: "Tower Workstations", slug: "tower-workstations" }],
  price: 40000,
  sale_price: 38000,
});
const z8dock = product({ title: "HP Z8 G5 Front Dock", part_number: "Z8G5-DOCK", brands: [hp], price: 500 });
const decklink = product({
  title: "Blackmagic DeckLink 8K Pro",
  part_number: "BDLKHDEXTR8KG2",
  brands: [bmd],
  sub_categories: [{ id: 21, name: "Capture Cards", slug: "capture-cards" }],
});
const quadro = product({
  title: "NVIDIA Quadro RTX 4000",
  part_number: "VCQRTX4000",
  brands: [nvidia],
  sub_categories: [{ id: 31, name: "Professional GPUs", slug: "pro-gpus" }],
  description: "Workstation graphics.",
});
const thinkstation = product({
  title: "Lenovo ThinkStation P5",
  part_number: "30GA0001",
  brands: [lenovo],
  sub_categories: [{ id: 11, name: "Tower Workstations", slug: "tower-workstations" }],
});
const hidden = product({ title: "Lenovo ThinkStation P7 (withdrawn)", part_number: "30HIDDEN", brands: [lenovo], is_active: false });
const manual = product({ title: "Rack rails", description: "Fits the Lenovo ThinkStation P5.", part_number: "RAILS-1" });

const index = ProductIndex.build([z8, z8dock, decklink, quadro, thinkstation, hidden, manual], categories);
const titles = async (keyword: string) => (await index.find(keyword)).map((p) => p.product.title);

describe("ProductIndex", () => {
  it("puts an exact part number first, whatever case, spaces and dashes", async () => {
    for (const form of ["Z8G5", "z8 g5", "Z8-G5", "z8g5", "Z8 G٥"]) expect((await titles(form))[0], form).toBe(z8.title);
    expect((await titles("z8g5-dock"))[0]).toBe(z8dock.title);
  });

  it("matches prefixes while the shopper types", async () => {
    expect(await titles("blackm")).toEqual([decklink.title]);
    expect(await titles("thinkst")).toContain(thinkstation.title);
    expect(await titles("bdlkhd")).toEqual([decklink.title]);
  });

  it("forgives one typo in words of five letters or more, not in shorter ones", async () => {
    expect(await titles("blackmagik")).toEqual([decklink.title]);
    expect(await titles("quaddro")).toEqual([quadro.title]);
    expect(await titles("lenvo")).toContain(thinkstation.title);
    expect(await titles("hq")).toEqual([]);
  });

  it("requires every word to match", async () => {
    expect(await titles("lenovo thinkstation")).toContain(thinkstation.title);
    expect(await titles("lenovo decklink")).toEqual([]);
  });

  it("ranks title and part number above brand and category, above description", async () => {
    const found = await titles("thinkstation");
    expect(found.indexOf(thinkstation.title)).toBeLessThan(found.indexOf(manual.title));
    expect((await titles("workstation"))[0]).not.toBe(quadro.title); // description-only hit comes last
    expect((await titles("workstation")).at(-1)).toBe(quadro.title);
  });

  it("finds brands and categories written in Arabic", async () => {
    expect(await titles("اتش بي Z8")).toContain(z8.title);
    expect(await titles("إتش بي")).toEqual(expect.arrayContaining([z8.title, z8dock.title]));
    expect(await titles("لينوفو")).toContain(thinkstation.title);
    expect(await titles("انفيديا")).toEqual([quadro.title]);
  });

  it("searches brand and category names", async () => {
    expect(await titles("capture cards")).toEqual([decklink.title]);
    expect(await titles("graphics")).toContain(quadro.title);
  });

  it("never indexes an inactive product, and drops a product deactivated later", async () => {
    expect(await titles("30hidden")).toEqual([]);
    expect(index.get(hidden.id)).toBeUndefined();
    const copy = ProductIndex.build([z8, thinkstation], categories);
    copy.upsert({ ...thinkstation, is_active: false });
    expect(await copy.find("thinkstation")).toEqual([]);
    expect(copy.size).toBe(1);
  });

  it("keeps a stable order for equal scores", async () => {
    const twins = ProductIndex.build([product({ title: "Cable B", part_number: "C-2" }), product({ title: "Cable A", part_number: "C-1" })], categories);
    expect((await twins.find("cable")).map((p) => p.product.title)).toEqual(["Cable A", "Cable B"]);
  });

  it("filters by brand, category, the price the shopper pays, sale and stock", async () => {
    expect((await index.find("hp", { categorySlug: "workstations" })).map((p) => p.product.id)).toEqual([z8.id]);
    expect((await index.find("hp", { maxFils: 39_000_00 })).map((p) => p.product.id)).toEqual(expect.arrayContaining([z8.id, z8dock.id]));
    expect((await index.find("hp", { onSale: true })).map((p) => p.product.id)).toEqual([z8.id]);
    expect(await index.find("hp", { brandSlug: "lenovo" })).toEqual([]);
  });
});

describe("ProductIndex and Arabic rows (Strapi i18n)", () => {
  const ar = (p: RestProduct, id: number, title: string, extra: Partial<RestProduct> = {}) =>
    ({ ...p, id, title, description: "وصف عربي للمنتج", locale: "ar", localizations: [{ id: p.id, locale: "en" }], ...extra }) as RestProduct;
  const build = (translations: RestProduct[]) => ProductIndex.build([z8, thinkstation, quadro], categories, translations);

  it("finds the English product by a word of its Arabic title, under the English row's identity", async () => {
    const index = build([ar(z8, 901, "محطة عمل إتش بي زد8 فيوري")]);
    expect((await index.find("محطة")).map((p) => p.product.id)).toEqual([z8.id]);
    expect((await index.find("فيوري")).map((p) => p.product.product_slug)).toEqual([z8.product_slug]);
    expect(await index.find("محطه")).toHaveLength(1); // ta marbuta typed as ha
    expect(index.size).toBe(3);
  });

  it("hides a product withdrawn in Arabic from Arabic pages only", async () => {
    const index = build([ar(thinkstation, 902, "ثينك ستيشن", { is_active: false })]);
    expect((await index.find("thinkstation")).map((p) => p.product.id)).toContain(thinkstation.id);
    expect((await index.find("thinkstation", { locale: "ar" })).map((p) => p.product.id)).not.toContain(thinkstation.id);
    expect(index.all({ locale: "ar" }).map((p) => p.product.id)).not.toContain(thinkstation.id);
    expect(index.hiddenInArabic(thinkstation.id)).toBe(true);
  });

  it("applies a webhook about an Arabic row to its English product, and its deletion", async () => {
    const index = build([]);
    expect(await index.find("كوادرو")).toEqual([]);
    index.upsert(ar(quadro, 903, "بطاقة كوادرو"));
    expect((await index.find("كوادرو")).map((p) => p.product.id)).toEqual([quadro.id]);
    index.upsert(ar(quadro, 903, "بطاقة كوادرو", { is_active: false }));
    expect(await index.find("كوادرو", { locale: "ar" })).toEqual([]);
    index.remove(903);
    expect(await index.find("كوادرو")).toEqual([]);
    expect((await index.find("quadro")).map((p) => p.product.id)).toEqual([quadro.id]);
  });

  it("sorts an Arabic listing by the titles it shows: Arabic where a product has one, in Arabic order", async () => {
    // English order: HP, Lenovo, NVIDIA. Arabic: "بطاقة" (ba) before "محطة" (meem); Lenovo keeps its English title.
    const index = build([ar(z8, 904, "محطة عمل إتش بي"), ar(quadro, 905, "بطاقة رسومات إنفيديا"), ar(thinkstation, 906, "  ")]);
    const ids = async (locale: "en" | "ar") => (await listingFromIndex(index, { first: 10 }, new Set(), locale)).products.map((p) => p.id);
    expect((await listingFromIndex(index, { first: 10, sort: "TITLE_ASC" })).products.map((p) => p.id)).toEqual([z8.id, thinkstation.id, quadro.id]);
    expect((await listingFromIndex(index, { first: 10, sort: "TITLE_ASC" }, new Set(), "ar")).products.map((p) => p.id)).toEqual([
      quadro.id,
      z8.id,
      thinkstation.id,
    ]);
    expect(await ids("ar")).toEqual(await ids("en")); // other orders are the same in both languages
  });
});

describe("ProductIndex result cache", () => {
  it("answers the same words and filter with the same result until the catalogue changes", async () => {
    const copy = ProductIndex.build([z8, z8dock, thinkstation], categories);
    const first = await copy.find("hp");
    expect(await copy.find("HP")).toBe(first);
    expect(await copy.find("اتش بي")).toBe(first);
    expect(await copy.find("hp", { onSale: true })).not.toBe(first);
    copy.upsert({ ...z8dock, is_active: false });
    expect((await copy.find("hp")).map((p) => p.product.id)).toEqual([z8.id]);
  });

  it("expands only the word being typed (the last) by prefix", async () => {
    expect(await titles("blackm decklink")).toEqual([]);
    expect(await titles("decklink blackm")).toEqual([decklink.title]);
  });
});

describe("ProductIndex: categories, Arabic names, stems and synonyms", () => {
  const accessories: RestProductCategory = { id: 4, name: "Accessories", slug: "accessories", sub_categories: [{ id: 41, name: "Docks", slug: "docks" }] };
  const mobile = { id: 12, name: "Mobile Workstations", slug: "mobile-workstations" };
  const tree: RestProductCategory[] = [{ ...categories[0]!, sub_categories: [categories[0]!.sub_categories![0]!, mobile] }, accessories];
  const dock = product({ title: "ThinkPad Workstation Dock", sub_categories: [accessories.sub_categories![0]!] });
  const tower = product({ title: "Lenovo ThinkStation P3", sub_categories: [categories[0]!.sub_categories![0]!] });
  const zbook = product({ title: "HP ZBook Power G10", sub_categories: [mobile] });
  const names = {
    categories: { 1: "محطات العمل", 4: "الملحقات" },
    subCategories: { 11: "محطات عمل برجية", 12: "محطات عمل محمولة", 41: "محطات الإرساء" },
    brands: {},
  };
  const shop = ProductIndex.build([dock, tower, zbook], tree, [], names);
  const found = async (keyword: string) => (await shop.find(keyword)).map((p) => p.product.title);

  it("ranks a product matched by its category's name before an accessory with the word in its title", async () => {
    expect((await found("wrkstation")).slice(0, 2).sort()).toEqual([tower.title, zbook.title].sort());
    expect((await found("workstations")).at(-1)).toBe(dock.title);
  });

  it("finds products by the Arabic names of their categories, in any number and with or without the article", async () => {
    for (const keyword of ["محطات العمل", "محطات عمل", "محطة عمل", "المحطات"]) expect(await found(keyword), keyword).toContain(tower.title);
    expect(await found("محطات عمل محمولة")).toEqual([zbook.title]);
  });

  it("searches a shopper's word as the catalogue's (synonyms)", async () => {
    expect(await found("laptop")).toEqual([zbook.title]);
    expect(await found("لابتوب")).toEqual([zbook.title]);
  });

  it("corrects an Arabic typo to the Arabic word the catalogue uses ('did you mean')", async () => {
    expect(await found("محطاتتت")).toEqual([]);
    expect(await shop.closestKeyword("محطاتتت")).toBe("محطات");
  });

  it("suggests categories and sub-categories by their Arabic names, while typing", async () => {
    const names = (keyword: string) => {
      const m = shop.taxonomy().match(keyword, "typing");
      return [...m.categories, ...m.subCategories].map((c) => c.name);
    };
    expect(names("محطات العمل")).toEqual(expect.arrayContaining(["Workstations"]));
    expect(names("محطات عمل محم")).toEqual(["Mobile Workstations"]);
    expect(names("لابتوب")).toEqual(["Mobile Workstations"]);
    expect(names("wrkstation")).toContain("Workstations");
  });
});
