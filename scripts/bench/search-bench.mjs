// The search part of `npm run bench`: search and header suggestions through the gateway's index against the
// backend path (SEARCH_INDEX=false: ranking up to 1000 `_contains` candidates), backend calls per request, and the
// index's build time and memory per 1,000 products, for the seeded catalogue and for a generated one of 20,000
// (the stand-in's admin route makes it). Prints a table; asserts nothing.
import v8 from "node:v8";
import vm from "node:vm";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { print } from "graphql";

const root = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The header's suggestion query, exactly as the storefront sends it: its generated document (fragments included),
 * read from codegen's output and printed, so the two never drift.
 */
function headerSuggestionQuery() {
  const source = readFileSync(`${root}client/src/__generated__/graphql.ts`, "utf8");
  const json = /export const SearchSuggestionsDocument = (\{.*\}) as unknown as /.exec(source)?.[1];
  if (!json) throw new Error("client/src/__generated__/graphql.ts: no SearchSuggestionsDocument found");
  return print(JSON.parse(json));
}

/**
 * What a shopper types into the header, every text once: the prefixes (2 to 8 characters) of the words of the
 * catalogue's titles. Each is new to the index's result cache, so this is the cold path of a suggestion.
 */
async function typedKeywords(backend, n) {
  const products = await (await fetch(`${backend}/products?is_active=true&_limit=400&_sort=id:ASC`)).json();
  const out = new Set();
  for (const p of products) {
    for (const word of p.title.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      for (let len = 2; len <= Math.min(8, word.length); len++) out.add(word.slice(0, len));
    }
  }
  return [...out].slice(0, n);
}
v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc");

/** Build time and retained heap of the index over the backend's active catalogue, measured in this process. */
async function indexCost(backend) {
  const { ProductIndex } = await import(`${root}server/dist/modules/search/product-index.js`);
  const { readCatalog } = await import(`${root}server/dist/modules/search/search-catalog.js`);
  const { default: axios } = await import("axios");
  const { Agent } = await import("node:http");
  // Its own sockets, not kept alive: a socket pooled from an earlier run of this process must never be reused.
  const http = axios.create({ baseURL: backend, httpAgent: new Agent({ keepAlive: false }) });
  const builds = [];
  let heap = 0;
  let size = 0;
  let kept = null; // referenced after the measurement, so the collector cannot free what is being measured
  for (let i = 0; i < 3; i++) {
    kept = null;
    gc();
    const before = process.memoryUsage().heapUsed;
    const t0 = performance.now();
    const { products, categories, translations } = await readCatalog(http);
    const read = performance.now();
    kept = ProductIndex.build(products, categories, translations);
    builds.push({ read: read - t0, build: performance.now() - read });
    gc();
    heap = process.memoryUsage().heapUsed - before; // the products and the index, as a gateway keeps them
    size = kept.size;
  }
  const last = builds.at(-1);
  return { size, readMs: last.read, buildMs: last.build, mbPer1000: heap / 2 ** 20 / (size / 1000) };
}

