#!/usr/bin/env node
// `npm run bench`: throughput and latency of the gateway against the stand-in backend's REST endpoints for the
// same data, side by side in one run, plus backend calls per query, and the sequential overhead of the gateway
// beside that of a frameworkless reference proxy (reference-proxy.mjs). Prints numbers; asserts nothing.
// Processes: the built stand-in and two built gateways (caching on / off), each its own process, so the load
// generator (this process) does not share an event loop with what it measures. On 2 cores all three compete
// for CPU with autocannon, so absolute numbers are conservative.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import http from "node:http";
import { createServer } from "node:net";
import { stopProcesses } from "./bench-processes.mjs";
import { searchBench } from "./search-bench.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS || 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const children = [];

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitOk(url, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not ready`);
}

/** A process's resident memory now and its peak so far, in MB (Linux /proc; null elsewhere). */
function memoryOf(child) {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
    const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
  } catch {
    return null;
  }
}

function start(script, env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  children.push(child);
  return child;
}

/**
 * Counts the requests the gateway sends to the backend, and records them (path, start and end) so the overhead
 * column can replay exactly those calls, with the same parallelism, as its baseline.
 */
function countingProxy(target) {
  const t = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  let calls = [];
  const server = http.createServer((req, res) => {
    const call = { path: req.url, start: performance.now(), end: Infinity };
    calls.push(call);
    const up = http.request({ host: t.hostname, port: t.port, path: req.url, method: req.method, headers: req.headers, agent }, (r) => {
      res.writeHead(r.statusCode, r.headers);
      r.pipe(res);
      r.on("end", () => (call.end = performance.now()));
    });
    req.pipe(up);
  });
  return {
    server,
    take: () => {
      const c = calls;
      calls = [];
      return c;
    },
  };
}

/**
 * The recorded calls in waves: a call that started before every call of the current wave had ended ran beside
 * them; one that started after they had all ended waited for them (it needed their answer).
 */
function waves(calls) {
  const out = [];
  for (const c of [...calls].sort((a, b) => a.start - b.start)) {
    const wave = out.at(-1);
    if (wave && c.start < Math.max(...wave.map((w) => w.end))) wave.push(c);
    else out.push([c]);
  }
  return out.map((w) => w.map((c) => c.path));
}

async function load(opts, connections = CONNECTIONS) {
  const r = await autocannon({ duration: DURATION, connections, ...opts });
  const errors = r.errors + r.non2xx;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors };
}

const timed = async (fn) => {
  const t = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// The sequential client: Node's own http with one kept-alive socket per host and no decompression. fetch (undici)
// costs this client about 1 ms per request, and unzips through streams for another 0.9 ms, which would be timed
// as if it were the gateway's (a client-side cost that is the same for any server).
const seqAgent = new http.Agent({ keepAlive: true, maxSockets: 8 });
function fetchBody(url, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method,
        agent: seqAgent,
        headers: body ? { ...headers, "content-length": Buffer.byteLength(body) } : headers,
      },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk) => (bytes += chunk.length));
        res.on("end", () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: HTTP ${res.statusCode}`))));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * Overhead, with one client and one request at a time (so queueing does not hide the gateway's own cost), timed
 * with hrtime (autocannon rounds to 1 ms). Each round times the gateway and its baseline back to back, in
 * alternating order, so both see the same moment of a shared machine. Two baselines: the backend calls the
 * gateway itself made for the query, replayed wave by wave with the same parallelism (what a client of the REST
 * API would have to call for the same answer), and the stand-in's main REST call alone.
 */
async function overheadP50(gatewayOpts, callWaves, backend, mainRest, referenceOpts, n = Number(process.env.BENCH_SEQUENTIAL || 300)) {
  // Every request of the comparison asks for the same encoding: none, as the autocannon runs do. The stand-in
  // (like Strapi v3 by default) never compresses, while the gateway gzips an answer for a client that accepts it;
  // that cost (compressing only: this client does not unzip) is timed on its own, not counted as overhead.
  const ask = (encoding) => () =>
    fetchBody(gatewayOpts.url, { method: "POST", headers: { ...gatewayOpts.headers, "accept-encoding": encoding }, body: gatewayOpts.body });
  const plain = { "accept-encoding": "identity" };
  const replay = async () => {
    for (const wave of callWaves) await Promise.all(wave.map((path) => fetchBody(`${backend}${path}`, { headers: plain })));
  };
  const main = () => fetchBody(`${backend}${mainRest}`, { headers: plain });
  const reference = () => fetchBody(referenceOpts.url, { method: "POST", headers: referenceOpts.headers, body: referenceOpts.body });
  const g = [],
    z = [],
    r = [],
    m = [],
    f = [];
  for (let i = 0; i < n + 20; i++) {
    const order = [
      [g, ask("identity")],
      [r, replay],
      [f, reference],
      [m, main],
      [z, ask("gzip")],
    ];
    if (i % 2) order.reverse();
    for (const [list, fn] of order) {
      const ms = await timed(fn);
      if (i >= 20) list.push(ms); // the first 20 rounds warm up
    }
  }
  return { gateway: median(g), gzipped: median(z), replay: median(r), main: median(m), reference: median(f) };
}

const gql = (url, query, variables) => ({
  url: `${url}/graphql`,
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ query, variables }),
});

