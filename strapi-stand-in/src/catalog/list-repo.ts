// The generic part of every collection endpoint: which ids a REST query selects, and how many rows match.
import { idList, prepareCached } from "../db/statements.js";
import type { Db } from "../db/open.js";
import { DEFAULT_LOCALE, type RestQuery } from "../query/rest-query.js";
import type { LocalizationJson } from "./catalog-json.js";
import { buildCountQuery, buildIdsQuery } from "../query/select-sql.js";
import { CATALOG_SCHEMA } from "./collections.js";

export type CatalogCollection = "products" | "brands" | "product_categories" | "sub_categories";

export function findIds(db: Db, collection: CatalogCollection, query: RestQuery): number[] {
  const { sql, params } = buildIdsQuery(CATALOG_SCHEMA, collection, query);
  return (prepareCached(db, sql).all(...params) as { id: number }[]).map((row) => row.id);
}

export function countRows(db: Db, collection: CatalogCollection, query: RestQuery): number {
  const { sql, params } = buildCountQuery(CATALOG_SCHEMA, collection, query);
  return (prepareCached(db, sql).get(...params) as { n: number }).n;
}

/**
 * Looks a row up by numeric id (any locale: sample i18n/06) or, where the hosted backend allows it, by slug, in
 * the default locale only, whatever `_locale` says (samples i18n/11, 20, 27).
 */
export function findIdByKey(db: Db, collection: CatalogCollection, key: string, slugColumn: "slug" | "product_slug" | null): number | undefined {
  const table = CATALOG_SCHEMA[collection]?.table ?? collection;
  if (/^\d{1,15}$/.test(key)) {
    const row = prepareCached(db, `SELECT id FROM ${table} WHERE id = ?`).get(Number(key)) as { id: number } | undefined;
    return row?.id;
  }
  if (slugColumn === null) return undefined;
  const sql = `SELECT id FROM ${table} WHERE ${slugColumn} = ? AND locale = ?`;
  const row = prepareCached(db, sql).get(key, DEFAULT_LOCALE) as { id: number } | undefined;
  return row?.id;
}

/** Rows of `table` for these ids, in the order of `ids` (the order the query chose). */
export function rowsInOrder<T extends { id: number }>(db: Db, table: string, ids: readonly number[]): T[] {
  const rows = prepareCached(db, `SELECT * FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`).all(idList(ids)) as T[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** owner id -> target ids through a join table, in link order (the order the relation was saved, as Strapi). */
export function linksOf(db: Db, table: string, ownerKey: string, targetKey: string, ownerIds: readonly number[]) {
  const sql = `SELECT ${ownerKey} AS owner, ${targetKey} AS target FROM ${table} ` + `WHERE ${ownerKey} IN (SELECT value FROM json_each(?)) ORDER BY rowid`;
  const links = new Map<number, number[]>();
  for (const { owner, target } of prepareCached(db, sql).all(idList(ownerIds)) as { owner: number; target: number }[]) {
    const list = links.get(owner);
    if (list) list.push(target);
    else links.set(owner, [target]);
  }
  return links;
}

/** Each row's other localizations, both ways (rows sharing a localization group), in id order. */
export function localizationsOf(db: Db, table: string, ids: readonly number[]): Map<number, LocalizationJson[]> {
  const sql =
    `SELECT r.id AS owner, o.id AS id, o.locale AS locale FROM ${table} r ` +
    `JOIN ${table} o ON o.localization_group = r.localization_group AND o.id != r.id ` +
    `WHERE r.id IN (SELECT value FROM json_each(?)) ORDER BY o.id`;
  const out = new Map<number, LocalizationJson[]>();
  for (const { owner, id, locale } of prepareCached(db, sql).all(idList(ids)) as (LocalizationJson & { owner: number })[]) {
    const list = out.get(owner);
    if (list) list.push({ id, locale });
    else out.set(owner, [{ id, locale }]);
  }
  return out;
}
