import { createHash } from "node:crypto";
import type { RestProduct } from "../../backend/rest-types.js";
import type { CatalogChange } from "./catalog-change.js";

// What a periodic re-sync compares to tell whether the catalogue changed without a webhook: one short digest per
// backend row (English and Arabic rows alike; ids are unique across both) and one for the category tree and the
// translated names. A re-sync that finds a difference empties the caches on every instance (catalog-events.ts);
// one that finds none leaves them alone, so a quiet catalogue keeps its cache hits.

export interface CatalogPrints {
  /** Row id -> digest of the row as the backend sent it. */
  rows: Map<number, number>;
  /** Digest of the category tree and the translated taxonomy names. */
  taxonomy: number;
}

/** One read of the catalogue (search-catalog.ts's CatalogRead). */
interface CatalogRead {
  products: RestProduct[];
  translations: RestProduct[];
  categories: unknown;
  names: unknown;
}

/** What changed since the last read: rows to upsert or remove, or "all" when names or trees changed (every product shows them). */
export type CatalogDifference = CatalogChange[] | "all";

/** Rows digested between yields: a 20,000-product catalogue must not hold the event loop (see product-index.ts). */
const SLICE = 500;

/** 48 bits of SHA-1: a collision between two versions of one row is not a practical worry, and a Map of numbers is small. */
export function digestOf(value: unknown): number {
  return createHash("sha1")
    .update(JSON.stringify(value) ?? "")
    .digest()
    .readUIntBE(0, 6);
}

/** The digests of one read of the catalogue, computed in slices. */
export async function printsOf(read: CatalogRead): Promise<CatalogPrints> {
  const rows = new Map<number, number>();
  const all = [...read.products, ...read.translations];
  for (let start = 0; start < all.length; start += SLICE) {
    for (const row of all.slice(start, start + SLICE)) rows.set(row.id, digestOf(row));
    if (start + SLICE < all.length) await new Promise((resolve) => setImmediate(resolve));
  }
  return { rows, taxonomy: digestOf([read.categories, read.names]) };
}

/** The changes that turn `before` into `after`; empty when nothing changed. */
export function differenceBetween(before: CatalogPrints, after: CatalogPrints, read: CatalogRead): CatalogDifference {
  if (before.taxonomy !== after.taxonomy) return "all";
  const changes: CatalogChange[] = [];
  for (const rows of [read.products, read.translations]) {
    for (const row of rows) if (before.rows.get(row.id) !== after.rows.get(row.id)) changes.push({ kind: "product", id: row.id, product: row });
  }
  for (const id of before.rows.keys()) if (!after.rows.has(id)) changes.push({ kind: "product", id, product: null });
  return changes;
}
