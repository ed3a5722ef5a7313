import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent, request } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { startBackend } from "../src/server.js";

const dir = mkdtempSync(join(tmpdir(), "shop-backend-server-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("startBackend", () => {
  it("seeds a missing database (reusing images already drawn) and closes even with keep-alive sockets open", async () => {
    const dbPath = join(dir, "fresh.db");
    const running = await startBackend({
      port: 0,
      dbPath,
      uploadsDir: process.env.SHOP_TEST_UPLOADS_DIR ?? join(dir, "uploads"),
      seedIfMissing: true,
    });
    expect(statSync(dbPath).size).toBeGreaterThan(100_000);
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const agent = new Agent({ keepAlive: true });
    const status = await new Promise<number>((resolve, reject) => {
      request(`${running.url}/products/count`, { agent }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
        .on("error", reject)
        .end();
    });
    expect(status).toBe(200);
    const started = Date.now();
    await running.close();
    expect(Date.now() - started).toBeLessThan(1000);
    agent.destroy();
  });

  it("rejects when the port is taken", async () => {
    const first = await startBackend({ port: 0, dbPath: process.env.SHOP_TEST_TEMPLATE_DB ?? "", uploadsDir: dir });
    await expect(startBackend({ port: first.port, dbPath: process.env.SHOP_TEST_TEMPLATE_DB ?? "", uploadsDir: dir })).rejects.toMatchObject({
      code: "EADDRINUSE",
    });
    await first.close();
  });
});
