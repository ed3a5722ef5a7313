// One seeded database + uploads folder per checkout, shared by every test run: seeding draws ~1,200 PNGs, so it
// happens once, and again only when the seed fingerprint changes. Tests copy the database, never write to it.
import { mkdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { currentSeedFingerprint, seedDatabase } from "../seed/seed.js";
import { isSeedCurrent } from "../seed/seed-fingerprint.js";

/** Where the vitest globalSetup publishes the template for test workers. */
export const TEMPLATE_DB_ENV = "SHOP_TEST_TEMPLATE_DB";
export const TEMPLATE_UPLOADS_ENV = "SHOP_TEST_UPLOADS_DIR";

/** `<repo>/.tmp/test-template`, found from this file so the working directory does not matter. */
export const DEFAULT_TEMPLATE_DIR = fileURLToPath(new URL("../../../.tmp/test-template/", import.meta.url));

export interface TestTemplate {
  dbPath: string;
  uploadsDir: string;
  /** False when an existing, current template was reused. */
  seeded: boolean;
  ms: number;
}

/** A lock older than this was left by a killed run: seeding takes about a minute on two cores. */
const STALE_LOCK_MS = 10 * 60_000;
const POLL_MS = 250;

export async function ensureTestTemplate(dir = DEFAULT_TEMPLATE_DIR, log?: (msg: string) => void): Promise<TestTemplate> {
  const started = performance.now();
  const dbPath = join(dir, "shop.db");
  const uploadsDir = join(dir, "uploads");
  const fingerprint = currentSeedFingerprint();
  const result = (seeded: boolean) => ({ dbPath, uploadsDir, seeded, ms: Math.round(performance.now() - started) });
  if (isSeedCurrent(dbPath, uploadsDir, fingerprint)) return result(false);

  // Several test runs (developers, CI) may start at once in one checkout: one seeds, the others wait for it.
  mkdirSync(dir, { recursive: true });
  const release = await acquireLock(join(dir, ".seed-lock"));
  try {
    if (isSeedCurrent(dbPath, uploadsDir, fingerprint)) return result(false);
    log?.(`seeding the test template in ${dir} (drawing missing product images takes about a minute)`);
    await seedDatabase({ dbPath, uploadsDir, log });
    return result(true);
  } finally {
    release();
  }
}

async function acquireLock(lockDir: string): Promise<() => void> {
  for (;;) {
    try {
      mkdirSync(lockDir);
      return () => rmSync(lockDir, { recursive: true, force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      if (lockAge(lockDir) > STALE_LOCK_MS) rmSync(lockDir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

function lockAge(lockDir: string): number {
  try {
    return Date.now() - statSync(lockDir).mtimeMs;
  } catch {
    return 0;
  }
}
