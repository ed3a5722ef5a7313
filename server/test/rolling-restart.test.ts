import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { startTestBackend, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startRedis, type TestRedis } from "./support/redis.js";

// A deploy as docker-compose.yml runs it: the real nginx with deploy/nginx.conf in front of two built gateways on
// one Redis. Shoppers keep querying through the balancer while each gateway in turn is sent SIGTERM and started
// again (a rolling restart): not one of their requests fails. Needs nginx (Debian's nginx-core); skipped without.

const root = fileURLToPath(new URL("../../", import.meta.url));
const entry = join(root, "server/dist/index.js");
const NGINX = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"].find((p): p is string => !!p && existsSync(p));
const QUERY = `{ product(id: "1") { id title } }`;

let backend: TestBackend;
let redis: TestRedis;
const children = new Set<ChildProcess>();
let nginxDir: string | undefined;
let nginxLog = "";

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function get(url: string, headers: Record<string, string> = {}, agent?: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += String(chunk)));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

function post(url: string, body: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", agent, headers: { "content-type": "application/json" } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** A built gateway as a process, ready (its /readyz answers 200) when this resolves. */
async function startGatewayProcess(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BACKEND_URL: backend.url,
      REDIS_URL: redis.url,
      STOREFRONT: "none",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "loopback",
      // Every query reaches the backend, so requests are really in flight when a gateway is told to stop.
      CACHE_TTL_SECONDS: "0",
      GRAPHQL_MICRO_CACHE_SECONDS: "0",
      // As in docker-compose.yml: longer than nginx keeps an idle connection to a gateway (deploy/nginx.conf).
      SHUTDOWN_DELAY_SECONDS: "5",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += String(chunk)));
  for (let i = 0; ; i++) {
    if ((await get(`http://127.0.0.1:${port}/readyz`).catch(() => ({ status: 0 }))).status === 200) return child;
    if (i > 150 || child.exitCode !== null) throw new Error(`gateway on ${port} did not start: ${stderr}`);
    await sleep(100);
  }
}

/** nginx in the foreground with deploy/nginx.conf, the upstreams and the listen address made local. */
async function startNginx(port: number, upstreams: number[]): Promise<ChildProcess> {
  const dir = (nginxDir = mkdtempSync(join(tmpdir(), "shop-balancer-")));
  let servers = 0;
  const conf = readFileSync(join(root, "deploy/nginx.conf"), "utf8")
    .replace(/^(\s*server\s+)[\w.-]+:\d+/gm, (_, lead: string) => `${lead}127.0.0.1:${upstreams[servers++]}`)
    .replace(/^(\s*listen\s+)80;/m, `$1127.0.0.1:${port};`)
    // Its scratch folders in the test's own folder (the packaged defaults are under /var/lib/nginx).
    .replace(
      /^http \{/m,
      `http {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;`,
    );
  expect(servers).toBe(upstreams.length);
  writeFileSync(join(dir, "nginx.conf"), conf);
  const child = spawn(NGINX!, ["-p", `${dir}/`, "-c", join(dir, "nginx.conf"), "-e", "stderr", "-g", `daemon off; pid ${dir}/nginx.pid;`], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  child.stderr!.on("data", (chunk) => (nginxLog += String(chunk)));
  for (let i = 0; ; i++) {
    if ((await get(`http://127.0.0.1:${port}/healthz`).catch(() => ({ status: 0 }))).status === 200) return child;
    if (i > 100 || child.exitCode !== null) throw new Error(`nginx did not start: ${nginxLog}`);
    await sleep(100);
  }
}

async function stop(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = once(child, "exit");
  child.kill(signal);
  return ((await exited) as [number | null])[0];
}

beforeAll(async () => {
  if (!NGINX) return;
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run "npm run build" first`);
  [backend, redis] = await Promise.all([startTestBackend(), startRedis()]);
});
afterAll(async () => {
  for (const child of [...children]) await stop(child, "SIGKILL");
  await backend?.close();
  await redis?.kill();
  if (nginxDir) rmSync(nginxDir, { recursive: true, force: true });
});
if (!NGINX) console.warn("rolling-restart.test.ts: nginx not installed (apt-get install nginx-core, or NGINX_PATH): skipped");

describe("a rolling restart behind nginx", () => {
  it.skipIf(!NGINX)(
    "loses no shopper's request while each gateway in turn is stopped with SIGTERM and started again",
    async () => {
      const ports = [await freePort(), await freePort()];
      const gateways = await Promise.all(ports.map((port) => startGatewayProcess(port)));
      const lbPort = await freePort();
      await startNginx(lbPort, ports);
      const lb = `http://127.0.0.1:${lbPort}`;

      const statuses: number[] = [];
      const failures: string[] = [];
      let stopping = false;
      // Eight shoppers on kept-alive connections to the balancer: half post their query, half send it as a GET.
      const shoppers = Array.from({ length: 8 }, async (_, n) => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        const body = JSON.stringify({ query: QUERY });
        const url = `${lb}/graphql?query=${encodeURIComponent(QUERY)}`;
        while (!stopping) {
          try {
            statuses.push(n % 2 ? await post(`${lb}/graphql`, body, agent) : (await get(url, { "apollo-require-preflight": "1" }, agent)).status);
          } catch (error) {
            failures.push((error as NodeJS.ErrnoException).code ?? String(error));
          }
        }
        agent.destroy();
      });

      await sleep(500);
      const exitCodes: (number | null)[] = [];
      for (const i of [0, 1]) {
        exitCodes.push(await stop(gateways[i]!));
        await sleep(300); // one instance carries everything for a moment
        gateways[i] = await startGatewayProcess(ports[i]!);
        await sleep(2500); // nginx tries a refused instance again after fail_timeout (2 s): only then stop the next
      }
      stopping = true;
      await Promise.all(shoppers);

      expect(exitCodes).toEqual([0, 0]);
      expect(failures).toEqual([]);
      expect(statuses.length).toBeGreaterThan(50);
      expect(statuses.filter((s) => s !== 200).length, nginxLog.slice(0, 3000)).toBe(0);
    },
    90_000,
  );
});
