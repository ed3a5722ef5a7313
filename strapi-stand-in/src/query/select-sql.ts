// Turns a parsed REST query into the two statements every collection needs: the page of ids and the count.
// Rows are loaded and populated afterwards by id, so this module stays the same for every collection.
import { toNumberLikeLodash, type SqlValue } from "./cast.js";
import { relationOf, scalarOf, type CollectionSpec, type SchemaSpec } from "./collection-spec.js";
import type { FieldClause, RestQuery, SortKey, WhereClause } from "./rest-query.js";
import { compileWhere, relatedRowsOf, SqlBuilder, unknownField } from "./where-sql.js";

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

/**
 * Strapi 3.6's `/count` (strapi-connector-bookshelf) joins each filtered to-many relation and counts the joined
 * rows, not the distinct owners: with `sub_categories_in=4&sub_categories_in=5`, a product filed under both
 * counts twice, while the list (SELECT DISTINCT) shows it once. The stand-in counts the same way, so a client that
 * trusts this number is caught here and not only against the hosted backend. The multiplicity is the number of
 * related rows matching the top-level clauses on each such relation (clauses inside `_or` count once).
 */
export function buildCountQuery(schema: SchemaSpec, collection: string, query: RestQuery): CompiledSql {
  const b = new SqlBuilder(schema);
  const spec = b.spec(collection);
  // Bound in text order: the factors' parameters come before the WHERE's.
  const factors = joinedRowFactors(b, spec, query.where);
  const where = filterSql(b, spec, query);
  const counted = factors.length === 0 ? "count(*)" : `coalesce(sum(${factors.join(" * ")}), 0)`;
  return { sql: `SELECT ${counted} AS n FROM ${spec.table} ${ROOT} WHERE ${where}`, params: b.params };
}

/** Per to-many relation filtered at the top level: how many of the row's related rows match those clauses. */
function joinedRowFactors(b: SqlBuilder, spec: CollectionSpec, clauses: WhereClause[]): string[] {
  const byRelation = new Map<string, WhereClause[]>();
  for (const clause of clauses) {
    if (clause.kind !== "field") continue;
    const [head = "", ...rest] = clause.field.split(".");
    const relation = rest.length === 0 && scalarOf(spec, head) ? undefined : relationOf(spec, head);
    if (!relation || relation.kind === "fk" || (rest.length === 0 && clause.operator === "null")) continue;
    byRelation.set(head, [...(byRelation.get(head) ?? []), clause]);
  }
  return [...byRelation.entries()].map(([head, group]) => {
    const relation = relationOf(spec, head)!;
    const sub = relatedRowsOf(b, relation, ROOT);
    const conditions = group.map((clause) => {
      const c = clause as FieldClause;
      const rest = c.field.split(".").slice(1);
      const target = b.spec(relation.target);
      if (rest.length === 0) return compileWhere(b, target, sub.targetAlias, [{ ...c, field: "id" }]);
      return compileWhere(b, target, sub.targetAlias, [{ ...c, field: rest.join(".") }]);
    });
    return `(SELECT count(*) ${sub.from} AND ${conditions.join(" AND ")})`;
  });
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
