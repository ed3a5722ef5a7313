// Compiles parsed filters to a SQL boolean expression over one collection. Identifiers come only from the
// collection specs; every value is a bound parameter. Relations compile to EXISTS sub-queries, which gives
// Strapi's "any related row matches" meaning for deep filters (brands.slug=hp) without duplicating rows.
import { badRequest, internal } from "../http/http-error.js";
import { castScalar, parseBoolean, scalarText, type ScalarType, type SqlValue } from "./cast.js";
import { relationOf, scalarOf, type CollectionSpec, type RelationSpec, type SchemaSpec } from "./collection-spec.js";
import type { Operator, WhereClause } from "./rest-query.js";

/** Strapi allows deep filters through relations; three hops is more than the shop's model has. */
const MAX_PATH_SEGMENTS = 3;

const COMPARISONS: Partial<Record<Operator, string>> = { eq: "=", ne: "!=", lt: "<", lte: "<=", gt: ">", gte: ">=" };

export class SqlBuilder {
  readonly params: SqlValue[] = [];
  private aliasCount = 0;
  constructor(readonly schema: SchemaSpec) {}

  alias(prefix: string): string {
    this.aliasCount += 1;
    return `${prefix}${this.aliasCount}`;
  }

  bind(value: SqlValue): string {
    this.params.push(value);
    return "?";
  }

  spec(name: string): CollectionSpec {
    const spec = this.schema[name];
    if (!spec) throw internal(`no collection spec named ${name}`);
    return spec;
  }
}

export function unknownField(field: string) {
  return badRequest(`Your filters contain a field '${field}' that doesn't appear on your model definition nor its relations`);
}

/** ANDs the clauses; an empty list is TRUE. */
export function compileWhere(b: SqlBuilder, spec: CollectionSpec, alias: string, clauses: WhereClause[]): string {
  if (clauses.length === 0) return "1";
  return clauses.map((clause) => compileClause(b, spec, alias, clause)).join(" AND ");
}

function compileClause(b: SqlBuilder, spec: CollectionSpec, alias: string, clause: WhereClause): string {
  if (clause.kind === "or") {
    if (clause.groups.length === 0) return "1";
    return `(${clause.groups.map((group) => `(${compileWhere(b, spec, alias, group)})`).join(" OR ")})`;
  }
  return compilePath(b, spec, alias, clause.field.split("."), clause.operator, clause.value, clause.field);
}

function compilePath(b: SqlBuilder, spec: CollectionSpec, alias: string, path: string[], op: Operator, value: unknown, field: string): string {
  if (path.length > MAX_PATH_SEGMENTS) throw unknownField(field);
  // A repeated key ORs its values, for every operator except the list ones (as Strapi's buildWhereClause).
  if (Array.isArray(value) && op !== "in" && op !== "nin") {
    if (value.length === 0) return "0";
    return `(${value.map((v) => compilePath(b, spec, alias, path, op, v, field)).join(" OR ")})`;
  }
  const [head = "", ...rest] = path;
  const scalar = rest.length === 0 ? scalarOf(spec, head) : undefined;
  if (scalar) return condition(b, `${alias}.${scalar.column}`, scalar.type, op, value, field);
  const relation = relationOf(spec, head);
  if (!relation) throw unknownField(field);
  if (rest.length === 0) return relationById(b, relation, alias, op, value, field);
  const sub = relatedRows(b, relation, alias, true);
  const inner = compilePath(b, b.spec(relation.target), sub.targetAlias, rest, op, value, field);
  return `EXISTS (SELECT 1 ${sub.from} AND ${inner})`;
}

/** `sub_categories_in=1`, `image_1_null=true`: a relation named alone means its id. */
function relationById(b: SqlBuilder, rel: RelationSpec, alias: string, op: Operator, value: unknown, field: string) {
  if (rel.kind === "fk") return condition(b, `${alias}.${rel.column}`, "integer", op, value, field);
  const sub = relatedRows(b, rel, alias, false);
  if (op === "null") {
    const isNull = parseBoolean(scalarText(value, field), field);
    return `${isNull ? "NOT EXISTS" : "EXISTS"} (SELECT 1 ${sub.from})`;
  }
  return `EXISTS (SELECT 1 ${sub.from} AND ${condition(b, sub.idExpr, "integer", op, value, field)})`;
}

interface RelatedRows {
  /** `FROM ... WHERE <linked to the owner>`, ready for more `AND` conditions. */
  from: string;
  targetAlias: string;
  /** The related row's id, without joining the target table when a join table already has it. */
  idExpr: string;
}

/** The related rows of `owner` with the target table joined (for conditions on the target's fields). */
export function relatedRowsOf(b: SqlBuilder, rel: RelationSpec, owner: string): RelatedRows {
  return relatedRows(b, rel, owner, true);
}

function relatedRows(b: SqlBuilder, rel: RelationSpec, owner: string, needTarget: boolean): RelatedRows {
  const target = b.spec(rel.target);
  const t = b.alias("t");
  switch (rel.kind) {
    case "fk":
      return { from: `FROM ${target.table} ${t} WHERE ${t}.id = ${owner}.${rel.column}`, targetAlias: t, idExpr: `${t}.id` };
    case "reverse-fk":
      return { from: `FROM ${target.table} ${t} WHERE ${t}.${rel.column} = ${owner}.id`, targetAlias: t, idExpr: `${t}.id` };
    case "join": {
      const j = b.alias("j");
      const link = `WHERE ${j}.${rel.ownerKey} = ${owner}.id`;
      if (!needTarget) return { from: `FROM ${rel.table} ${j} ${link}`, targetAlias: t, idExpr: `${j}.${rel.targetKey}` };
      const from = `FROM ${rel.table} ${j} JOIN ${target.table} ${t} ON ${t}.id = ${j}.${rel.targetKey} ${link}`;
      return { from, targetAlias: t, idExpr: `${t}.id` };
    }
  }
}

function condition(b: SqlBuilder, col: string, type: ScalarType, op: Operator, value: unknown, field: string): string {
  switch (op) {
    case "null":
      return parseBoolean(scalarText(value, field), field) ? `${col} IS NULL` : `${col} IS NOT NULL`;
    case "in":
    case "nin": {
      const list = (Array.isArray(value) ? value : [value]).map((v) => castScalar(type, v, field));
      const not = op === "nin" ? "NOT " : "";
      return `${col} ${not}IN (SELECT value FROM json_each(${b.bind(JSON.stringify(list))}))`;
    }
    // Strapi lowercases both sides and leaves % and _ as LIKE wildcards; so does the stand-in.
    case "contains":
      return `LOWER(${col}) LIKE LOWER(${b.bind(`%${scalarText(value, field)}%`)})`;
    case "ncontains":
      return `LOWER(${col}) NOT LIKE LOWER(${b.bind(`%${scalarText(value, field)}%`)})`;
    // Case-sensitive as documented (and as on Postgres); SQLite's LIKE would ignore case here.
    case "containss":
      return `instr(${col}, ${b.bind(scalarText(value, field))}) > 0`;
    case "ncontainss":
      return `instr(${col}, ${b.bind(scalarText(value, field))}) = 0`;
    default:
      return `${col} ${COMPARISONS[op]} ${b.bind(castScalar(type, value, field))}`;
  }
}
