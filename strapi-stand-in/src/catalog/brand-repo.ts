import type { Db } from "../db/open.js";
import { namedJson, type Json } from "./catalog-json.js";
import { linksOf, localizationsOf, rowsInOrder } from "./list-repo.js";
import { byId, loadProducts, pick, unique } from "./product-repo.js";
import type { BrandRow } from "./rows.js";

/** Brands with every product populated one level (that is why GET /brands is ~200 KB: callers should cache it). */
export function loadBrands(db: Db, ids: readonly number[]): Json[] {
  if (ids.length === 0) return [];
  const rows = rowsInOrder<BrandRow>(db, "brands", ids);
  const links = linksOf(db, "product_brands", "brand_id", "product_id", ids);
  const products = byId(loadProducts(db, unique(links), "as-relation") as (Json & { id: number })[]);
  const localizations = localizationsOf(db, "brands", ids);
  return rows.map((row) => ({
    ...namedJson(row),
    products: pick(links.get(row.id), products),
    localizations: localizations.get(row.id) ?? [],
  }));
}
