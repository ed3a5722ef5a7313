// What a seeded database was built from. A template or dev database whose fingerprint differs from the current
// code's (schema, catalog, artwork or seed logic changed) is rebuilt rather than reused.
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import Database from "better-sqlite3";
import { SCHEMA_SQL, SCHEMA_VERSION } from "../db/schema.sql.js";
import { RENDER_VERSION } from "./images/image-plan.js";
import * as specificationTable from "./specification-table.js";

/** Bump when seed-rows.ts, the user seed or the demo history changes what ends up in the tables. */
export const SEED_VERSION = 4;

/** The catalog is hashed re-serialized: tsc re-indents the copy it puts in dist/, which must not count as a change. */
export function seedFingerprint(catalogText: string, translationTexts: readonly string[]): string {
  const catalog = JSON.stringify(JSON.parse(catalogText));
  const translations = translationTexts.map((text) => JSON.stringify(JSON.parse(text)));
  return createHash("sha1")
    .update(JSON.stringify([SEED_VERSION, SCHEMA_VERSION, RENDER_VERSION, SCHEMA_SQL, catalog, translations, specificationTable]))
    .digest("hex");
}

/** The fingerprint stored in a database, or undefined if the file is not a readable stand-in database. */
export function storedFingerprint(dbPath: string): string | undefined {
  try {
    const db = new Database(dbPath, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare("SELECT value FROM seed_meta WHERE key = 'fingerprint'").get() as { value: string } | undefined;
      return row?.value;
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}

/** Every image file the database points at, relative to the uploads dir. */
export function referencedUploads(dbPath: string): string[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("SELECT url, formats FROM upload_files").all() as { url: string; formats: string | null }[];
    return rows.flatMap((row) => {
      const formats = row.formats ? (Object.values(JSON.parse(row.formats)) as { url: string }[]) : [];
      return [row.url, ...formats.map((f) => f.url)].map((url) => url.replace(/^\/uploads\//, ""));
    });
  } finally {
    db.close();
  }
}

/** True when the database matches `fingerprint` and every image it references is on disk. */
export function isSeedCurrent(dbPath: string, uploadsDir: string, fingerprint: string): boolean {
  if (storedFingerprint(dbPath) !== fingerprint) return false;
  let present: Set<string>;
  try {
    present = new Set(readdirSync(uploadsDir));
  } catch {
    return false;
  }
  return referencedUploads(dbPath).every((file) => present.has(file));
}