async function main() {
  for (const f of ["strapi-stand-in/dist/index.js", "server/dist/index.js"]) {
    if (!existsSync(join(root, f))) throw new Error(`${f} missing: run "npm run build" first`);
  }
  const dir = mkdtempSync(join(tmpdir(), "shop-bench-"));
  const uploads = existsSync(join(root, ".tmp/test-template/uploads")) ? join(root, ".tmp/test-template/uploads") : join(dir, "uploads");
  const bPort = await freePort();
  start("strapi-stand-in/dist/index.js", {
    BACKEND_PORT: String(bPort),
    BACKEND_HOST: "127.0.0.1",
    BACKEND_DB_PATH: join(dir, "shop.db"),
    BACKEND_UPLOADS_DIR: uploads,
    LOG_LEVEL: "silent",
  });
  const backend = `http://127.0.0.1:${bPort}`;
  await waitOk(`${backend}/products/count`);

  const proxy = countingProxy(backend);
  const pPort = await freePort();
  proxy.server.listen(pPort, "127.0.0.1");

  const gateways = {};
  const gatewayProcesses = {};
  for (const [name, env] of [
    ["cached", { BACKEND_URL: backend }],
    ["uncached", { BACKEND_URL: backend, CACHE_TTL_SECONDS: "0" }],
    ["counting", { BACKEND_URL: `http://127.0.0.1:${pPort}`, CACHE_TTL_SECONDS: "0" }],
  ]) {
    const port = await freePort();
    gatewayProcesses[name] = start("server/dist/index.js", {
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      STOREFRONT: "none",
      ...env,
    });
    gateways[name] = `http://127.0.0.1:${port}`;
    await waitOk(`${gateways[name]}/readyz`);
  }

  // The frameworkless reference (reference-proxy.mjs), its own process like the gateways.
  const refPort = await freePort();
  start("scripts/bench/reference-proxy.mjs", { PORT: String(refPort), BACKEND_URL: backend });
  const reference = `http://127.0.0.1:${refPort}`;
  await waitOk(`${reference}/readyz`);

  const [sample] = await (await fetch(`${backend}/products?is_active=true&_limit=1&_sort=id:ASC`)).json();
  const ids = (await (await fetch(`${backend}/products?is_active=true&_limit=50&_sort=id:ASC`)).json()).map((p) => String(p.id));
  const card =
    "id slug title partNumber price { formatted } salePrice { formatted } discountPercent image { url small { url width height } } brands { name } badges inStock";
  const cases = [
    {
      name: "home page",
      first: 24,
      query: `{ categories { name slug subCategories { name slug } } brands { name slug } products(first: 24) { totalCount edges { cursor node { ${card} } } } }`,
      rest: `/products?is_active=true&_limit=24&_start=0&_sort=created_at:DESC,id:DESC`,
    },
    {
      name: "product page",
      first: 1,
      query: `query($slug: String) { product(slug: $slug) { ${card} description descriptionHtml subCategories { name category { name } } } }`,
      variables: { slug: sample.product_slug },
      rest: `/products?product_slug=${sample.product_slug}&_limit=1`,
    },
    {
      name: "search 'workstation'",
      first: 24,
      query: `{ search(keyword: "workstation", first: 24) { totalCount nodes { ${card} } } }`,
      rest: `/products?is_active=true&_limit=1000&_where[_or][0][title_contains]=workstation&_where[_or][1][part_number_contains]=workstation&_where[_or][2][description_contains]=workstation`,
    },
    {
      name: "productsByIds x50",
      first: 50,
      query: `query($ids: [ID!]!) { productsByIds(ids: $ids) { ${card} } }`,
      variables: { ids },
      rest: `/products?${ids.map((id) => `id_in=${id}`).join("&")}&_limit=50`,
    },
  ];

  const rows = [];
  // BENCH_SEARCH_ONLY=1: only the search section below.
  if (process.env.BENCH_SEARCH_ONLY === "1") cases.length = 0;
  for (const c of cases) {
    await fetch(`${gateways.counting}/graphql`, gql(gateways.counting, c.query, c.variables));
    proxy.take();
    await fetch(`${gateways.counting}/graphql`, gql(gateways.counting, c.query, c.variables));
    const recorded = proxy.take();
    const rest = await load({ url: `${backend}${c.rest}` });
    const cached = await load(gql(gateways.cached, c.query, c.variables));
    const uncached = await load(gql(gateways.uncached, c.query, c.variables));
    const callWaves = waves(recorded);
    const referenceOpts = { url: reference, headers: { "content-type": "application/json" }, body: JSON.stringify({ waves: callWaves, first: c.first }) };
    const seq = await overheadP50(gql(gateways.uncached, c.query, c.variables), callWaves, backend, c.rest, referenceOpts);
    rows.push({ c, calls: recorded.length, callWaves: callWaves.length, rest, cached, uncached, seq });
  }

  const memory = await memoryRun(backend, cases, []);
  const limited = await memoryRun(backend, cases, [HEAP_LIMIT]);
  const mb = (n) => (Number.isFinite(n) ? `${n.toFixed(0)} MB` : "-");
  const f = (n) => (Number.isFinite(n) ? n.toFixed(0) : "-");
  const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : "-");
  console.log(`\nGateway benchmark: ${DURATION}s per run, ${CONNECTIONS} connections, ${new Date().toISOString()}, node ${process.version}\n`);
  console.log(
    "| query | backend calls | REST req/s | REST p50/p99 ms | gateway cached req/s | cached p50/p99 ms | gateway uncached req/s | uncached p50/p99 ms | overhead p50 ms (1 conn) | vs main REST call only | frameworkless floor p50 ms | gzip of the answer |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    const { gateway, gzipped, replay, main, reference } = r.seq;
    console.log(
      `| ${r.c.name} | ${r.calls} | ${f(r.rest.rps)} | ${ms(r.rest.p50)} / ${ms(r.rest.p99)} | ${f(r.cached.rps)} | ${ms(r.cached.p50)} / ${ms(r.cached.p99)} | ${f(r.uncached.rps)} | ${ms(r.uncached.p50)} / ${ms(r.uncached.p99)} | ${(gateway - replay).toFixed(2)} (${gateway.toFixed(2)} vs ${replay.toFixed(2)}) | ${(gateway - main).toFixed(2)} (vs ${main.toFixed(2)}) | ${(reference - replay).toFixed(2)} | +${(gzipped - gateway).toFixed(2)} |`,
    );
    const errs = r.rest.errors + r.cached.errors + r.uncached.errors;
    if (errs) console.log(`  ! ${r.c.name}: ${errs} errors or non-2xx answers during the runs`);
  }
  console.log("\nREST = the stand-in's main call for the same data (the home page needs more; only the product list is shown).");
  console.log("Overhead = p50 of one sequential client through the uncached gateway minus p50 of the backend calls that gateway made");
  console.log("for the query, replayed with the same parallelism; 'vs main REST call only' uses the main REST call alone as the baseline.");
  console.log("Gateway and baselines are timed in alternating rounds (hrtime), so both see the same moment of a shared machine.");
  console.log("Frameworkless floor = the same for reference-proxy.mjs, which makes the same backend calls, parses them, maps the");
  console.log("cards and serialises, with no GraphQL, validation, resilience or logging: what any Node gateway pays.");
  console.log("All of them ask for uncompressed answers (as the autocannon runs do), through node:http with kept-alive sockets;");
  console.log("the last column is what the gateway's gzip adds when the client accepts it (compressing; not the client's unzipping).");
  console.log(
    `\nMemory (resident set, Linux /proc): peak ${mb(memoryOf(gatewayProcesses.cached)?.peak)} for the cached gateway and ${mb(memoryOf(gatewayProcesses.uncached)?.peak)} for the uncached one over the runs above.`,
  );
  if (memory) {
    console.log(
      `A fresh uncached gateway under ${MEMORY_CONNECTIONS} connections, ${DURATION}s per query, every query text distinct (a cache-busting client): ` +
        `${mb(memory.start.rss)} at start, peak ${mb(memory.peak)}, ${mb(memory.idle.rss)} idle 3 s later (${memory.requests} requests, ${memory.errors} errors).`,
    );
  }
  if (limited) {
    console.log(
      `The same with ${HEAP_LIMIT} (as the Docker image runs it): ${mb(limited.start.rss)} at start, peak ${mb(limited.peak)}, ` +
        `${mb(limited.idle.rss)} idle 3 s later (${limited.requests} requests, ${limited.errors} errors).`,
    );
  }
  proxy.server.close();

  if (process.env.BENCH_SEARCH !== "0") await searchSection(backend, dir, uploads);
  rmSync(dir, { recursive: true, force: true });
}

