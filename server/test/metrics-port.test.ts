import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { startTestBackend, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { parsePrometheus, valueOf } from "./support/prometheus-text.js";

// METRICS_PORT on the built gateway as a process (index.ts): /metrics on its own port, for the scraper only, and
// nothing of it on the shop's port (no METRICS_TOKEN here).

const entry = fileURLToPath(new URL("../dist/index.js", import.meta.url));
const root = fileURLToPath(new URL("../../", import.meta.url));

let backend: TestBackend;
let child: ChildProcess | undefined;
beforeAll(async () => {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run "npm run build" first`);
  backend = await startTestBackend();
});
afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = once(child, "exit");
    child.kill("SIGINT");
    await exited;
  }
  await backend?.close();
});

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe("METRICS_PORT", () => {
  it("serves /metrics on its own port and leaves the shop's port without it", async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    child = spawn(process.execPath, [entry], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        HOST: "127.0.0.1",
        BACKEND_URL: backend.url,
        STOREFRONT: "none",
        LOG_LEVEL: "warn",
        SEARCH_INDEX: "false",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr!.on("data", (chunk) => (stderr += String(chunk)));
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if ((await fetch(`${base}/readyz`).catch(() => undefined))?.status === 200) break;
      if (i > 100) throw new Error(`gateway did not start: ${stderr}`);
      await sleep(100);
    }
    await fetch(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "query Ping { ping }" }) });
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    const { samples } = parsePrometheus(await res.text());
    expect(valueOf(samples, "gateway_graphql_requests_total", { operation: "Ping", via: "http", client: "unknown", outcome: "ok" })).toBe(1);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/graphql`)).status).toBe(404);
  });
});
