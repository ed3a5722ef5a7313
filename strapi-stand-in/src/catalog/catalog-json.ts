// Rows -> the JSON Strapi 3.6 sends, with its key order (see strapi-stand-in/test/fixtures/strapi-v3-samples/07-products-1.json). Pure.
import type { BadgeRow, NamedRow, ProductRow, SpecificationRow, SubCategoryRow, UploadFileRow } from "./rows.js";

export type Json = Record<string, unknown>;

export function mediaJson(row: UploadFileRow): Json {
  return {
    id: row.id,
    name: row.name,
    alternativeText: row.alternative_text,
    caption: row.caption,
    width: row.width,
    height: row.height,
    formats: parseJson(row.formats),
    hash: row.hash,
    ext: row.ext,
    mime: row.mime,
    size: row.size,
    url: row.url,
    previewUrl: row.preview_url,
    provider: row.provider,
    provider_metadata: parseJson(row.provider_metadata),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A product with its components and media; relations to other collections are added by the caller. */
export function productJson(row: ProductRow, badges: BadgeRow[], specifications: SpecificationRow[], image: UploadFileRow | undefined): Json {
  return {
    id: row.id,
    title: row.title,
    product_slug: row.product_slug,
    price: row.price,
    sale_price: row.sale_price,
    is_active: row.is_active === 1,
    part_number: row.part_number,
    description: row.description,
    badge: parseJson(row.badge),
    locale: row.locale,
    created_at: row.created_at,
    updated_at: row.updated_at,
    badges: badges.map((b) => ({ id: b.id, value: b.value })),
    specifications: specifications.map((s) => ({
      id: s.id,
      key: s.key,
      group: s.group,
      label: s.label,
      value: s.value,
      unit: s.unit,
      numeric_value: s.numeric_value,
    })),
    image_1: image ? mediaJson(image) : null,
  };
}

/** Brands and product categories, unpopulated. */
export function namedJson(row: NamedRow): Json {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    locale: row.locale,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A sub-category as a relation of something else: its category stays an id. */
export function subCategoryJson(row: SubCategoryRow): Json {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    product_category: row.product_category,
    locale: row.locale,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A top-level row's other locales, `[{ id, locale }]` (relations carry none: populated one level). */
export interface LocalizationJson {
  id: number;
  locale: string;
}

function parseJson(text: string | null): unknown {
  return text === null ? null : (JSON.parse(text) as unknown);
}
