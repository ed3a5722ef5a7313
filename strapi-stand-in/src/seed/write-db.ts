// Writes the seed rows to a fresh SQLite file. The file is built under a temp name and renamed into place, so a
// reader (or a concurrent test run) never opens a half-seeded database.
import { randomBytes } from "node:crypto";
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { createSchema } from "../db/migrate.js";
import type { SeedRows } from "./seed-rows.js";
import { fillSpecifications } from "./specifications.js";
import { writeDemoHistory } from "./write-demo-history.js";

/** Parents before children, so the foreign keys hold at every step. */
const INSERT_ORDER: (keyof SeedRows)[] = [
  "upload_files",
  "brands",
  "product_categories",
  "sub_categories",
  "products",
  "components_product_badges",
  "product_brands",
  "product_sub_categories",
  "roles",
  "users",
];

export function writeSeedDatabase(dbPath: string, rows: SeedRows, fingerprint: string): void {
  mkdirSync(dirname(dbPath), { recursive: true });
  const temp = `${dbPath}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
  const db = new Database(temp);
  try {
    db.pragma("journal_mode = MEMORY");
    db.pragma("foreign_keys = ON");
    createSchema(db);
    db.transaction(() => {
      for (const table of INSERT_ORDER) insertAll(db, table, rows[table]);
      insertAll(db, "seed_meta", [
        { key: "fingerprint", value: fingerprint },
        { key: "seeded_at", value: new Date().toISOString() },
      ]);
    })();
    // Specifications from the written products (the same step brings an older database up to date).
    db.transaction(() => fillSpecifications(db))();
    // After the accounts exist, through the same code as the routes (own transactions).
    writeDemoHistory(db, new Date());
    const broken = db.pragma("foreign_key_check") as unknown[];
    if (broken.length > 0) throw new Error(`seed violates ${broken.length} foreign keys`);
    // A single self-contained file: the template is copied byte for byte by tests.
    db.pragma("journal_mode = DELETE");
  } catch (err) {
    db.close();
    rmSync(temp, { force: true });
    throw err;
  }
  db.close();
  // A stale WAL next to the old file would be replayed into the new one: remove it before the swap.
  rmSync(`${dbPath}-wal`, { force: true });
  rmSync(`${dbPath}-shm`, { force: true });
  renameSync(temp, dbPath);
}

/** Table and column names come from SeedRows (code), never from input. */
function insertAll(db: Database.Database, table: string, rows: Record<string, unknown>[]): void {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const stmt = db.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`);
  for (const row of rows) stmt.run(row);
}
