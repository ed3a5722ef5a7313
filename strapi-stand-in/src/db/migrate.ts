import type { Db } from "./open.js";
import { BASE_SCHEMA_VERSION, SCHEMA_SQL, SCHEMA_UPGRADES, SCHEMA_VERSION } from "./schema.sql.js";
import { numberUninvoicedOrders } from "../orders/tax-documents.js";
import { fillSpecifications } from "../seed/specifications.js";

/** Data an upgrade must fill in after its tables change, by the version it leads to. */
const DATA_STEPS: Record<number, (db: Db) => void> = {
  // Orders placed before tax invoices get theirs, in the order placed (and credit notes for cancelled ones).
  6: numberUninvoicedOrders,
  // The demo catalogue's specifications (a fresh database gets them after its products are written).
  7: fillSpecifications,
};

/** Creates the tables in an empty database: the base schema and every upgrade, as an old database is brought up. */
export function createSchema(db: Db): void {
  db.exec(SCHEMA_SQL);
  db.pragma(`user_version = ${BASE_SCHEMA_VERSION}`);
  upgradeSchema(db);
}

/** Whether a database at `version` can be brought to this code's version (else it is re-seeded). */
export const canUpgrade = (version: number): boolean => version >= BASE_SCHEMA_VERSION && version <= SCHEMA_VERSION;

/**
 * Brings a database from its version to SCHEMA_VERSION, one upgrade per transaction (with its data step), so a
 * crash leaves it at a whole version. Demo data (accounts, orders) survives: schema changes since version 5 are
 * upgrades instead of a re-seed.
 */
export function upgradeSchema(db: Db): void {
  for (let version = db.pragma("user_version", { simple: true }) as number; version < SCHEMA_VERSION; version++) {
    const upgrade = SCHEMA_UPGRADES[version - BASE_SCHEMA_VERSION];
    if (upgrade === undefined) throw new Error(`no upgrade from schema version ${version}`);
    db.transaction(() => {
      db.exec(upgrade);
      DATA_STEPS[version + 1]?.(db);
      db.pragma(`user_version = ${version + 1}`);
    }).immediate();
  }
}
