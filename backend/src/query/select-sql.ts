// Turns a parsed REST query into the two statements every collection needs: the page of ids and the count.
// Rows are loaded and populated afterwards by id, so this module stays the same for every collection.
import { toNumberLikeLodash, type SqlValue } from "./cast.js";
import { scalarOf, type CollectionSpec, type SchemaSpec } from "./collection-spec.js";
import type { RestQuery, SortKey } from "./rest-query.js";
import { compileWhere, SqlBuilder, unknownField } from "./where-sql.js";

export interface CompiledSql {
  sql: string;
  params: SqlValue[];
}

const ROOT = "a";

export function buildIdsQuery(schema: SchemaSpec, collection: string, query: RestQuery): CompiledSql {
  const b = new SqlBuilder(schema);
  const spec = b.spec(collection);
  const where = filterSql(b, spec, query);
  const order = orderSql(spec, query.sort);
  // LIMIT -1 is SQLite's "no limit", which is what `_limit=-1` means.
  const limit = b.bind(query.limit ?? -1);
  const offset = b.bind(query.start);
  const sql = `SELECT ${ROOT}.id AS id FROM ${spec.table} ${ROOT} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
  return { sql, params: b.params };
}

export function buildCountQuery(schema: SchemaSpec, collection: string, query: RestQuery): CompiledSql {
  const b = new SqlBuilder(schema);
  const spec = b.spec(collection);
  const where = filterSql(b, spec, query);
  return { sql: `SELECT count(*) AS n FROM ${spec.table} ${ROOT} WHERE ${where}`, params: b.params };
}

function filterSql(b: SqlBuilder, spec: CollectionSpec, query: RestQuery): string {
  const parts = [compileWhere(b, spec, ROOT, query.where)];
  if (query.q !== null) parts.push(searchSql(b, spec, query.q));
  // Every filter, id filters included, sees one locale's rows only (samples i18n/22-24); no fallback.
  if (spec.localized && query.locale !== null) parts.push(`${ROOT}.locale = ${b.bind(query.locale)}`);
  return parts.join(" AND ");
}

/**
 * Strapi's `_q` on SQLite: a case-insensitive substring of any text field or of the id, and of the numeric
 * fields too when the text is a number. It is combined with the other filters (AND).
 */
function searchSql(b: SqlBuilder, spec: CollectionSpec, q: string): string {
  const numeric = !Number.isNaN(toNumberLikeLodash(q));
  const fields = [...spec.search.text, "id", ...(numeric ? spec.search.numeric : [])];
  const parts = fields.map((field) => {
    const column = scalarOf(spec, field)?.column ?? field;
    return `LOWER(${ROOT}.${column}) LIKE LOWER(${b.bind(`%${q}%`)})`;
  });
  return `(${parts.join(" OR ")})`;
}

/** Ties fall back to id order, which is also the order without `_sort` (SQLite's rowid order, as in Strapi). */
function orderSql(spec: CollectionSpec, sort: SortKey[]): string {
  const keys = sort.map(({ field, order }) => {
    const scalar = scalarOf(spec, field);
    if (!scalar) throw unknownField(field);
    return `${ROOT}.${scalar.column} ${order === "desc" ? "DESC" : "ASC"}`;
  });
  if (!sort.some((key) => key.field === "id")) keys.push(`${ROOT}.id ASC`);
  return keys.join(", ");
}
