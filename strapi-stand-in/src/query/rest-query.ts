// The Strapi v3 REST query model (strapi-utils' convertRestQueryParams), kept free of SQL and of any collection:
// parsing only decides the shape; field names and values are checked later against a collection's allowlist.
import { badRequest, internal } from "../http/http-error.js";
import { toNumberLikeLodash } from "./cast.js";

export const OPERATORS = ["eq", "ne", "in", "nin", "contains", "ncontains", "containss", "ncontainss", "lt", "lte", "gt", "gte", "null"] as const;
export type Operator = (typeof OPERATORS)[number];

export interface FieldClause {
  kind: "field";
  field: string;
  operator: Operator;
  value: unknown;
}
export interface OrClause {
  kind: "or";
  /** Each group is ANDed inside; the groups are ORed. */
  groups: WhereClause[][];
}
export type WhereClause = FieldClause | OrClause;

export interface SortKey {
  field: string;
  order: "asc" | "desc";
}

export interface RestQuery {
  start: number;
  /** null means no limit (`_limit=-1`). */
  limit: number | null;
  sort: SortKey[];
  where: WhereClause[];
  /** `_q` full-text search, or null. */
  q: string | null;
  /**
   * `_locale` of Strapi's i18n plugin: the locale whose rows a localized collection answers, or null for
   * `_locale=all`. Without it, the default locale. Not validated (an unknown code simply matches no row).
   */
  locale: string | null;
}

/** The i18n plugin's default locale: the rows a query without `_locale` sees, and the slug routes' only locale. */
export const DEFAULT_LOCALE = "en";

export const DEFAULT_LIMIT = 100;
const CONTROL_KEYS = new Set(["_sort", "_start", "_limit", "_where", "_publicationState", "_q", "_locale"]);
const isOperator = (s: string): s is Operator => (OPERATORS as readonly string[]).includes(s);

/**
 * Malformed `_sort`, `_start` and `_limit` throw plain errors in Strapi and so answer 500, not 400 (sample 23):
 * the stand-in keeps that, so a gateway that sends them is caught in development.
 */
export function parseRestQuery(params: Record<string, unknown>): RestQuery {
  // Entries, not a copied object: assigning a `__proto__` key would silently drop it instead of rejecting it.
  const where = Object.entries(params)
    .filter(([key]) => !CONTROL_KEYS.has(key))
    .map(([key, value]) => convertClause(key, value));
  if (params._where !== undefined) where.push(...convertWhere(params._where));
  return {
    start: params._start === undefined ? 0 : parseStart(params._start),
    limit: params._limit === undefined ? DEFAULT_LIMIT : parseLimit(params._limit),
    sort: params._sort === undefined ? [] : parseSort(params._sort),
    where,
    q: parseSearch(params._q),
    locale: parseLocale(params._locale),
  };
}

/** Codes are case-sensitive (`AR` is not `ar`, sample i18n/33); `all` lifts the filter (sample i18n/03). */
export function parseLocale(value: unknown): string | null {
  if (value === undefined) return DEFAULT_LOCALE;
  if (typeof value !== "string") throw badRequest("_locale must be a single string");
  return value === "all" ? null : value;
}

export function parseSort(value: unknown): SortKey[] {
  if (typeof value !== "string") throw internal(`_sort expected a string, got ${typeof value}`);
  return value.split(",").map((part) => {
    const [field = "", order = "asc"] = part.split(":");
    if (field.length === 0) throw internal("_sort: field cannot be empty");
    const lower = order.toLowerCase();
    if (lower !== "asc" && lower !== "desc") throw internal("_sort: order can only be one of asc|desc|ASC|DESC");
    return { field, order: lower };
  });
}

export function parseLimit(value: unknown): number | null {
  const n = typeof value === "string" ? toNumberLikeLodash(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || (n !== -1 && n < 0)) throw internal(`_limit expected a positive integer, got ${String(value)}`);
  return n === -1 ? null : n;
}

export function parseStart(value: unknown): number {
  const n = typeof value === "string" ? toNumberLikeLodash(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 0) throw internal(`_start expected a positive integer, got ${String(value)}`);
  return n;
}

function parseSearch(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value !== "string") throw badRequest("_q must be a single string");
  return value;
}

/** An object is an AND of its keys, an array an AND of its items; `_or` holds groups. */
export function convertWhere(value: unknown): WhereClause[] {
  if (Array.isArray(value)) return value.flatMap((item) => convertWhere(item));
  if (value === null || typeof value !== "object") throw badRequest("_where must be an object or an array of objects");
  return Object.entries(value).map(([key, v]) => convertClause(key, v));
}

function convertClause(key: string, value: unknown): WhereClause {
  const at = key.lastIndexOf("_");
  if (at === -1) return { kind: "field", field: key, operator: "eq", value };
  const field = key.slice(0, at);
  const suffix = key.slice(at + 1);
  if (suffix === "or" && field === "") {
    const groups = Array.isArray(value) ? value : [value];
    return { kind: "or", groups: groups.map((group) => convertWhere(group)) };
  }
  // An underscore that is not an operator is part of the field name (product_slug, sale_price).
  if (!isOperator(suffix)) return { kind: "field", field: key, operator: "eq", value };
  return { kind: "field", field, operator: suffix, value };
}
