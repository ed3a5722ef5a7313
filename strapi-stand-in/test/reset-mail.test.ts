import { createServer } from "node:net";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { startTestBackend } from "../src/testing/start-test-backend.js";

// users-permissions mails the reset link before it stores the code, and answers 400 when its e-mail provider
// fails (`ctx.badRequest(null, err)`): never `{ ok: true }` for a link nobody received.

/** A port nothing listens on: taken, then released. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("password reset e-mail", () => {
  it("answers 400 without storing a code when the mail server cannot be reached", async () => {
    const backend = await startTestBackend({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    try {
      const res = await fetch(`${backend.url}/auth/forgot-password`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "jane.smith@example.com" }),
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { statusCode: number; error: string; message: unknown };
      expect(body).toMatchObject({ statusCode: 400, error: "Bad Request", message: { code: "ESOCKET" } });
      const db = new Database(backend.dbPath, { readonly: true });
      const row = db.prepare("SELECT reset_password_token AS code FROM users WHERE email = ?").get("jane.smith@example.com") as { code: string | null };
      db.close();
      expect(row.code).toBeNull();
    } finally {
      await backend.close();
    }
  });
});
