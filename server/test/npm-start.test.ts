import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { ensureTestTemplate } from "../../strapi-stand-in/src/testing/test-template.js";

// `npm start` (scripts/start.mjs) as a newcomer runs it: the stand-in and the gateway as its children. A hard kill
// of its process group once left both serving on their ports, and the next `npm start` printed "the shop is open"
// before failing on the port.

const root = fileURLToPath(new URL("../../", import.meta.url));
const built = ["strapi-stand-in/dist/index.js", "server/dist/index.js", "client/build/server/index.js"];

let template: { dbPath: string; uploadsDir: string };
const cleanup: (() => void)[] = [];

beforeAll(async () => {
  for (const file of built) if (!existsSync(join(root, file))) throw new Error(`${file} is missing: run "npm run build" first`);
  template = await ensureTestTemplate();
});
afterEach(() => {
  for (const step of cleanup.splice(0)) step();
});

async function freePort(): Promise<number> {
  const probe = createServer().listen(0);
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function portFree(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** `node scripts/start.mjs` in a process group of its own, on the given ports, over a private database copy. */
function npmStart(port: number, backendPort: number): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const dir = mkdtempSync(join(tmpdir(), "shop-npm-start-"));
  const dbPath = join(dir, "shop.db");
  copyFileSync(template.dbPath, dbPath);
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      BACKEND_PORT: String(backendPort),
      BACKEND_DB_PATH: dbPath,
      BACKEND_UPLOADS_DIR: template.uploadsDir,
      MAIL_OUTBOX_DIR: join(dir, "outbox"),
      LOG_LEVEL: "warn",
    },
  });
  let text = "";
  child.stdout!.on("data", (d) => (text += d));
  child.stderr!.on("data", (d) => (text += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  cleanup.push(() => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  });
  return { child, output: () => text, exited };
}

async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`timed out: ${what}`);
}

describe("npm start", () => {
  it("leaves no gateway or stand-in behind when its process group is killed hard", async () => {
    const [port, backendPort] = [await freePort(), await freePort()];
    const shop = npmStart(port, backendPort);
    await until(() => shop.output().includes("the shop is open"), 90_000, `the shop to open; output:\n${shop.output()}`);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    process.kill(-shop.child.pid!, "SIGKILL");
    await shop.exited;
    // Its children shut down on their own once it is gone: both ports are free again.
    await until(async () => (await portFree(port)) && (await portFree(backendPort)), 15_000, "the gateway and the stand-in to exit");
  }, 120_000);

  it("reports a port already in use before it builds, starts or claims anything", async () => {
    const [port, backendPort] = [await freePort(), await freePort()];
    const squatter: Server = createServer().listen(port);
    await once(squatter, "listening");
    cleanup.push(() => squatter.close());
    const shop = npmStart(port, backendPort);
    expect(await shop.exited).toBe(1);
    expect(shop.output()).toContain(`port ${port} is already in use`);
    expect(shop.output()).toContain("PORT");
    expect(shop.output()).not.toContain("the shop is open");
    // Nothing was started on the other port.
    expect(await portFree(backendPort)).toBe(true);
  }, 30_000);
});