export async function searchBench({ backend, label, startGateway, countingProxy, load, sequential, gql, cpuMs }) {
  // Measured first, while nothing else runs against this backend.
  let cost;
  for (let attempt = 1; attempt <= 3; attempt++) {
    cost = await indexCost(backend).catch((error) => ({ error }));
    if (!cost.error) break;
    console.error(`index cost, attempt ${attempt}: ${cost.error.message}`);
  }
  const proxy = countingProxy(backend);
  const proxyUrl = await proxy.listen();
  // Gateways start one at a time, and /readyz waits for the index (SEARCH_READY_WAIT_SECONDS in startGateway):
  // the index path is measured on a built index, never on the backend fallback.
  const paths = {
    index: { direct: await startGateway({ BACKEND_URL: backend }), counting: await startGateway({ BACKEND_URL: proxyUrl }) },
    backend: {
      direct: await startGateway({ BACKEND_URL: backend, SEARCH_INDEX: "false" }),
      counting: await startGateway({ BACKEND_URL: proxyUrl, SEARCH_INDEX: "false" }),
    },
  };
  const card = "id slug title partNumber currentPrice { formatted } image { url } brands { name }";
  const header = headerSuggestionQuery();
  const cases = [
    { name: "search 'workstation'", query: `{ search(keyword: "workstation", first: 24) { totalCount nodes { ${card} } } }` },
    { name: "search 'lenvo thinkstaton' (typos)", query: `{ search(keyword: "lenvo thinkstaton", first: 24) { totalCount nodes { ${card} } } }` },
    {
      name: "search with facets",
      query: `{ search(keyword: "hp", first: 24) { totalCount nodes { ${card} } facets { brands { brand { slug } count } categories { category { slug } count } onSale { value count } inStock { value count } priceBands { minPrice maxPrice count } } } }`,
    },
    { name: "header suggestions 'thinkst'", query: header, variables: { keyword: "thinkst" } },
  ];
  const rows = [];
  for (const c of cases) {
    const row = { name: c.name };
    for (const [path, gw] of Object.entries(paths)) {
      await fetch(`${gw.counting}/graphql`, gql(gw.counting, c.query, c.variables));
      proxy.take();
      await fetch(`${gw.counting}/graphql`, gql(gw.counting, c.query, c.variables));
      const calls = proxy.take().length;
      const opts = gql(gw.direct, c.query, c.variables);
      const ac = await load(opts);
      const seq = await sequential(opts);
      row[path] = { calls, ...ac, seq };
    }
    rows.push(row);
  }
  proxy.close();

  // The header as shoppers use it: every keyword new (the index's result cache cold), through the uncached
  // gateway; and the same keyword again through a gateway with its default caches (the micro-cache answers).
  const keywords = await typedKeywords(backend, Number(process.env.BENCH_TYPED_KEYWORDS || 600));
  const withCpu = async (url, run, n) => {
    const before = cpuMs(url);
    const result = await run();
    return { ...result, cpuPerRequest: (cpuMs(url) - before) / (n + 20) };
  };
  const typed = await withCpu(paths.index.direct, () => sequential(keywords.map((keyword) => gql(paths.index.direct, header, { keyword }))), keywords.length);
  const repeated = await withCpu(paths.index.direct, () => sequential(gql(paths.index.direct, header, { keyword: "thinkst" }), 600), 600);
  const cachedGateway = await startGateway({ BACKEND_URL: backend, CACHE_TTL_SECONDS: "60", GRAPHQL_MICRO_CACHE_SECONDS: "5" });
  const cached = await withCpu(cachedGateway, () => sequential(gql(cachedGateway, header, { keyword: "thinkst" }), 600), 600);

  const f = (n) => (Number.isFinite(n) ? n.toFixed(0) : "-");
  const errors = (r) => r.errors + r.seq.errors;
  console.log(`\nSearch (${label}): through the index vs the backend path, uncached (CACHE_TTL_SECONDS=0, micro-caches off)\n`);
  console.log(
    "| query | backend calls (index / backend path) | index req/s | index p50/p99 ms | backend path req/s | backend path p50/p99 ms | sequential p50/p99 ms, index | sequential p50/p99 ms, backend path |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    const i = r.index,
      b = r.backend;
    console.log(
      `| ${r.name} | ${i.calls} / ${b.calls} | ${f(i.rps)} | ${i.p50} / ${i.p99} | ${f(b.rps)} | ${b.p50} / ${b.p99} | ${i.seq.p50.toFixed(2)} / ${i.seq.p99.toFixed(2)} | ${b.seq.p50.toFixed(2)} / ${b.seq.p99.toFixed(2)} |`,
    );
    if (errors(i) || errors(b))
      console.log(
        `  ! ${r.name}: errors or non-2xx answers: index ${errors(i)}, backend path ${errors(b)}${(r.index.seq.firstError ?? r.backend.seq.firstError) ? ` (first: ${r.index.seq.firstError ?? r.backend.seq.firstError})` : ""}`,
      );
  }
  const line = (name, r) =>
    `| ${name} | ${r.p50.toFixed(2)} / ${r.p99.toFixed(2)} | ${Number.isFinite(r.cpuPerRequest) ? r.cpuPerRequest.toFixed(2) : "-"} | ${r.errors} |`;
  console.log(`\nHeader suggestions (${label}), the storefront's own query, one sequential client:\n`);
  console.log("| path | p50 / p99 ms | gateway CPU ms per request | errors |");
  console.log("|---|---|---|---|");
  console.log(line(`uncached gateway, ${keywords.length} distinct typed keywords (each new to the index)`, typed));
  console.log(line("uncached gateway, the same keyword (the index's result cache answers)", repeated));
  console.log(line("gateway with its default caches, the same keyword (micro-cache)", cached));
  if (cost.error) return void console.log(`\nIndex cost not measured: ${cost.error.message}`);
  console.log(
    `\nIndex of ${cost.size} active products: read from the backend in ${cost.readMs.toFixed(0)} ms, built in ${cost.buildMs.toFixed(0)} ms ` +
      `(${((cost.buildMs / cost.size) * 1000).toFixed(0)} ms per 1,000), ${cost.mbPer1000.toFixed(2)} MB of heap per 1,000 products (products and index).`,
  );
}
