#!/usr/bin/env node
// `npm run bench`: throughput and latency of the gateway against the stand-in backend's REST endpoints for the
// same data, side by side in one run, plus backend calls per query. Prints numbers; asserts nothing.
// Processes: the built stand-in and two built gateways (caching on / off), each its own process, so the load
// generator (this process) does not share an event loop with what it measures. On 2 cores all three compete
// for CPU with autocannon, so absolute numbers are conservative.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import http from "node:http";
import { createServer } from "node:net";

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

function start(script, env) {
  const child = spawn(process.execPath, [script], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  children.push(child);
  return child;
}

/** Counts the requests the gateway sends to the backend (used only for the calls-per-query column). */
function countingProxy(target) {
  const t = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  let count = 0;
  const server = http.createServer((req, res) => {
    count++;
    const up = http.request({ host: t.hostname, port: t.port, path: req.url, method: req.method, headers: req.headers, agent }, (r) => {
      res.writeHead(r.statusCode, r.headers);
      r.pipe(res);
    });
    req.pipe(up);
  });
  return { server, take: () => { const c = count; count = 0; return c; } };
}

async function load(opts, connections = CONNECTIONS) {
  const r = await autocannon({ duration: DURATION, connections, ...opts });
  const errors = r.errors + r.non2xx;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors };
}

/** Sequential requests timed with hrtime: sub-millisecond p50 for the overhead column (autocannon rounds to 1 ms). */
async function sequentialP50(opts, n = Number(process.env.BENCH_SEQUENTIAL || 300)) {
  const times = [];
  for (let i = 0; i < n + 20; i++) {
    const t = process.hrtime.bigint();
    const res = await fetch(opts.url, { method: opts.method ?? "GET", headers: opts.headers, body: opts.body });
    await res.arrayBuffer();
    if (i >= 20) times.push(Number(process.hrtime.bigint() - t) / 1e6); // first 20 warm up
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const gql = (url, query, variables) => ({
  url: `${url}/graphql`,
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ query, variables }),
});

