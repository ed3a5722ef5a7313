#!/usr/bin/env node
// `npm run bench:hostile`: what hostile traffic costs the other shoppers. One built gateway (run as the Docker image
// runs it: NODE_ENV=production, the Dockerfile's heap limit, the built storefront, default caches) over a stand-in
// grown to 20,000 products. A few shoppers browse (pages with and without a cart cookie, product pages, searches,
// header suggestions) for a quiet period; then, while they go on, attackers (hostile-attackers.mjs, a process of
// their own) send uncached cookie-carrying renders, costly 100-character searches, 8 MB posts and gzip bombs to
// the webhook, all from one address (X-Forwarded-For); then a short period after. A full index re-sync runs during the attack (SEARCH_RESYNC_MINUTES=1). Prints the shoppers' p50/p95 in each period, the probe's latency, what
// the attackers were answered, the gateway's peak memory and whether it crashed (it must not). Asserts nothing
// but the crash count, which sets the exit code. Numbers from a shared machine move with its load.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, existsSync } from "node:fs";
import { tmpdir, cpus } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import http from "node:http";
import { createServer } from "node:net";
import { stopProcesses } from "./bench-processes.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const SIZE = Number(process.env.BENCH_CATALOG_SIZE || 20_000);
const QUIET = Number(process.env.BENCH_QUIET_SECONDS || 15);
// 40 s: the re-sync due 60 s after the first build runs during the attack (warm-up and quiet take 35 s).
const ATTACK = Number(process.env.BENCH_ATTACK_SECONDS || 40);
const AFTER = Number(process.env.BENCH_AFTER_SECONDS || 8);
// Long enough for the collector to settle after the 20,000-product build (measured: /healthz p95 near 500 ms
// in the first 15 s after it, about 100 ms once settled).
const WARM_UP = Number(process.env.BENCH_WARM_UP_SECONDS || 20);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS || 6);
/** Between two requests of a shopper (faster than a person; within the gateway's 20 renders per 10 s per address). */
const THINK_MS = Number(process.env.BENCH_THINK_MS || 500);
const WEBHOOK_SECRET = "bench-webhook-secret-0123456789";
/** The heap limit the Docker image runs the gateway with, read from the Dockerfile so the two never drift. */
const DOCKER_HEAP = /--max-old-space-size=(\d+)/.exec(readFileSync(join(root, "Dockerfile"), "utf8"))?.[1];
const HEAP_MB = process.env.BENCH_HEAP_MB || DOCKER_HEAP;
const children = [];

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitOk(url, ms = 600_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready`);
}

function start(script, env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  return child;
}

/** Resident memory peak so far, in MB (Linux /proc). */
function peakRss(child) {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1]) / 1024;
  } catch {
    return NaN;
  }
}

/** CPU seconds the process has used so far, user and system (Linux /proc: fields 14 and 15, in clock ticks). */
function cpuSeconds(child) {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

// Kept-alive sockets, like a browser; no decompression (the same for every period).
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function request(url, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const u = new URL(url);
    const t = process.hrtime.bigint();
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method,
        agent,
        headers: body ? { ...headers, "content-length": Buffer.byteLength(body) } : headers,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - t) / 1e6 }));
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0, ms: Number(process.hrtime.bigint() - t) / 1e6 }));
    req.end(body);
  });
}

const pct = (xs, p) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((s.length * p) / 100))];
};

/** One shopper: browses until `stop()`, recording each request's kind, status and time into `log`. */
async function shopper(gateway, i, slugs, log, running) {
  // Each shopper has an address of their own (X-Forwarded-For, trusted from loopback as from a proxy); half of
  // them have a cart, so their pages are never served from the page micro-cache.
  const cookie = { "x-forwarded-for": `198.51.100.${i + 1}`, ...(i % 2 === 0 ? { cookie: "cart=%5B%5D" } : {}) };
  const keywords = ["workstation", "hp z8", "decklink", "nvidia rtx", "thinkstation p5", "blackmagic"];
  const suggestion = JSON.stringify({
    query: "query($k: String!) { searchSuggestions(keyword: $k, first: 6) { totalCount products { id title } } }",
    variables: { k: "thinkst" },
  });
  for (let n = 0; running(); n++) {
    const steps = [
      ["home page", () => request(`${gateway}/`, { headers: cookie })],
      ["shop page", () => request(`${gateway}/shop`, { headers: cookie })],
      ["product page", () => request(`${gateway}/product/${slugs[(i * 17 + n) % slugs.length]}`, { headers: cookie })],
      ["search page", () => request(`${gateway}/search?keyword=${encodeURIComponent(keywords[(i + n) % keywords.length])}`, { headers: cookie })],
      ["suggestions", () => request(`${gateway}/graphql`, { method: "POST", headers: { ...cookie, "content-type": "application/json" }, body: suggestion })],
    ];
    for (const [kind, step] of steps) {
      if (!running()) return;
      const r = await step();
      log.push({ kind, ...r, at: Date.now() });
      await new Promise((r) => setTimeout(r, THINK_MS)); // a shopper reads for a moment
    }
  }
}

async function probe(gateway, log, running) {
  while (running()) {
    log.push(await request(`${gateway}/healthz`));
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function period(gateway, seconds, slugs, during) {
  const log = [];
  const probes = [];
  const end = Date.now() + seconds * 1000;
  const running = () => Date.now() < end;
  const attack = during?.();
  await Promise.all([...Array.from({ length: SHOPPERS }, (_, i) => shopper(gateway, i, slugs, log, running)), probe(gateway, probes, running)]);
  return { log, probes, attackers: await attack };
}

function attackers(gateway, seconds, words) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, "scripts/bench/hostile-attackers.mjs"), gateway, String(seconds), JSON.stringify(words)], {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("exit", () => {
      try {
        resolve(JSON.parse(out.trim().split("\n").at(-1)));
      } catch {
        resolve([]);
      }
    });
  });
}

/** The commonest words of the catalogue's titles and descriptions: what makes a search costly. */
async function commonWords(backend) {
  const products = await (await fetch(`${backend}/products?is_active=true&_limit=400&_sort=id:ASC`)).json();
  const counts = new Map();
  for (const p of products)
    for (const w of `${p.title} ${p.description ?? ""}`.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (w.length >= 3) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 60)
    .map(([w]) => w);
}

async function main() {
  for (const f of ["strapi-stand-in/dist/index.js", "server/dist/index.js", "client/build/server/index.js"]) {
    if (!existsSync(join(root, f))) throw new Error(`${f} missing: run "npm run build" first`);
  }
  const dir = mkdtempSync(join(tmpdir(), "shop-hostile-"));
  const uploads = existsSync(join(root, ".tmp/test-template/uploads")) ? join(root, ".tmp/test-template/uploads") : join(dir, "uploads");
  const bPort = await freePort();
  const token = "bench-admin-token-0123456789";
  const backendChild = start("strapi-stand-in/dist/index.js", {
    BACKEND_PORT: String(bPort),
    BACKEND_HOST: "127.0.0.1",
    BACKEND_DB_PATH: join(dir, "shop.db"),
    BACKEND_UPLOADS_DIR: uploads,
    BACKEND_ADMIN_TOKEN: token,
    LOG_LEVEL: "silent",
  });
  const backend = `http://127.0.0.1:${bPort}`;
  await waitOk(`${backend}/products/count`);
  const active = Number(await (await fetch(`${backend}/products/count?is_active=true`)).text());
  if (SIZE > active) {
    const res = await fetch(`${backend}/_admin/generate-products`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ count: SIZE - active }),
    });
    if (!res.ok) throw new Error(`generating the catalogue failed: HTTP ${res.status} ${await res.text()}`);
  }
  const slugs = (await (await fetch(`${backend}/products?is_active=true&_limit=60&_sort=id:ASC`)).json()).map((p) => p.product_slug);
  const words = await commonWords(backend);

  const port = await freePort();
  const gateway = `http://127.0.0.1:${port}`;
  // BENCH_NODE_ARGS: more flags for the gateway, e.g. --cpu-prof to see where its time goes.
  const nodeArgs = [...(HEAP_MB ? [`--max-old-space-size=${HEAP_MB}`] : []), "--trace-gc", ...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [])];
  const child = start(
    "server/dist/index.js",
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "fatal",
      STOREFRONT: "production",
      BACKEND_URL: backend,
      PUBLIC_ORIGIN: gateway,
      STRAPI_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SEARCH_READY_WAIT_SECONDS: "600",
      // A full re-sync every minute: one runs during the attack, when memory peaks (it builds the new index
      // beside the live one), as it would in production every SEARCH_RESYNC_MINUTES.
      SEARCH_RESYNC_MINUTES: "1",
      NODE_OPTIONS: "",
    },
    nodeArgs,
  );
  // --trace-gc: the heap left after each full collection (Mark-Compact) is the live heap; its peak is what the
  // heap limit must hold. Lines name their isolate: the gateway's thread (the first to collect) and the search
  // worker's; the live heap is their sum.
  const lastLive = new Map();
  const peakLive = new Map();
  let mainIsolate;
  let liveHeap = 0;
  let idleHeap = 0;
  let crashed = null;
  let stderr = "";
  // Each collection of the gateway's thread and its pause, to tell waits behind collections from waits behind work.
  const pauses = [];
  child.stdout.on("data", (d) => {
    for (const m of String(d).matchAll(
      /\[\d+:(0x[\da-f]+)\][^\n]*? ms: (Scavenge|Mark-Compact|Minor Mark-Sweep)[^\n]*?->\s*([\d.]+)\s*\([^\n]*? MB, ([\d.]+) \//g,
    )) {
      const [, isolate, kind, after, pause] = m;
      mainIsolate ??= isolate;
      if (kind === "Mark-Compact") {
        lastLive.set(isolate, Number(after));
        peakLive.set(isolate, Math.max(peakLive.get(isolate) ?? 0, Number(after)));
        idleHeap = [...lastLive.values()].reduce((a, b) => a + b, 0);
        liveHeap = Math.max(liveHeap, idleHeap);
      }
      if (isolate === mainIsolate) pauses.push({ at: Date.now(), full: kind === "Mark-Compact", ms: Number(pause) });
    }
  });
  child.stderr.on("data", (d) => (stderr = (stderr + d).slice(-4000)));
  child.on("exit", (code, signal) => (crashed = { code, signal }));
  const started = Date.now();
  await waitOk(`${gateway}/readyz`);
  const readyIn = (Date.now() - started) / 1000;
  const heapAtReady = idleHeap;

  console.error(`catalogue ${SIZE}, gateway ready in ${readyIn.toFixed(1)} s; quiet ${QUIET} s, attack ${ATTACK} s, after ${AFTER} s, ${SHOPPERS} shoppers`);
  await period(gateway, WARM_UP, slugs); // compiled code, caches and the index's result cache warm, not reported
  // The gateway's CPU and its collections' pauses, per period.
  const measured = async (run) => {
    const from = Date.now();
    const cpu = cpuSeconds(child);
    const backendCpu = cpuSeconds(backendChild);
    const p = await run();
    const seconds = (Date.now() - from) / 1000;
    const gc = pauses.filter((x) => x.at >= from && x.at <= Date.now());
    // Whether the index's periodic re-sync (a read of the whole catalogue from the backend) finished in it.
    const lastResyncAt = await fetch(`${gateway}/readyz`)
      .then((r) => r.json())
      .then((body) => Date.parse(body.freshness?.lastResyncAt ?? ""))
      .catch(() => NaN);
    return {
      ...p,
      cpuShare: (cpuSeconds(child) - cpu) / seconds,
      backendCpuShare: (cpuSeconds(backendChild) - backendCpu) / seconds,
      gc,
      resynced: lastResyncAt >= from,
    };
  };
  const quiet = await measured(() => period(gateway, QUIET, slugs));
  const attack = await measured(() => period(gateway, ATTACK, slugs, () => attackers(gateway, ATTACK, words)));
  const after = crashed ? null : await measured(() => period(gateway, AFTER, slugs));

  const summary = (p) => {
    const ok = p.log.filter((r) => r.status >= 200 && r.status < 400);
    const shed = p.log.filter((r) => r.status === 503).length;
    const failed = p.log.filter((r) => r.status === 0 || (r.status >= 500 && r.status !== 503)).length;
    const ms = ok.map((r) => r.ms);
    return {
      n: p.log.length,
      p50: pct(ms, 50),
      p95: pct(ms, 95),
      shed,
      failed,
      probeP95: pct(
        p.probes.map((r) => r.ms),
        95,
      ),
      probeMax: Math.max(...p.probes.map((r) => r.ms)),
    };
  };
  const f = (n) => (Number.isFinite(n) ? n.toFixed(0) : "-");
  const rows = [["quiet", summary(quiet)], ["under attack", summary(attack)], ...(after ? [["after", summary(after)]] : [])];
  console.log(
    `\nHostile-load bench, ${new Date().toISOString()}, node ${process.version}, ${cpus().length} cores, ${SIZE} products, heap limit ${HEAP_MB ? `${HEAP_MB} MB` : "none"}, ${SHOPPERS} shoppers\n`,
  );
  console.log("| period | shoppers' requests | p50 ms | p95 ms | shed (503) | failed | /healthz p95 / max ms |");
  console.log("|---|---|---|---|---|---|---|");
  for (const [name, s] of rows) console.log(`| ${name} | ${s.n} | ${f(s.p50)} | ${f(s.p95)} | ${s.shed} | ${s.failed} | ${f(s.probeP95)} / ${f(s.probeMax)} |`);
  const byKind = (p) => {
    const kinds = [...new Set(p.log.map((r) => r.kind))];
    return kinds.map((k) => [
      k,
      pct(
        p.log.filter((r) => r.kind === k && r.status >= 200 && r.status < 400).map((r) => r.ms),
        95,
      ),
    ]);
  };
  console.log("\nShoppers' p95 ms by request, quiet -> under attack:");
  const quietKinds = new Map(byKind(quiet));
  for (const [k, v] of byKind(attack)) console.log(`- ${k}: ${f(quietKinds.get(k))} -> ${f(v)}`);
  const slowest = attack.log
    .filter((r) => r.status >= 200 && r.status < 400)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8);
  console.log(`Slowest under attack: ${slowest.map((r) => `${r.kind} ${f(r.ms)} ms`).join(", ")}.`);
  console.log("\nAttackers (requests sent; answers by status):");
  for (const a of attack.attackers ?? []) console.log(`- ${a.name}: ${a.sent} sent; ${JSON.stringify(a.statuses)}`);
  console.log(
    "\nGateway per period: CPU (1.00 = one core, all its threads; the backend's beside it), its thread's collections (count, pause total and longest ms):",
  );
  for (const [name, p] of [["quiet", quiet], ["under attack", attack], ...(after ? [["after", after]] : [])]) {
    const full = p.gc.filter((x) => x.full);
    const total = p.gc.reduce((a, x) => a + x.ms, 0);
    console.log(
      `- ${name}: CPU ${p.cpuShare.toFixed(2)} (backend ${p.backendCpuShare.toFixed(2)})${p.resynced ? ", a re-sync finished in it" : ""}; ${p.gc.length} collections (${full.length} full), ${f(total)} ms paused, longest ${p.gc.length ? Math.max(...p.gc.map((x) => x.ms)).toFixed(1) : "-"} ms`,
    );
  }
  const q = rows[0][1];
  const u = rows[1][1];
  console.log(
    `\nGateway: ready (index of ${SIZE} built) in ${readyIn.toFixed(1)} s; live heap after a full GC ${f(heapAtReady)} MB at ready, peak ${f(liveHeap)} MB (the gateway's thread and the search worker's; their own peaks ${[...peakLive.values()].map((v) => f(v)).join(" and ")} MB); peak resident ${f(peakRss(child))} MB.`,
  );
  const budget = liveHeapBudgetMb(SIZE);
  console.log(
    `Memory budget (docs/operations.md) for ${SIZE} products: live heap at most ${budget} MB; peak ${f(liveHeap)} MB: ${liveHeap <= budget ? "within" : "OVER"}.`,
  );
  console.log(`Shoppers' p95 under attack: ${(u.p95 / q.p95).toFixed(2)}x quiet (goal: within 2x). Crashes: ${crashed ? 1 : 0}.`);
  if (crashed) {
    console.log(`The gateway exited (${JSON.stringify(crashed)}):\n${stderr.split("\n").slice(-15).join("\n")}`);
    process.exitCode = 1;
  }
  rmSync(dir, { recursive: true, force: true });
}

/**
 * The live heap a gateway may reach (docs/operations.md, Memory): 40 MB of code and state, 124 MB of bounded caches
 * (in process, without REDIS_URL), 5 MB per 1,000 products twice over (a re-sync builds beside the live index).
 */
function liveHeapBudgetMb(products) {
  return 40 + 124 + Math.ceil((products / 1000) * 5 * 2);
}

const stopAll = () => stopProcesses(children);
process.on("SIGINT", () => void stopAll().finally(() => process.exit(130)));
main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(stopAll);
