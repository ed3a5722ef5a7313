// The search part of `npm run bench`: search and header suggestions through the gateway's index against the
// backend path (SEARCH_INDEX=false: ranking up to 1000 `_contains` candidates), backend calls per request, and the
// index's build time and memory per 1,000 products, for the seeded catalogue and for a generated one of 20,000
// (the stand-in's admin route makes it). Prints a table; asserts nothing.
import v8 from "node:v8";
import vm from "node:vm";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc");

/** Build time and retained heap of the index over the backend's active catalogue, measured in this process. */
async function indexCost(backend) {
  const { ProductIndex } = await import(`${root}server/dist/modules/search/product-index.js`);
  const { readCatalog } = await import(`${root}server/dist/modules/search/search-catalog.js`);
  const { default: axios } = await import("axios");
  const http = axios.create({ baseURL: backend });
  const builds = [];
  let heap = 0;
  let size = 0;
  let kept = null; // referenced after the measurement, so the collector cannot free what is being measured
  for (let i = 0; i < 3; i++) {
    kept = null;
    gc();
    const before = process.memoryUsage().heapUsed;
    const t0 = performance.now();
    const { products, categories } = await readCatalog(http);
    const read = performance.now();
    kept = ProductIndex.build(products, categories);
    builds.push({ read: read - t0, build: performance.now() - read });
    gc();
    heap = process.memoryUsage().heapUsed - before; // the products and the index, as a gateway keeps them
    size = kept.size;
  }
  const last = builds.at(-1);
  return { size, readMs: last.read, buildMs: last.build, mbPer1000: heap / 2 ** 20 / (size / 1000) };
}

export async function searchBench({ backend, label, startGateway, countingProxy, load, sequential, gql }) {
  // Measured first, while nothing else runs against this backend.
  const cost = await indexCost(backend).catch((error) => ({ error }));
  const proxy = countingProxy(backend);
  const proxyUrl = await proxy.listen();
  const paths = {
    index: { direct: await startGateway({ BACKEND_URL: backend }), counting: await startGateway({ BACKEND_URL: proxyUrl }) },
    backend: { direct: await startGateway({ BACKEND_URL: backend, SEARCH_INDEX: "false" }), counting: await startGateway({ BACKEND_URL: proxyUrl, SEARCH_INDEX: "false" }) },
  };
  const card = "id slug title partNumber currentPrice { formatted } image { url } brands { name }";
  const cases = [
    { name: "search 'workstation'", query: `{ search(keyword: "workstation", first: 24) { totalCount nodes { ${card} } } }` },
    { name: "search 'lenvo thinkstaton' (typos)", query: `{ search(keyword: "lenvo thinkstaton", first: 24) { totalCount nodes { ${card} } } }` },
    { name: "search with facets", query: `{ search(keyword: "hp", first: 24) { totalCount nodes { ${card} } facets { brands { brand { slug } count } categories { category { slug } count } onSale { value count } inStock { value count } priceBands { minPrice maxPrice count } } } }` },
    { name: "suggestions 'thinkst'", query: `{ searchSuggestions(keyword: "thinkst") { totalCount products { id slug title partNumber currentPrice { amount } image { url } } categories { slug } brands { slug } } }` },
  ];
  const rows = [];
  for (const c of cases) {
    const row = { name: c.name };
    for (const [path, gw] of Object.entries(paths)) {
      await fetch(`${gw.counting}/graphql`, gql(gw.counting, c.query));
      proxy.take();
      await fetch(`${gw.counting}/graphql`, gql(gw.counting, c.query));
      const calls = proxy.take().length;
      const opts = gql(gw.direct, c.query);
      const ac = await load(opts);
      const seq = await sequential(opts);
      row[path] = { calls, ...ac, seq };
    }
    rows.push(row);
  }
  proxy.close();

  const f = (n) => (Number.isFinite(n) ? n.toFixed(0) : "-");
  console.log(`\nSearch (${label}): through the index vs the backend path, uncached (CACHE_TTL_SECONDS=0, micro-caches off)\n`);
  console.log("| query | backend calls (index / backend path) | index req/s | index p50/p99 ms | backend path req/s | backend path p50/p99 ms | sequential p50/p99 ms, index | sequential p50/p99 ms, backend path |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    const i = r.index, b = r.backend;
    console.log(
      `| ${r.name} | ${i.calls} / ${b.calls} | ${f(i.rps)} | ${i.p50} / ${i.p99} | ${f(b.rps)} | ${b.p50} / ${b.p99} | ${i.seq.p50.toFixed(2)} / ${i.seq.p99.toFixed(2)} | ${b.seq.p50.toFixed(2)} / ${b.seq.p99.toFixed(2)} |`,
    );
  }
  if (cost.error) return void console.log(`\nIndex cost not measured: ${cost.error.message}`);
  console.log(
    `\nIndex of ${cost.size} active products: read from the backend in ${cost.readMs.toFixed(0)} ms, built in ${cost.buildMs.toFixed(0)} ms ` +
      `(${((cost.buildMs / cost.size) * 1000).toFixed(0)} ms per 1,000), ${cost.mbPer1000.toFixed(2)} MB of heap per 1,000 products (products and index).`,
  );
}
