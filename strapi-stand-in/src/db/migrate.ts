import type { Db } from "./open.js";
import { SCHEMA_SQL, SCHEMA_VERSION } from "./schema.sql.js";

/**
 * Creates the tables in an empty database. There is no upgrade path on purpose: the stand-in's data is a seed,
 * so a schema change means re-seeding, which is cheaper and safer than writing migrations nobody runs twice.
 */
export function createSchema(db: Db): void {
  db.exec(SCHEMA_SQL);
  db.pragma(`user_version = ${SCHEMA_VERSION}`);
}
