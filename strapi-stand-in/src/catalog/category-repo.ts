import { idList, prepareCached } from "../db/statements.js";
import type { Db } from "../db/open.js";
import { namedJson, subCategoryJson, type Json } from "./catalog-json.js";
import { localizationsOf, rowsInOrder } from "./list-repo.js";
import type { CategoryRow, SubCategoryRow } from "./rows.js";

/** Product categories with their sub-categories (whose `product_category` stays an id, as in sample 12). */
export function loadCategories(db: Db, ids: readonly number[]): Json[] {
  if (ids.length === 0) return [];
  const rows = rowsInOrder<CategoryRow>(db, "product_categories", ids);
  const subs = prepareCached(db, "SELECT * FROM sub_categories WHERE product_category IN (SELECT value FROM json_each(?)) ORDER BY id").all(
    idList(ids),
  ) as SubCategoryRow[];
  const localizations = localizationsOf(db, "product_categories", ids);
  return rows.map((row) => ({
    ...namedJson(row),
    sub_categories: subs.filter((sub) => sub.product_category === row.id).map(subCategoryJson),
    localizations: localizations.get(row.id) ?? [],
  }));
}