async function main() {
  for (const f of ["backend/dist/index.js", "server/dist/index.js"]) {
    if (!existsSync(join(root, f))) throw new Error(`${f} missing: run "npm run build" first`);
  }
  const dir = mkdtempSync(join(tmpdir(), "shop-bench-"));
  const uploads = existsSync(join(root, ".tmp/test-template/uploads")) ? join(root, ".tmp/test-template/uploads") : join(dir, "uploads");
  const bPort = await freePort();
  start("backend/dist/index.js", { BACKEND_PORT: String(bPort), BACKEND_HOST: "127.0.0.1", BACKEND_DB_PATH: join(dir, "shop.db"), BACKEND_UPLOADS_DIR: uploads, LOG_LEVEL: "silent" });
  const backend = `http://127.0.0.1:${bPort}`;
  await waitOk(`${backend}/products/count`);

  const proxy = countingProxy(backend);
  const pPort = await freePort();
  proxy.server.listen(pPort, "127.0.0.1");

  const gateways = {};
  for (const [name, env] of [
    ["cached", { BACKEND_URL: backend }],
    ["uncached", { BACKEND_URL: backend, CACHE_TTL_SECONDS: "0" }],
    ["counting", { BACKEND_URL: `http://127.0.0.1:${pPort}`, CACHE_TTL_SECONDS: "0" }],
  ]) {
    const port = await freePort();
    start("server/dist/index.js", { PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", LOG_LEVEL: "silent", STOREFRONT: "none", ...env });
    gateways[name] = `http://127.0.0.1:${port}`;
    await waitOk(`${gateways[name]}/readyz`);
  }

  const [sample] = await (await fetch(`${backend}/products?is_active=true&_limit=1&_sort=id:ASC`)).json();
  const ids = (await (await fetch(`${backend}/products?is_active=true&_limit=50&_sort=id:ASC`)).json()).map((p) => String(p.id));
  const card = "id slug title partNumber price { formatted } salePrice { formatted } discountPercent image { url small { url width height } } brands { name } badges inStock";
  const cases = [
    {
      name: "home page",
      query: `{ categories { name slug subCategories { name slug } } brands { name slug } products(first: 24) { totalCount edges { cursor node { ${card} } } } }`,
      rest: `/products?is_active=true&_limit=24&_start=0&_sort=created_at:DESC,id:DESC`,
    },
    {
      name: "product page",
      query: `query($slug: String) { product(slug: $slug) { ${card} description descriptionHtml subCategories { name category { name } } } }`,
      variables: { slug: sample.product_slug },
      rest: `/products?product_slug=${sample.product_slug}&_limit=1`,
    },
    {
      name: "search 'workstation'",
      query: `{ search(keyword: "workstation", first: 24) { totalCount nodes { ${card} } } }`,
      rest: `/products?is_active=true&_limit=1000&_where[_or][0][title_contains]=workstation&_where[_or][1][part_number_contains]=workstation&_where[_or][2][description_contains]=workstation`,
    },
    {
      name: "productsByIds x50",
      query: `query($ids: [ID!]!) { productsByIds(ids: $ids) { ${card} } }`,
      variables: { ids },
      rest: `/products?${ids.map((id) => `id_in=${id}`).join("&")}&_limit=50`,
    },
  ];

  const rows = [];
  for (const c of cases) {
    await fetch(`${gateways.counting}/graphql`, gql(gateways.counting, c.query, c.variables));
    proxy.take();
    await fetch(`${gateways.counting}/graphql`, gql(gateways.counting, c.query, c.variables));
    const calls = proxy.take();
    const rest = await load({ url: `${backend}${c.rest}` });
    const cached = await load(gql(gateways.cached, c.query, c.variables));
    const uncached = await load(gql(gateways.uncached, c.query, c.variables));
    // Overhead: one client, one request at a time, so queueing does not hide the gateway's own cost.
    const restSeq = await sequentialP50({ url: `${backend}${c.rest}` });
    const uncachedSeq = await sequentialP50(gql(gateways.uncached, c.query, c.variables));
    rows.push({ c, calls, rest, cached, uncached, overhead: uncachedSeq - restSeq, restSeq, uncachedSeq });
  }

  const f = (n) => (Number.isFinite(n) ? n.toFixed(0) : "-");
  const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : "-");
  console.log(`\nGateway benchmark: ${DURATION}s per run, ${CONNECTIONS} connections, ${new Date().toISOString()}, node ${process.version}\n`);
  console.log("| query | backend calls | REST req/s | REST p50/p99 ms | gateway cached req/s | cached p50/p99 ms | gateway uncached req/s | uncached p50/p99 ms | overhead p50 ms (1 conn) |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    console.log(
      `| ${r.c.name} | ${r.calls} | ${f(r.rest.rps)} | ${ms(r.rest.p50)} / ${ms(r.rest.p99)} | ${f(r.cached.rps)} | ${ms(r.cached.p50)} / ${ms(r.cached.p99)} | ${f(r.uncached.rps)} | ${ms(r.uncached.p50)} / ${ms(r.uncached.p99)} | ${r.overhead.toFixed(2)} (${r.uncachedSeq.toFixed(2)} vs ${r.restSeq.toFixed(2)}) |`,
    );
    const errs = r.rest.errors + r.cached.errors + r.uncached.errors;
    if (errs) console.log(`  ! ${r.c.name}: ${errs} errors or non-2xx answers during the runs`);
  }
  console.log("\nREST = the stand-in's main call for the same data (the home page needs 4 REST calls; only the product list is shown).");
  console.log("Overhead = p50 of one sequential client through the uncached gateway minus p50 of the same REST call, hrtime-measured.");
  proxy.server.close();
  rmSync(dir, { recursive: true, force: true });
}

function stopAll() {
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
}
process.on("SIGINT", () => { stopAll(); process.exit(130); });
main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(stopAll);
