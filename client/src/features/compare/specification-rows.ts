import { orderSpecifications, type SpecificationComparison } from "@proav/shop-rules";

// The compare page's specification rows: every key any compared product has, in the shop's display order and
// grouped by section, one cell per product (null where it has no value), whether the row differs across the
// products, and which products hold the best value where the shop declares a direction. Pure.

export interface ComparedSpecification {
  key: string;
  group: string;
  label: string;
  value: string;
  unit?: string | null;
  numericValue?: number | null;
  comparison: SpecificationComparison;
}

export interface SpecificationRow {
  key: string;
  label: string;
  /** One per product, in the products' order; null where the product has no value for this key. */
  cells: (ComparedSpecification | null)[];
  /** The products do not all show the same thing (a missing value differs from any value). */
  differs: boolean;
  /** Indexes of the products holding the best value; empty when nothing is better. */
  best: number[];
}

export interface SpecificationSection {
  group: string;
  rows: SpecificationRow[];
}

/** What a cell shows, for telling rows apart: value and unit, or nothing. */
const shown = (spec: ComparedSpecification | null): string => (spec ? `${spec.value} ${spec.unit ?? ""}`.trim() : "");

/**
 * The best value is marked only where it means something: the key declares a direction, at least two products
 * have a number, and those numbers are not all the same.
 */
export function bestOf(cells: readonly (ComparedSpecification | null)[], comparison: SpecificationComparison): number[] {
  if (comparison === "NONE") return [];
  const numbers = cells.flatMap((c, i) => (typeof c?.numericValue === "number" ? [{ i, n: c.numericValue }] : []));
  if (numbers.length < 2) return [];
  const values = numbers.map((x) => x.n);
  const top = comparison === "MORE_IS_BETTER" ? Math.max(...values) : Math.min(...values);
  if (values.every((n) => n === top)) return [];
  return numbers.filter((x) => x.n === top).map((x) => x.i);
}

export function specificationSections(products: readonly { specifications: readonly ComparedSpecification[] }[]): SpecificationSection[] {
  // Each key once, as the first product that has it words it (the products come in the page's language).
  const firstOfKey = new Map<string, ComparedSpecification>();
  for (const p of products) for (const spec of p.specifications) if (!firstOfKey.has(spec.key)) firstOfKey.set(spec.key, spec);
  const byKey = products.map((p) => new Map(p.specifications.map((s) => [s.key, s])));
  const sections: SpecificationSection[] = [];
  for (const head of orderSpecifications([...firstOfKey.values()])) {
    const cells = byKey.map((specs) => specs.get(head.key) ?? null);
    const row: SpecificationRow = {
      key: head.key,
      label: head.label,
      cells,
      differs: new Set(cells.map(shown)).size > 1,
      best: bestOf(cells, head.comparison),
    };
    const last = sections.at(-1);
    if (last && last.group === head.group) last.rows.push(row);
    else sections.push({ group: head.group, rows: [row] });
  }
  return sections;
}

/** The sections with only the rows that differ; a section left without rows is left out. */
export function differencesOnly(sections: readonly SpecificationSection[]): SpecificationSection[] {
  return sections.map((s) => ({ ...s, rows: s.rows.filter((r) => r.differs) })).filter((s) => s.rows.length > 0);
}
