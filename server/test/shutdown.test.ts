import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import http from "node:http";
import { connect, createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { startTestBackend, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startRedis, type TestRedis } from "./support/redis.js";

// SIGTERM under load, on the built gateway as a process (with its Redis, as in production): readiness fails at
// once, requests on kept-alive sockets are still answered (never a 5xx, none dropped once accepted), the Redis
// connection is closed, then the process exits 0.

const entry = fileURLToPath(new URL("../dist/index.js", import.meta.url));
const root = fileURLToPath(new URL("../../", import.meta.url));
const QUERY = JSON.stringify({ query: `{ product(id: "1") { id title } }` });

let backend: TestBackend;
let redis: TestRedis;
beforeAll(async () => {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run "npm run build" first`);
  backend = await startTestBackend();
  redis = await startRedis();
});
afterAll(async () => {
  await backend?.close();
  await redis?.kill();
});

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `id`: its X-Request-Id, under which the gateway logs every request that reached it. */
function request(url: string, agent: http.Agent, method = "POST", id?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { "content-type": "application/json", ...(id ? { "x-request-id": id } : {}) };
    const req = http.request(url, { method, agent, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
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
        LOG_LEVEL: "info",
        LOG_FORMAT: "json",
        REDIS_URL: redis.url,
        // Every query reaches the backend, so requests are really in flight when the signal comes.
        CACHE_TTL_SECONDS: "0",
        GRAPHQL_MICRO_CACHE_SECONDS: "0",
        SHUTDOWN_DELAY_SECONDS: "1",
        SHUTDOWN_TIMEOUT_SECONDS: "5",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    let stdout = "";
    child.stderr!.on("data", (chunk) => (stderr += String(chunk)));
    child.stdout!.on("data", (chunk) => (stdout += String(chunk)));
    // "close", not "exit": every line the gateway wrote is read by then.
    const exited = once(child, "close");
    try {
      for (let i = 0; ; i++) {
        const ready = await request(`${base}/readyz`, new http.Agent(), "GET").catch(() => 0);
        if (ready === 200) break;
        if (i > 100) throw new Error(`gateway did not start: ${stderr}`);
        await sleep(100);
      }
      expect(stdout).toContain("cache: connected to Redis");
      const statuses: number[] = [];
      const refused: string[] = [];
      const readiness: number[] = [];
      let signalled = false;
      let stop = false;
      // Eight shoppers, each on one kept-alive connection, querying back to back.
      const failedIds = new Set<string>();
      const servedIds = new Set<string>();
      const shoppers = Array.from({ length: 8 }, async (_, shopper) => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        for (let i = 0; !stop; i += 1) {
          const id = `shopper-${shopper}-${i}`;
          try {
            statuses.push(await request(`${base}/graphql`, agent, "POST", id));
            servedIds.add(id);
          } catch (error) {
            // After the delay the gateway takes no new connections: a load balancer has moved on by then.
            if (!signalled) throw error;
            refused.push((error as NodeJS.ErrnoException).code ?? String(error));
            failedIds.add(id);
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
      // A browser's preconnect: a connection that never sends a request must not hold the exit.
      const silent = connect(port, "127.0.0.1").on("error", () => undefined);
      await sleep(500);
      const beforeSignal = statuses.length;
      signalled = true;
      const signalTime = Date.now();
      child.kill("SIGTERM");
      await sleep(50);
      const signalledAt = statuses.length;
      const atOnce = await request(`${base}/readyz`, new http.Agent(), "GET");
      const [code] = await exited;
      const shutdownMs = Date.now() - signalTime;
      silent.destroy();
      stop = true;
      await Promise.all([...shoppers, prober]);

      expect(code, stderr).toBe(0);
      expect(shutdownMs).toBeLessThan(5000); // the 1 s delay, then the drain: never the 1 + 5 s of the timeout
      expect(beforeSignal).toBeGreaterThan(0);
      expect(statuses.length).toBeGreaterThan(beforeSignal); // served during the drain too
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(new Set(statuses)).toEqual(new Set([200]));
      expect(readiness).toContain(503);
      expect(atOnce).toBe(503); // 50 ms after the signal, a second before the gateway stops taking connections
      expect(statuses.length).toBeGreaterThan(signalledAt);
      const lines = stdout
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { msg: string; time: string; reqId?: string; status?: number; aborted?: boolean });
      // The gateway logs every request that reached it, when it closes. Every one it had was answered, 200, and
      // every request that failed never reached it: refused, or reset in the kernel's queue of connections not
      // yet accepted when the listener closed (a balancer that reads /readyz sends none by then).
      const reached = lines.filter((l) => l.reqId?.startsWith("shopper-"));
      expect(reached.filter((l) => l.aborted || l.status !== 200)).toEqual([]);
      expect(new Set(reached.map((l) => l.reqId))).toEqual(servedIds);
      expect([...failedIds].filter((id) => reached.some((l) => l.reqId === id))).toEqual([]);
      expect(new Set(refused.filter((c) => c !== "ECONNREFUSED" && c !== "ECONNRESET"))).toEqual(new Set());
      // The Redis connection was closed by the gateway before it exited (not torn down by the exit). Compared by
      // the lines' times: pino's last writes at exit can reach the pipe out of the order they were made in.
      const at = (msg: string) => lines.find((l) => l.msg === msg)?.time;
      expect(at("cache: disconnected from Redis")).toBeDefined();
      expect(at("shut down")).toBeDefined();
      expect(Date.parse(at("cache: disconnected from Redis")!)).toBeLessThanOrEqual(Date.parse(at("shut down")!));
      expect(stderr).not.toMatch(/received during server shutdown/);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  }, 30_000);
});
