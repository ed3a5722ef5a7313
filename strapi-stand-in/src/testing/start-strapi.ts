// For `npm run test:strapi`: a real Strapi 3.6.11 (the project scripts/strapi/prepare.ts builds) in place of the
// stand-in, on a random 127.0.0.1 port, over a private copy of its seeded database, so each test file starts
// from the same shop as with the stand-in. Selected by STRAPI_PROJECT_DIR.
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const STRAPI_PROJECT_ENV = "STRAPI_PROJECT_DIR";
const SEED_DB = ".tmp/seed.db";
const START_TIMEOUT_MS = 120_000;

export interface RunningStrapi {
  url: string;
  dbPath: string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Strapi exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/products/count`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Strapi did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

export async function startStrapi(projectDir: string, jwtSecret: string, env: Record<string, string> = {}): Promise<RunningStrapi> {
  const dir = mkdtempSync(join(tmpdir(), "shop-strapi-test-"));
  const dbPath = join(dir, "data.db");
  copyFileSync(join(projectDir, SEED_DB), dbPath);
  const port = await freePort();
  const child = spawn(process.execPath, ["node_modules/strapi/bin/strapi.js", "start"], {
    cwd: projectDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_FILENAME: dbPath,
      JWT_SECRET: jwtSecret,
      STRAPI_TELEMETRY_DISABLED: "true",
      STRAPI_DISABLE_UPDATE_NOTIFICATION: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString("utf8")).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(url, child, () => log);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, dbPath, close };
}

/**
 * The JWT of the Strapi's first administrator, registered as the admin panel does on first use: each test file's
 * copy of the seeded database has none. The shop's admin-panel saves (an order cancelled, a quote answered) go
 * through the content-manager with it.
 */
export async function registerStrapiAdmin(url: string): Promise<string> {
  const res = await fetch(`${url}/admin/register-admin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@example.com", firstname: "Shop", lastname: "Admin", password: "Adm1nPassw0rd" }),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`registering Strapi's first administrator answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { data: { token: string } }).data.token;
}

/** Where the admin panel saves an entry of one of the shop's collections (`order`, `quote`). */
export const contentManagerEntry = (model: string, id: number) => `/content-manager/collection-types/application::${model}.${model}/${id}`;
