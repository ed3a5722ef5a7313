// How the generic query builder sees a collection: an allowlist of scalar fields (each mapped to a column) and
// of relations (how to join them). Only names found here ever reach SQL; user text is always a bound parameter.
import type { ScalarType } from "./cast.js";

export interface ScalarSpec {
  type: ScalarType;
  column: string;
}

export type RelationSpec =
  /** The owner row holds the target's id (sub_categories.product_category, products.image_1). */
  | { kind: "fk"; column: string; target: string }
  /** The target rows hold the owner's id (product_categories -> sub_categories). */
  | { kind: "reverse-fk"; column: string; target: string }
  /** A join table (products <-> brands). */
  | { kind: "join"; table: string; ownerKey: string; targetKey: string; target: string };

export interface CollectionSpec {
  table: string;
  scalars: Record<string, ScalarSpec>;
  relations: Record<string, RelationSpec>;
  /** `_q` looks in these text fields always, and in the numeric ones when the search text is a number. */
  search: { text: string[]; numeric: string[] };
  /** Localized by the i18n plugin: a `locale` column, filtered by the query's `_locale`. */
  localized?: boolean;
}

/** Every collection a filter path may reach, by name (RelationSpec.target). */
export type SchemaSpec = Record<string, CollectionSpec>;

/** Builds scalar specs whose column is the field name, with optional renames (alternativeText -> alternative_text). */
export function scalars(types: Record<string, ScalarType>, columns: Record<string, string> = {}): Record<string, ScalarSpec> {
  const out: Record<string, ScalarSpec> = {};
  for (const [field, type] of Object.entries(types)) out[field] = { type, column: columns[field] ?? field };
  return out;
}

/** Own-property lookups only: `constructor` or `__proto__` in a query must never resolve to anything. */
export function scalarOf(spec: CollectionSpec, field: string): ScalarSpec | undefined {
  return Object.hasOwn(spec.scalars, field) ? spec.scalars[field] : undefined;
}

export function relationOf(spec: CollectionSpec, field: string): RelationSpec | undefined {
  return Object.hasOwn(spec.relations, field) ? spec.relations[field] : undefined;
}
