// Builds a complete stand-in database: catalog, product images (generated once, then reused), demo users.
import bcrypt from "bcryptjs";
import { BCRYPT_COST } from "../users/auth-service.js";
import { parseCatalog, parseTranslation, readCatalogText, readTranslationTexts } from "./catalog-file.js";
import { DEMO_USERS } from "./demo-users.js";
import { imageJobs } from "./image-jobs.js";
import { generateImages } from "./images/generate-images.js";
import { seedFingerprint } from "./seed-fingerprint.js";
import { seedRows } from "./seed-rows.js";
import { writeSeedDatabase } from "./write-db.js";

export interface SeedOptions {
  dbPath: string;
  uploadsDir: string;
  /** How many products render at once (default 2, one per core here). */
  concurrency?: number;
  log?: (msg: string) => void;
}

export interface SeedReport {
  products: number;
  images: number;
  filesGenerated: number;
  filesReused: number;
  imagesMs: number;
  dbMs: number;
  totalMs: number;
}

/** The fingerprint a database seeded by this code carries (see seed-fingerprint.ts). */
export function currentSeedFingerprint(): string {
  return seedFingerprint(readCatalogText(), readTranslationTexts());
}

/** Re-creates the database at `dbPath` (replacing any old one) and fills `uploadsDir` with missing images. */
export async function seedDatabase(opts: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const text = readCatalogText();
  const catalog = parseCatalog(text);
  const translationTexts = readTranslationTexts();
  const translations = translationTexts.map(parseTranslation);
  const jobs = imageJobs(catalog);
  const run = await generateImages(jobs, opts.uploadsDir, opts.concurrency ?? 2);
  opts.log?.(`images: ${run.filesGenerated} files generated, ${run.filesReused} reused, in ${run.ms} ms`);

  const dbStarted = performance.now();
  const hashes = await Promise.all(DEMO_USERS.map((user) => bcrypt.hash(user.password, BCRYPT_COST)));
  const images = jobs.map((job) => ({ job, bytes: run.byProduct.get(job.productId)?.bytes ?? new Map() }));
  const rows = seedRows(catalog, images, hashes, translations);
  writeSeedDatabase(opts.dbPath, rows, seedFingerprint(text, translationTexts));
  const dbMs = Math.round(performance.now() - dbStarted);
  const totalMs = Math.round(performance.now() - started);
  opts.log?.(`database: ${rows.products.length} products (every locale) written to ${opts.dbPath} in ${dbMs} ms (total ${totalMs} ms)`);
  return {
    products: catalog.products.length,
    images: jobs.length,
    filesGenerated: run.filesGenerated,
    filesReused: run.filesReused,
    imagesMs: run.ms,
    dbMs,
    totalMs,
  };
}
