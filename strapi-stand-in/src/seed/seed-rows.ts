// The seed as table rows. Pure and deterministic (fixed timestamps, ids from the catalog), so every fresh
// database is identical apart from the password hashes' salts.
import type { Catalog, CatalogTranslation } from "./catalog-file.js";
import { DEFAULT_LOCALE } from "../query/rest-query.js";
import { DEMO_USERS, ROLES } from "./demo-users.js";
import type { ImageJob } from "./images/generate-images.js";
import { kilobytes, type PlannedFile } from "./images/image-plan.js";
import { addTranslation } from "./translation-rows.js";

type Row = Record<string, string | number | null>;

export interface SeedRows {
  upload_files: Row[];
  brands: Row[];
  product_categories: Row[];
  sub_categories: Row[];
  products: Row[];
  components_product_badges: Row[];
  product_brands: Row[];
  product_sub_categories: Row[];
  roles: Row[];
  users: Row[];
}

/** Taxonomy rows predate the products in the samples; images were uploaded after them. */
const TAXONOMY_TIME = Date.parse("2026-11-21T23:59:46.600Z");
const UPLOAD_TIME = Date.parse("2026-11-21T23:59:54.200Z");
const USER_TIME = Date.parse("2026-11-21T23:59:53.767Z");
const at = (base: number, offsetMs: number) => new Date(base + offsetMs).toISOString();

export function seedRows(
  catalog: Catalog,
  images: { job: ImageJob; bytes: Map<PlannedFile["key"], number> }[],
  passwordHashes: string[],
  translations: readonly CatalogTranslation[] = [],
): SeedRows {
  const imageIdByProduct = new Map<number, number>();
  const upload_files = images.map(({ job, bytes }, i) => {
    const id = i + 1;
    imageIdByProduct.set(job.productId, id);
    const title = catalog.products.find((p) => p.id === job.productId)?.title ?? job.plan.name;
    return uploadRow(id, job, bytes, title, at(UPLOAD_TIME, i * 7));
  });

  // Default-locale rows head their own localization group (translation-rows.ts adds the other locales).
  const named = (row: { id: number; name: string; slug: string }, offset: number) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    locale: DEFAULT_LOCALE,
    localization_group: row.id,
    created_at: at(TAXONOMY_TIME, offset),
    updated_at: at(TAXONOMY_TIME, offset),
  });
  const product_categories = catalog.categories.map((c, i) => named(c, i * 40));
  const sub_categories = catalog.categories.flatMap((c) => c.sub_categories.map((s) => ({ ...named(s, 10 + s.id * 12), product_category: c.id })));
  const brands = catalog.brands.map((b, i) => named(b, 300 + i * 3));

  let badgeId = 0;
  const components_product_badges = catalog.products.flatMap((p) => p.badges.map((value, position) => ({ id: ++badgeId, product_id: p.id, position, value })));
  const products = catalog.products.map((p) => ({
    id: p.id,
    title: p.title,
    product_slug: p.product_slug,
    price: p.price,
    sale_price: p.sale_price,
    is_active: p.is_active ? 1 : 0,
    part_number: p.part_number,
    description: p.description,
    badge: p.badge === null || p.badge === undefined ? null : JSON.stringify(p.badge),
    image_1: imageIdByProduct.get(p.id) ?? null,
    locale: DEFAULT_LOCALE,
    localization_group: p.id,
    created_at: p.created_at,
    updated_at: p.created_at,
  }));

  const users = DEMO_USERS.map((u, i) => ({
    id: i + 1,
    username: u.username,
    email: u.email,
    password: passwordHashes[i] ?? null,
    role: 1,
    first_name: u.first_name,
    last_name: u.last_name,
    phone: null,
    created_at: at(USER_TIME, i * 80),
    updated_at: at(USER_TIME, i * 80 + 3),
  }));

  const rows: SeedRows = {
    upload_files,
    brands,
    product_categories,
    sub_categories,
    products,
    components_product_badges,
    product_brands: catalog.products.flatMap((p) => p.brands.map((brand_id) => ({ product_id: p.id, brand_id }))),
    product_sub_categories: catalog.products.flatMap((p) => p.sub_categories.map((sub_category_id) => ({ product_id: p.id, sub_category_id }))),
    roles: ROLES.map((r) => ({ ...r })),
    users,
  };
  for (const translation of translations) addTranslation(rows, translation);
  return rows;
}

function uploadRow(id: number, job: ImageJob, bytes: Map<PlannedFile["key"], number>, title: string, time: string): Row {
  const formats: Record<string, unknown> = {};
  let original: PlannedFile | undefined;
  for (const file of job.plan.files) {
    if (file.key === "original") {
      original = file;
      continue;
    }
    formats[file.key] = {
      name: `${file.key}_${job.plan.name}`,
      hash: file.hash,
      ext: ".png",
      mime: "image/png",
      width: file.width,
      height: file.height,
      size: kilobytes(bytes.get(file.key) ?? 0),
      path: null,
      url: `/uploads/${file.fileName}`,
    };
  }
  return {
    id,
    name: job.plan.name,
    alternative_text: title,
    caption: title,
    width: original?.width ?? null,
    height: original?.height ?? null,
    formats: JSON.stringify(formats),
    hash: job.plan.hash,
    ext: ".png",
    mime: "image/png",
    size: kilobytes(bytes.get("original") ?? 0),
    url: `/uploads/${original?.fileName ?? `${job.plan.hash}.png`}`,
    preview_url: null,
    provider: "local",
    provider_metadata: null,
    created_at: time,
    updated_at: time,
  };
}
