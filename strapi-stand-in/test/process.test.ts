import { spawn } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const ENTRY = fileURLToPath(new URL("../src/index.ts", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "shop-backend-process-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", ENTRY], {
    env: { ...process.env, ...env },
    cwd: fileURLToPath(new URL("..", import.meta.url)),
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

describe("process entry (src/index.ts)", () => {
  it("exits 1 with one line for an invalid port", async () => {
    const proc = run({ BACKEND_PORT: "http" });
    expect(await proc.exited).toBe(1);
    expect(proc.err().trim()).toBe('backend: invalid configuration: BACKEND_PORT must be an integer from 0 to 65535, got "http"');
  });

  it("serves, logs one JSON line per request, and stops cleanly on SIGTERM", async () => {
    const dbPath = join(dir, "shop.db");
    copyFileSync(process.env.SHOP_TEST_TEMPLATE_DB ?? "", dbPath);
    const proc = run({
      BACKEND_PORT: "0",
      BACKEND_HOST: "127.0.0.1",
      BACKEND_DB_PATH: dbPath,
      BACKEND_UPLOADS_DIR: process.env.SHOP_TEST_UPLOADS_DIR ?? dir,
      BACKEND_JWT_SECRET: "process-test-secret-0123456789",
    });
    const deadline = Date.now() + 20_000;
    while (!proc.out().includes('"msg":"listening"') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const listening = proc
      .out()
      .split("\n")
      .find((line) => line.includes('"msg":"listening"'));
    const { url } = JSON.parse(listening ?? "{}") as { url: string };
    expect((await fetch(`${url}/products?_limit=24`)).status).toBe(200);
    proc.child.kill("SIGTERM");
    expect(await proc.exited).toBe(0);
    const lines = proc
      .out()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((l) => l.msg === "request")).toMatchObject({ service: "strapi-stand-in", level: "info", method: "GET", url: "/products", status: 200 });
    expect(lines.at(-1)).toMatchObject({ msg: "shutting down", signal: "SIGTERM" });
    expect(proc.err()).toBe("");
  });
});
