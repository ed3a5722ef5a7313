import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { startTestBackend, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";

// SIGTERM under load, on the built gateway as a process: readiness fails first, requests on kept-alive sockets
// are still answered (never a 5xx), then the process exits 0.

const entry = fileURLToPath(new URL("../dist/index.js", import.meta.url));
const root = fileURLToPath(new URL("../../", import.meta.url));
const QUERY = JSON.stringify({ query: `{ product(id: "1") { id title } }` });

let backend: TestBackend;
beforeAll(async () => {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run "npm run build" first`);
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function request(url: string, agent: http.Agent, method = "POST"): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: { "content-type": "application/json" } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end(method === "POST" ? QUERY : undefined);
  });
}

describe("SIGTERM", () => {
  it("fails readiness first, answers every request in flight and on kept-alive sockets, then exits 0", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child: ChildProcess = spawn(process.execPath, [entry], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        BACKEND_URL: backend.url,
        STOREFRONT: "none",
        LOG_LEVEL: "warn",
        // Every query reaches the backend, so requests are really in flight when the signal comes.
        CACHE_TTL_SECONDS: "0",
        GRAPHQL_MICRO_CACHE_SECONDS: "0",
        SHUTDOWN_DELAY_SECONDS: "1",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr!.on("data", (chunk) => (stderr += String(chunk)));
    const exited = once(child, "exit");
    try {
      for (let i = 0; ; i++) {
        const ready = await request(`${base}/readyz`, new http.Agent(), "GET").catch(() => 0);
        if (ready === 200) break;
        if (i > 100) throw new Error(`gateway did not start: ${stderr}`);
        await sleep(100);
      }
      const statuses: number[] = [];
      const refused: string[] = [];
      const readiness: number[] = [];
      let signalled = false;
      let stop = false;
      // Eight shoppers, each on one kept-alive connection, querying back to back.
      const shoppers = Array.from({ length: 8 }, async () => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        while (!stop) {
          try {
            const status = await request(`${base}/graphql`, agent);
            statuses.push(status);
          } catch (error) {
            // After the delay the gateway takes no new connections: a load balancer has moved on by then.
            if (!signalled) throw error;
            refused.push((error as NodeJS.ErrnoException).code ?? String(error));
            await sleep(20);
          }
        }
        agent.destroy();
      });
      const prober = (async () => {
        while (!stop) {
          readiness.push(await request(`${base}/readyz`, new http.Agent(), "GET").catch(() => 0));
          await sleep(100);
        }
      })();
      await sleep(500);
      const beforeSignal = statuses.length;
      signalled = true;
      child.kill("SIGTERM");
      const [code] = await exited;
      stop = true;
      await Promise.all([...shoppers, prober]);

      expect(code, stderr).toBe(0);
      expect(beforeSignal).toBeGreaterThan(0);
      expect(statuses.length).toBeGreaterThan(beforeSignal); // served during the drain too
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(new Set(statuses)).toEqual(new Set([200]));
      expect(readiness).toContain(503);
      expect(refused.every((c) => c === "ECONNREFUSED" || c === "ECONNRESET")).toBe(true);
      expect(stderr).not.toMatch(/received during server shutdown/);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  }, 30_000);
});
