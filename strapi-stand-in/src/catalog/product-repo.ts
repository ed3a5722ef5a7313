// Loads products by id and populates them one level deep, as Strapi does: as a top-level result a product
// carries its brands and sub-categories; as a relation of a brand or sub-category it carries only its own
// components and media (see strapi-stand-in/test/fixtures/strapi-v3-samples/10-brands.json).
import { idList, prepareCached } from "../db/statements.js";
import type { Db } from "../db/open.js";
import { namedJson, productJson, subCategoryJson, type Json } from "./catalog-json.js";
import { linksOf, localizationsOf, rowsInOrder } from "./list-repo.js";
import type { BadgeRow, BrandRow, ProductRow, SpecificationRow, SubCategoryRow, UploadFileRow } from "./rows.js";

export type ProductDepth = "top-level" | "as-relation";

export function loadProducts(db: Db, ids: readonly number[], depth: ProductDepth): Json[] {
  if (ids.length === 0) return [];
  const rows = rowsInOrder<ProductRow>(db, "products", ids);
  const badges = componentsOf<BadgeRow>(db, "SELECT id, product_id, value FROM components_product_badges", ids);
  const specifications = componentsOf<SpecificationRow>(
    db,
    'SELECT id, product_id, key, "group", label, value, unit, numeric_value FROM components_product_specifications',
    ids,
  );
  const images = new Map(
    rowsInOrder<UploadFileRow>(
      db,
      "upload_files",
      rows.flatMap((r) => (r.image_1 === null ? [] : [r.image_1])),
    ).map((img) => [img.id, img]),
  );
  const products = rows.map((row) =>
    productJson(row, badges.get(row.id) ?? [], specifications.get(row.id) ?? [], row.image_1 === null ? undefined : images.get(row.image_1)),
  );
  if (depth === "as-relation") return products;

  const brandLinks = linksOf(db, "product_brands", "product_id", "brand_id", ids);
  const subLinks = linksOf(db, "product_sub_categories", "product_id", "sub_category_id", ids);
  const brands = byId(rowsInOrder<BrandRow>(db, "brands", unique(brandLinks)));
  const subs = byId(rowsInOrder<SubCategoryRow>(db, "sub_categories", unique(subLinks)));
  const localizations = localizationsOf(db, "products", ids);
  return products.map((product) => {
    const id = product.id as number;
    return {
      ...product,
      brands: pick(brandLinks.get(id), brands).map(namedJson),
      sub_categories: pick(subLinks.get(id), subs).map(subCategoryJson),
      localizations: localizations.get(id) ?? [],
    };
  });
}

export function pick<T>(ids: number[] | undefined, rows: Map<number, T>): T[] {
  return (ids ?? []).flatMap((id) => {
    const row = rows.get(id);
    return row === undefined ? [] : [row];
  });
}

/** A component's rows (`select` names the table and columns) for each product, in their order. */
function componentsOf<T extends { product_id: number }>(db: Db, select: string, productIds: readonly number[]): Map<number, T[]> {
  const sql = `${select} WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, position`;
  const out = new Map<number, T[]>();
  for (const row of prepareCached(db, sql).all(idList(productIds)) as T[]) {
    const list = out.get(row.product_id);
    if (list) list.push(row);
    else out.set(row.product_id, [row]);
  }
  return out;
}

export function unique(links: Map<number, number[]>): number[] {
  return [...new Set([...links.values()].flat())];
}

export function byId<T extends { id: number }>(rows: T[]): Map<number, T> {
  return new Map(rows.map((row) => [row.id, row]));
}
