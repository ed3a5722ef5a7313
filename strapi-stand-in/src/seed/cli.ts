// `npm run seed -w strapi-stand-in`: re-creates the database from catalog.json and reuses images already on disk.
// Stop a running stand-in first: it keeps the old file open. Delete the uploads folder to redraw the images.
import { fileURLToPath } from "node:url";
import { ConfigError, readStoragePaths } from "../config.js";
import { seedDatabase } from "./seed.js";

const BACKEND_ROOT = fileURLToPath(new URL("../..", import.meta.url));

try {
  const paths = readStoragePaths(process.env, BACKEND_ROOT, process.cwd());
  console.log(`seeding ${paths.dbPath} (images in ${paths.uploadsDir})`);
  const report = await seedDatabase({ ...paths, log: (msg) => console.log(msg) });
  console.log(
    `done: ${report.products} products, ${report.images} images ` +
      `(${report.filesGenerated} files drawn, ${report.filesReused} reused) in ${(report.totalMs / 1000).toFixed(1)} s`,
  );
} catch (err) {
  console.error(`seed failed: ${err instanceof ConfigError ? err.message : err instanceof Error ? err.stack : String(err)}`);
  process.exit(1);
}
