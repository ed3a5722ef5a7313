import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createBackendApp } from "../src/app.js";
import { openDatabase } from "../src/db/open.js";

const dir = mkdtempSync(join(tmpdir(), "shop-backend-crash-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("unexpected failures", () => {
  it("turn into 500 Boom JSON, are logged, and never take the server down", async () => {
    const dbPath = join(dir, "shop.db");
    copyFileSync(process.env.SHOP_TEST_TEMPLATE_DB ?? "", dbPath);
    const db = openDatabase(dbPath);
    const logged: { msg: string; extra?: object }[] = [];
    const app = createBackendApp({ db, uploadsDir: dir, jwtSecret: "crash-test-secret-0123456789", log: (msg, extra) => logged.push({ msg, extra }) });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      db.close(); // every query now throws "The database connection is not open"
      const reply = await fetch(`${url}/products`);
      expect(reply.status).toBe(500);
      expect(await reply.json()).toEqual({ statusCode: 500, error: "Internal Server Error", message: "An internal server error occurred" });
      expect(logged.some((l) => l.msg === "request failed" && JSON.stringify(l.extra).includes("not open"))).toBe(true);
      expect(logged.some((l) => l.msg === "request" && JSON.stringify(l.extra).includes('"status":500'))).toBe(true);
      expect((await fetch(`${url}/_health`)).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
