// Start-up shared by bench:scale and bench:soak: the built stand-in, built gateways run as the Docker image runs
// them (NODE_ENV=production, the Dockerfile's heap limit, the built storefront, default caches), a throw-away Redis
// and a round-robin balancer, each a process of its own on a random port; all stopped when the bench ends. The
// same steps as hostile.mjs and render-cpu.mjs take, in one place.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../../", import.meta.url));
const children = [];
const dirs = [];

export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Polls `url` until it answers 2xx; fails at once, with its last errors, when `child` (if given) exits. */
export async function waitOk(url, ms = 180_000, child) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode}): ${child.lastErrors()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready`);
}

/** A process of the bench's own, stopped by stopAll; its last stderr is kept for errors. */
export function startProcess(command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr = (stderr + d).slice(-4000)));
  child.lastErrors = () => stderr;
  children.push(child);
  return child;
}

export function requireBuilt() {
  for (const f of ["strapi-stand-in/dist/index.js", "server/dist/index.js", "client/build/server/index.js"]) {
    if (!existsSync(join(root, f))) throw new Error(`${f} missing: run "npm run build" first`);
  }
}

/** The stand-in on a copy-free temporary database (seeded with the demo catalogue; the test template's images). */
export async function startBackend() {
  const dir = mkdtempSync(join(tmpdir(), "shop-bench-"));
  dirs.push(dir);
  const template = join(root, ".tmp/test-template/uploads");
  const port = await freePort();
  startProcess(process.execPath, ["strapi-stand-in/dist/index.js"], {
    BACKEND_PORT: String(port),
    BACKEND_HOST: "127.0.0.1",
    BACKEND_DB_PATH: join(dir, "shop.db"),
    BACKEND_UPLOADS_DIR: existsSync(template) ? template : join(dir, "uploads"),
    BACKEND_ADMIN_TOKEN: "bench-admin-token-0123456789",
    LOG_LEVEL: "silent",
  });
  const url = `http://127.0.0.1:${port}`;
  await waitOk(`${url}/products/count`, 600_000);
  return { url };
}

/** Debian's redis-server on a random port, nothing written to disk (as server/test/support/redis.ts starts it). */
export async function startRedis() {
  const server = process.env.REDIS_SERVER_PATH || "/usr/bin/redis-server";
  if (!existsSync(server)) throw new Error(`redis-server not found at ${server} (apt-get install redis-server, or set REDIS_SERVER_PATH)`);
  const port = await freePort();
  startProcess(server, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {});
  const end = Date.now() + 10_000;
  while (Date.now() < end) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return { url: `redis://127.0.0.1:${port}` };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis-server did not listen on ${port}`);
}

/** The heap limit the Docker image runs the gateway with, read from the Dockerfile so the two never drift. */
const DOCKER_HEAP = /--max-old-space-size=(\d+)/.exec(readFileSync(join(root, "Dockerfile"), "utf8"))?.[1];
export const METRICS_TOKEN = "bench-metrics-token-0123456789";

/** One built gateway; `env` adds or overrides (REDIS_URL, ...). Resolves once /readyz says it is ready. */
export async function startGateway(backend, env = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const heap = process.env.BENCH_HEAP_MB || DOCKER_HEAP;
  const child = startProcess(process.execPath, [...(heap ? [`--max-old-space-size=${heap}`] : []), "server/dist/index.js"], {
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    LOG_LEVEL: "fatal",
    STOREFRONT: "production",
    BACKEND_URL: backend,
    PUBLIC_ORIGIN: url,
    METRICS_TOKEN,
    NODE_OPTIONS: "",
    ...env,
  });
  await waitOk(`${url}/readyz`, 180_000, child);
  return { url, child };
}

/** scripts/bench/round-robin-balancer.mjs in front of `targets`; its url. */
export async function startBalancer(targets) {
  const port = await freePort();
  startProcess(process.execPath, ["scripts/bench/round-robin-balancer.mjs", String(port), ...targets], {});
  const url = `http://127.0.0.1:${port}`;
  await waitOk(`${url}/healthz`);
  return { url };
}

/**
 * SIGTERM, then SIGKILL for any still running after `graceMs`, and wait for each to exit: a bench leaves no process
 * behind (a stand-in whose parent had already gone was once found alive, stuck in its exit, a quarter of an hour later).
 */
export async function stopProcesses(list, graceMs = 5000) {
  const running = list.filter((c) => c.exitCode === null && c.signalCode === null);
  await Promise.all(
    running.map(
      (c) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => c.kill("SIGKILL"), graceMs);
          c.once("exit", () => (clearTimeout(timer), resolve()));
          c.kill("SIGTERM");
        }),
    ),
  );
}

export async function stopAll() {
  await stopProcesses(children);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}

/** Runs `main`, then stops every process it started (also on Ctrl-C). */
export function runBench(main) {
  process.on("SIGINT", () => void stopAll().finally(() => process.exit(130)));
  main()
    .catch((e) => {
      console.error(e);
      process.exitCode = 1;
    })
    .finally(stopAll);
}

export const pct = (xs, p) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((s.length * p) / 100))];
};