const MEMORY_CONNECTIONS = Number(process.env.BENCH_MEMORY_CONNECTIONS || 20);
// As the Docker image runs the gateway: read from the Dockerfile, so the two never drift.
const HEAP_LIMIT = /--max-old-space-size=\d+/.exec(readFileSync(join(root, "Dockerfile"), "utf8"))?.[0] ?? "--max-old-space-size=512";

/** Peak memory of a gateway of its own under uncached traffic: the number an instance must be sized for. */
async function memoryRun(backend, cases, nodeArgs) {
  const port = await freePort();
  const child = start(
    "server/dist/index.js",
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      STOREFRONT: "none",
      BACKEND_URL: backend,
      CACHE_TTL_SECONDS: "0",
    },
    nodeArgs,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitOk(`${url}/readyz`);
  const startMem = memoryOf(child);
  if (!startMem) return null;
  let n = 0,
    requests = 0,
    errors = 0;
  for (const c of cases) {
    const r = await autocannon({
      url: `${url}/graphql`,
      method: "POST",
      headers: { "content-type": "application/json" },
      connections: MEMORY_CONNECTIONS,
      duration: DURATION,
      requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ query: `${c.query} # ${++n}`, variables: c.variables }) }) }],
    });
    requests += r.requests.total;
    errors += r.errors + r.non2xx;
  }
  const peak = memoryOf(child).peak;
  await new Promise((r) => setTimeout(r, 3000));
  const idle = memoryOf(child);
  child.kill("SIGTERM");
  return { start: startMem, peak, idle, requests, errors };
}

