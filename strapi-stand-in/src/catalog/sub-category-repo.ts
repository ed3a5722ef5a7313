import type { Db } from "../db/open.js";
import { namedJson, type Json } from "./catalog-json.js";
import { linksOf, localizationsOf, rowsInOrder } from "./list-repo.js";
import { byId, loadProducts, pick, unique } from "./product-repo.js";
import type { CategoryRow, SubCategoryRow } from "./rows.js";

/** Sub-categories with their category as an object and their products populated one level (sample 14). */
export function loadSubCategories(db: Db, ids: readonly number[]): Json[] {
  if (ids.length === 0) return [];
  const rows = rowsInOrder<SubCategoryRow>(db, "sub_categories", ids);
  const categoryIds = [...new Set(rows.flatMap((row) => (row.product_category === null ? [] : [row.product_category])))];
  const categories = byId(rowsInOrder<CategoryRow>(db, "product_categories", categoryIds));
  const links = linksOf(db, "product_sub_categories", "sub_category_id", "product_id", ids);
  const products = byId(loadProducts(db, unique(links), "as-relation") as (Json & { id: number })[]);
  const localizations = localizationsOf(db, "sub_categories", ids);
  return rows.map((row) => {
    const category = row.product_category === null ? undefined : categories.get(row.product_category);
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      product_category: category ? namedJson(category) : null,
      locale: row.locale,
      created_at: row.created_at,
      updated_at: row.updated_at,
      products: pick(links.get(row.id), products),
      localizations: localizations.get(row.id) ?? [],
    };
  });
}
