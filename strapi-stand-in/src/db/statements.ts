import type { Statement } from "better-sqlite3";
import type { Db } from "./open.js";

// Filters produce many distinct SQL texts; caching prepared statements per text keeps repeated page loads cheap.
// The cache is bounded because the texts are driven by user input (each distinct filter shape is a new text).
const MAX_CACHED = 500;
const caches = new WeakMap<Db, Map<string, Statement>>();

export function prepareCached(db: Db, sql: string): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let stmt = cache.get(sql);
  if (!stmt) {
    if (cache.size >= MAX_CACHED) cache.clear();
    stmt = db.prepare(sql);
    cache.set(sql, stmt);
  }
  return stmt;
}

/** The parameter for `IN (SELECT value FROM json_each(?))`: one statement text for any number of ids. */
export const idList = (ids: readonly number[]): string => JSON.stringify(ids);
