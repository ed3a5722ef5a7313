// A catalog translation as extra rows, the way Strapi 3.6's i18n plugin stores one: every translated entry is a
// row of its own (next free id, `<slug>-<locale>` slug, since slugs are unique table-wide) in the same
// localization group as the default-locale row. Fields the operator shares across locales (price, sale price,
// part number, image, badges) are copied; relations point at the same locale's rows only (samples i18n/26, 30).
// Pure and deterministic.
import type { CatalogTranslation } from "./catalog-file.js";
import type { SeedRows } from "./seed-rows.js";

type Row = Record<string, string | number | null>;

/** Translations were entered after the whole default-locale catalog. */
const TRANSLATION_TIME = Date.parse("2026-11-22T00:00:10.000Z");
const at = (offsetMs: number) => new Date(TRANSLATION_TIME + offsetMs).toISOString();

/** Appends `translation`'s rows to `rows` (which must hold the default-locale catalog). */
export function addTranslation(rows: SeedRows, t: CatalogTranslation): void {
  const { locale } = t;
  const nextId = (table: Row[]) => {
    let id = Math.max(0, ...table.map((row) => Number(row.id)));
    return () => ++id;
  };
  const find = (table: Row[], id: number, what: string): Row => {
    const row = table.find((r) => r.id === id && r.locale !== locale);
    if (!row) throw new Error(`${locale} translation: no ${what} ${id} to translate`);
    return row;
  };
  const translated = (row: Row, id: number, fields: Row, offset: number): Row => ({
    ...row,
    id,
    ...fields,
    locale,
    localization_group: Number(row.id),
    created_at: at(offset),
    updated_at: at(offset),
  });

  const brandIds = new Map<number, number>();
  const brandId = nextId(rows.brands);
  for (const brand of rows.brands.filter((row) => row.locale !== locale)) {
    const id = brandId();
    brandIds.set(Number(brand.id), id);
    rows.brands.push(translated(brand, id, { slug: `${brand.slug}-${locale}` }, 300 + brandIds.size * 3));
  }

  const categoryIds = new Map<number, number>();
  const categoryId = nextId(rows.product_categories);
  for (const entry of t.categories) {
    const id = categoryId();
    const row = find(rows.product_categories, entry.of, "category");
    categoryIds.set(entry.of, id);
    rows.product_categories.push(translated(row, id, { name: entry.name, slug: `${row.slug}-${locale}` }, id * 40));
  }

  const subIds = new Map<number, number>();
  const subId = nextId(rows.sub_categories);
  for (const entry of t.sub_categories) {
    const id = subId();
    const row = find(rows.sub_categories, entry.of, "sub-category");
    const category = categoryIds.get(Number(row.product_category));
    if (category === undefined) throw new Error(`${locale} translation: sub-category ${entry.of} lacks its category`);
    subIds.set(entry.of, id);
    const fields = { name: entry.name, slug: `${row.slug}-${locale}`, product_category: category };
    rows.sub_categories.push(translated(row, id, fields, 10 + id * 12));
  }

  const productId = nextId(rows.products);
  const badgeId = nextId(rows.components_product_badges);
  const mapLink = (ids: Map<number, number>, from: number, what: string, product: number) => {
    const id = ids.get(from);
    if (id === undefined) throw new Error(`${locale} translation: product ${product} links ${what} ${from}, untranslated`);
    return id;
  };
  t.products.forEach((entry, i) => {
    const id = productId();
    const row = find(rows.products, entry.of, "product");
    const fields = {
      title: entry.title,
      product_slug: `${row.product_slug}-${locale}`,
      description: entry.description,
      is_active: entry.is_active ? 1 : 0,
    };
    rows.products.push(translated(row, id, fields, 2000 + i * 7));
    for (const badge of rows.components_product_badges.filter((b) => b.product_id === entry.of)) {
      rows.components_product_badges.push({ ...badge, id: badgeId(), product_id: id });
    }
    for (const link of rows.product_brands.filter((l) => l.product_id === entry.of)) {
      rows.product_brands.push({ product_id: id, brand_id: mapLink(brandIds, Number(link.brand_id), "brand", entry.of) });
    }
    for (const link of rows.product_sub_categories.filter((l) => l.product_id === entry.of)) {
      const sub = mapLink(subIds, Number(link.sub_category_id), "sub-category", entry.of);
      rows.product_sub_categories.push({ product_id: id, sub_category_id: sub });
    }
  });
}
