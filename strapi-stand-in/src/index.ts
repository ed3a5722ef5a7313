// Process entry: `npm start -w strapi-stand-in` / `npm run dev -w strapi-stand-in`. Reads the environment, seeds a missing
// database, serves, and shuts down cleanly on SIGINT/SIGTERM.
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { storedSchemaVersion } from "./db/open.js";
import { canUpgrade } from "./db/migrate.js";
import { ConfigError, readConfig, type BackendConfig } from "./config.js";
import { jsonLogger } from "./log.js";
import { currentSeedFingerprint } from "./seed/seed.js";
import { storedFingerprint } from "./seed/seed-fingerprint.js";
import { databaseMissing, startBackend } from "./server.js";

/** src/ and dist/ both sit directly in the backend folder. */
const BACKEND_ROOT = fileURLToPath(new URL("..", import.meta.url));
const SHUTDOWN_GRACE_MS = 5_000;
const log = jsonLogger();

function fail(message: string): never {
  process.stderr.write(`backend: ${message}\n`);
  process.exit(1);
}

function loadConfig(): BackendConfig {
  try {
    return readConfig(process.env, BACKEND_ROOT, process.cwd());
  } catch (err) {
    if (err instanceof ConfigError) fail(`invalid configuration: ${err.message}`);
    throw err;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.jwtSecretIsDefault) {
    log("BACKEND_JWT_SECRET is not set: using the fixed development secret", { level: "warn" });
  }
  // The stand-in holds demo data only. A database built for an older schema (after a pull that added tables)
  // cannot serve the new routes, so `npm start` re-seeds it instead of refusing to start: demo accounts and
  // orders made on the old one are lost, which the log says.
  // One an upgrade reaches (db/migrate.ts) is upgraded when opened instead, keeping them.
  if (!databaseMissing(config.dbPath) && !canUpgrade(storedSchemaVersion(config.dbPath))) {
    log("the database was built for an older schema: re-seeding the demo data (accounts and orders made on it are dropped)", {
      level: "warn",
      dbPath: config.dbPath,
    });
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${config.dbPath}${suffix}`, { force: true });
  }
  const seedIfMissing = databaseMissing(config.dbPath);
  if (seedIfMissing) log("no database yet: seeding", { dbPath: config.dbPath, uploadsDir: config.uploadsDir });
  else if (storedFingerprint(config.dbPath) !== currentSeedFingerprint()) {
    log("the database was seeded from an older catalog or schema: run `npm run seed -w strapi-stand-in`", { level: "warn" });
  }
  const running = await startBackend({ ...config, seedIfMissing, log: (msg, extra) => log(msg, extra) }).catch((err: unknown) => {
    const code = (err as { code?: string }).code;
    if (code === "EADDRINUSE") fail(`port ${config.port} on ${config.host} is already in use (set BACKEND_PORT)`);
    if (code === "EACCES") fail(`no permission to listen on ${config.host}:${config.port}`);
    fail(err instanceof Error ? (err.message.split("\n")[0] ?? "startup failed") : String(err));
  });
  log("listening", { url: running.url, host: config.host, port: running.port, dbPath: config.dbPath });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second Ctrl-C means "now"
    stopping = true;
    log("shutting down", { signal });
    running.close({ graceMs: SHUTDOWN_GRACE_MS }).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  // Started by `npm start` (scripts/start.mjs) with an IPC channel: it closes when that process ends, even by
  // SIGKILL, and the stand-in must not live on as an orphan holding the port.
  if (process.send) process.once("disconnect", () => stop("SIGTERM"));
}

main().catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));
