#!/usr/bin/env node
// `npm run bench:render`: CPU time of a page for a shopper with cookies (a cart, a wishlist and a compare list), per
// page, two ways: "stored", the page already in the page micro-cache (a shared page rendered for nobody, the
// shopper's spots filled in: what most shoppers' pages cost), and "rendered", a URL of its own each time (`?bench=n`)
// so the page is rendered (for nobody, then filled in and stored), as the first shopper after a change or a new URL
// costs. Starts the built stand-in and gateway (NODE_ENV=production, default caches), warms up, then requests each
// page N times in sequence and reads the gateway's own CPU time (utime + stime in /proc/<pid>/stat) before and after:
// CPU time, not wall time, so other work on a shared machine does not count. Linux only (/proc).
//
// BENCH_RENDERS (default 200) requests per page, in BENCH_ROUNDS (default 5) rounds; BENCH_NODE_ARGS more flags for the gateway (e.g.
// "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the time goes; scripts/bench/cpu-profile-summary.mjs reads it).
import { readFileSync, existsSync } from "node:fs";
import { cpus } from "node:os";
import { join, resolve } from "node:path";
import http from "node:http";
import { freePort, root, runBench, startBackend, startProcess, waitOk } from "./bench-processes.mjs";

const N = Number(process.env.BENCH_RENDERS || 200);
const WARM = Number(process.env.BENCH_WARM_RENDERS || 60);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
// BENCH_BEFORE_DIR: a folder holding another built gateway and storefront (server/dist, client/build and schema/,
// as in a checkout of an earlier commit) measured in the same rounds as this checkout's: a before-and-after that
// the machine's load moves alike.
const BEFORE = process.env.BENCH_BEFORE_DIR ? resolve(process.env.BENCH_BEFORE_DIR) : null;
/** CPU time (user + system) the process has used so far, in ms (/proc/<pid>/stat fields 14 and 15, in clock ticks). */
const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function get(url, headers) {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    http
      .get({ host: u.hostname, port: u.port, path: u.pathname + u.search, agent, headers }, (res) => {
        let bytes = 0;
        res.on("data", (d) => (bytes += d.length));
        res.on("end", () => resolve({ status: res.statusCode, bytes, cache: res.headers["cache-control"] }));
      })
      .on("error", reject);
  });
}

async function startGateway(shopDir, backend) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = startProcess(process.execPath, [...nodeArgs, join(shopDir, "server/dist/index.js")], {
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    LOG_LEVEL: "fatal",
    STOREFRONT: "production",
    BACKEND_URL: backend,
    PUBLIC_ORIGIN: url,
    NODE_OPTIONS: "",
  });
  await waitOk(`${url}/readyz`, 180_000, child);
  return { url, pid: child.pid };
}

async function main() {
  const shops = [{ label: "this checkout", dir: root }, ...(BEFORE ? [{ label: "before", dir: BEFORE }] : [])];
  for (const { dir } of shops) {
    for (const f of ["server/dist/index.js", "client/build/server/index.js"]) {
      if (!existsSync(join(dir, f))) throw new Error(`${join(dir, f)} missing: run "npm run build" first`);
    }
  }
  const { url: backend } = await startBackend();
  const product = (await (await fetch(`${backend}/products?is_active=true&_limit=1&_sort=id:ASC`)).json())[0].product_slug;
  for (const shop of shops) Object.assign(shop, await startGateway(shop.dir, backend));

  const pages = [
    ["home", "/"],
    ["shop listing", "/shop"],
    ["category listing", "/category/workstations"],
    ["product", `/product/${product}`],
    ["search", "/search?keyword=workstation"],
  ];
  // Cookies with something in each list: the answer is personal (private, no-store) either way.
  // Each request from an address of its own (X-Forwarded-For, trusted from loopback): one address would soon be
  // held to the per-address render budget.
  let sent = 0;
  const list = (value) => encodeURIComponent(JSON.stringify(value));
  const cookie = [
    `cart=${list([
      { id: "1", quantity: 2 },
      { id: "2", quantity: 1 },
    ])}`,
    `wishlist=${list([{ id: "1" }, { id: "3" }])}`,
    `compare=${list([{ id: "1" }])}`,
  ].join("; ");
  const shopper = { cookie, "accept-encoding": "gzip, br" };
  let unique = 0;
  const kinds = [
    ["stored", (path) => path],
    ["rendered", (path) => `${path}${path.includes("?") ? "&" : "?"}bench=${unique++}`],
  ];
  const headers = () => ({ ...shopper, "x-forwarded-for": `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent++ & 255}` });
  const key = (shop, name, kind) => `${shop.label}\u0000${name}\u0000${kind}`;
  const samples = new Map();
  const bytes = new Map();
  for (const shop of shops) {
    for (const [name, path] of pages) {
      for (const [kind, url] of kinds) {
        for (let i = 0; i < WARM / kinds.length; i++) await get(shop.url + url(path), headers());
        const first = await get(shop.url + url(path), headers());
        if (first.status !== 200 || !/no-store/.test(first.cache ?? ""))
          throw new Error(`${path}: HTTP ${first.status}, Cache-Control ${first.cache}: not a personal page`);
        bytes.set(key(shop, name, kind), first.bytes);
        samples.set(key(shop, name, kind), { cpu: [], wall: [] });
      }
    }
  }
  // Rounds over every page (and every gateway) in turn, the median round per page: a burst of other work on a
  // shared machine slows one round (cache misses, frequency) without moving the median, and slows a before and an
  // after alike.
  const perRound = Math.max(1, Math.round(N / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, path] of pages) {
      for (const [kind, url] of kinds) {
        for (const shop of shops) {
          const before = cpuMs(shop.pid);
          const t = performance.now();
          for (let i = 0; i < perRound; i++) {
            const r = await get(shop.url + url(path), headers());
            if (r.status !== 200) throw new Error(`${path}: HTTP ${r.status}`);
          }
          samples.get(key(shop, name, kind)).cpu.push((cpuMs(shop.pid) - before) / perRound);
          samples.get(key(shop, name, kind)).wall.push((performance.now() - t) / perRound);
        }
      }
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(
    `\nRender CPU bench, ${new Date().toISOString()}, node ${process.version}, ${cpus().length} cores, ${perRound * ROUNDS} requests per page and kind in ${ROUNDS} rounds (cart, wishlist and compare cookies)\n`,
  );
  console.log("| gateway | page | path | page | CPU ms per page (median round) | best round | wall ms | bytes (compressed) |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const [name, path] of pages) {
    for (const [kind] of kinds) {
      for (const shop of shops) {
        const { cpu, wall } = samples.get(key(shop, name, kind));
        console.log(
          `| ${shop.label} | ${name} | \`${path}\` | ${kind} | ${median(cpu).toFixed(1)} | ${Math.min(...cpu).toFixed(1)} | ${median(wall).toFixed(1)} | ${bytes.get(key(shop, name, kind))} |`,
        );
      }
    }
  }
}

runBench(main);
