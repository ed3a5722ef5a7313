import Database from "better-sqlite3";
import { canUpgrade, upgradeSchema } from "./migrate.js";
import { SCHEMA_VERSION } from "./schema.sql.js";

export type Db = Database.Database;

/**
 * Opens an existing stand-in database for serving: WAL so readers never wait on a writer (register, reset). One
 * built for an older schema that an upgrade reaches is upgraded in place (db/migrate.ts).
 */
export function openDatabase(path: string): Db {
  const db = new Database(path, { fileMustExist: true });
  try {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    db.pragma("foreign_keys = ON");
    db.pragma("busy_timeout = 5000");
    const version = schemaVersionOf(db);
    if (version < SCHEMA_VERSION && canUpgrade(version)) upgradeSchema(db);
    assertSchemaVersion(db, path);
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}

/** The schema version an existing database file was built with (SQLite's user_version). */
export function storedSchemaVersion(path: string): number {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return schemaVersionOf(db);
  } finally {
    db.close();
  }
}

export function schemaVersionOf(db: Db): number {
  return db.pragma("user_version", { simple: true }) as number;
}

function assertSchemaVersion(db: Db, path: string): void {
  const version = schemaVersionOf(db);
  if (version !== SCHEMA_VERSION) {
    throw new Error(`database ${path} has schema version ${version}, expected ${SCHEMA_VERSION}: re-create it with "npm run seed -w strapi-stand-in"`);
  }
}