/** Search through the index vs the backend path, on the seeded catalogue and on a generated one of 20,000. */
async function searchSection(seeded, dir, uploads) {
  const processes = new Map();
  const startGateway = async (env) => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // SEARCH_READY_WAIT_SECONDS: /readyz waits for the index however long a loaded machine takes to build it
    // (after the default 30 s, search would be measured on the backend fallback); no re-sync during the runs.
    processes.set(
      url,
      start("server/dist/index.js", {
        PORT: String(port),
        HOST: "127.0.0.1",
        NODE_ENV: "production",
        LOG_LEVEL: "silent",
        STOREFRONT: "none",
        CACHE_TTL_SECONDS: "0",
        GRAPHQL_MICRO_CACHE_SECONDS: "0",
        PAGE_MICRO_CACHE_SECONDS: "0",
        SEARCH_READY_WAIT_SECONDS: "600",
        SEARCH_RESYNC_MINUTES: "0",
        ...env,
      }),
    );
    await waitOk(`${url}/readyz`, 660_000);
    return url;
  };
  const counting = (target) => {
    const p = countingProxy(target);
    return {
      take: p.take,
      close: () => p.server.close(),
      listen: async () => {
        const port = await freePort();
        p.server.listen(port, "127.0.0.1");
        return `http://127.0.0.1:${port}`;
      },
    };
  };
  // One request at a time; `opts` is one request (repeated) or a list (each sent once, after 20 warm-up rounds
  // of the first). A failed answer is counted, not thrown: the table reports it.
  const sequential = async (opts, n = Number(process.env.BENCH_SEARCH_SEQUENTIAL || 200)) => {
    const list = Array.isArray(opts) ? opts : Array.from({ length: n }, () => opts);
    const times = [];
    let errors = 0;
    let firstError;
    for (let i = 0; i < list.length + 20; i++) {
      const o = i < 20 ? list[0] : list[i - 20];
      const t = process.hrtime.bigint();
      try {
        await fetchBody(o.url, { method: "POST", headers: { ...o.headers, "accept-encoding": "identity" }, body: o.body });
      } catch (error) {
        errors++;
        firstError ??= error.message;
      }
      if (i >= 20) times.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    times.sort((a, b) => a - b);
    return { p50: times[Math.floor(times.length / 2)], p99: times[Math.floor(times.length * 0.99)], errors, firstError };
  };
  // CPU time a gateway process has used, in ms (Linux /proc; user + system, 10 ms ticks): unlike wall-clock
  // latency, it hardly moves with the load other processes put on a shared machine.
  const cpuMs = (url) => {
    try {
      const fields = readFileSync(`/proc/${processes.get(url).pid}/stat`, "utf8")
        .split(") ")[1]
        .split(" ");
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return NaN;
    }
  };
  const deps = { startGateway, countingProxy: counting, load, sequential, gql, cpuMs };
  if (process.env.BENCH_SEARCH_SEEDED !== "0") await searchBench({ backend: seeded, label: "seeded catalogue", ...deps });

  // A second stand-in over its own copy, grown to 20,000 products through its admin route.
  const size = Number(process.env.BENCH_CATALOG_SIZE || 20_000);
  const port = await freePort();
  const token = "bench-admin-token-0123456789";
  start("strapi-stand-in/dist/index.js", {
    BACKEND_PORT: String(port),
    BACKEND_HOST: "127.0.0.1",
    BACKEND_DB_PATH: join(dir, "large.db"),
    BACKEND_UPLOADS_DIR: uploads,
    BACKEND_ADMIN_TOKEN: token,
    LOG_LEVEL: "silent",
  });
  const large = `http://127.0.0.1:${port}`;
  await waitOk(`${large}/products/count`);
  const active = Number(await (await fetch(`${large}/products/count?is_active=true`)).text());
  const res = await fetch(`${large}/_admin/generate-products`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ count: size - active }),
  });
  if (!res.ok) throw new Error(`generating the catalogue failed: HTTP ${res.status} ${await res.text()}`);
  await searchBench({ backend: large, label: `generated catalogue of ${size} active products`, ...deps });
}

const stopAll = () => stopProcesses(children);
process.on("SIGINT", () => void stopAll().finally(() => process.exit(130)));
main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(stopAll);
