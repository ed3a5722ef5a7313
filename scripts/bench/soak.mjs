#!/usr/bin/env node
// `npm run bench:soak`: a day under load, shortened. One built gateway (as the Docker image runs it) over the
// stand-in, with mixed browsing at a steady rate: home, listings (shop and category pages), search, product pages,
// the cart and the checkout page, a third of them by shoppers with a cart cookie (never page-cached). Requests
// start on a fixed clock (an open loop: a slow answer does not slow the arrivals). Every 10 s it reads the
// gateway's /metrics (METRICS_TOKEN): resident memory, the V8 heap in use and committed, memory outside it (Buffers), the
// in-process caches' bytes and event-loop lag. A line per minute goes to stderr as it runs; at the end it prints
// errors, p50/p99 and memory per minute, and resident memory after warm-up against the end (goal: flat within
// 10%), beside how much of the growth the caches account for. Asserts nothing.
//
// BENCH_SOAK_MINUTES (default 10; the day-long check is BENCH_SOAK_MINUTES=120), BENCH_SOAK_RATE requests per
// second (default 20), BENCH_SOAK_WARMUP_SECONDS (default: the first quarter of the run, at least 60 s; the caches
// fill in a minute or two, V8 sizes its heap to the load for longer): memory after it is the baseline. Memory is
// compared as the mean of a minute's samples (one sample moves with every collection), and its trend after
// warm-up (when it spans 10 minutes or more) as a least-squares slope in MB per hour: a leak climbs, a full process
// does not.
import http from "node:http";
import { cpus, loadavg } from "node:os";
import { METRICS_TOKEN, pct, requireBuilt, runBench, startBackend, startGateway } from "./bench-processes.mjs";

const MINUTES = Number(process.env.BENCH_SOAK_MINUTES || 10);
const RATE = Number(process.env.BENCH_SOAK_RATE || 20);
const WARM_UP_S = Number(process.env.BENCH_SOAK_WARMUP_SECONDS || Math.max(60, MINUTES * 15));
const SAMPLE_S = 10;

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
/** One request; its status (0: failed or timed out) and time. The body is read and dropped. */
function request(url, headers) {
  return new Promise((resolve) => {
    const t = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - t) / 1e6;
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode, ms: ms() }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0, ms: ms() }));
  });
}

/** The pages a shopper browses, in turn; the `n`th request's path. */
function browsing(slugs, categories) {
  const keywords = ["workstation", "hp z8", "decklink", "nvidia rtx", "monitor", "blackmagic"];
  const pages = [
    () => "/",
    () => "/shop",
    (n) => (categories.length ? `/category/${categories[n % categories.length]}` : "/shop?page=2"),
    (n) => `/search?keyword=${encodeURIComponent(keywords[n % keywords.length])}`,
    (n) => `/product/${slugs[n % slugs.length]}`,
    (n) => `/product/${slugs[(n * 7 + 3) % slugs.length]}`,
    () => "/account/shopping-cart",
    () => "/account/checkout",
  ];
  return (n) => {
    const kind = n % pages.length;
    return pages[kind](Math.floor(n / pages.length));
  };
}

/**
 * The gateway's memory (MB: resident, V8 heap in use, external and array buffers, the in-process caches' bytes) and
 * event-loop lag (ms: at the scrape, and the p99 since the last scrape).
 */
async function sample(gateway) {
  const text = await (await fetch(`${gateway}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const values = (name) => [...text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? ([\\d.e+-]+)$`, "gm"))].map((m) => Number(m[1]));
  const value = (name) => values(name)[0];
  const mb = (bytes) => bytes / 2 ** 20;
  return {
    rssMb: mb(value("process_resident_memory_bytes")),
    heapMb: mb(value("nodejs_heap_size_used_bytes")),
    heapTotalMb: mb(value("nodejs_heap_size_total_bytes")),
    externalMb: mb(value("nodejs_external_memory_bytes")),
    cachesMb: mb(values("gateway_cache_bytes").reduce((a, b) => a + b, 0)),
    lagMs: value("nodejs_eventloop_lag_seconds") * 1000,
    lagP99Ms: value("nodejs_eventloop_lag_p99_seconds") * 1000,
  };
}

/** Least-squares slope of `key` over time, in MB per hour. */
function slopePerHour(samples, key) {
  const n = samples.length;
  const mt = samples.reduce((a, x) => a + x.at, 0) / n;
  const mv = samples.reduce((a, x) => a + x[key], 0) / n;
  const cov = samples.reduce((a, x) => a + (x.at - mt) * (x[key] - mv), 0);
  const varT = samples.reduce((a, x) => a + (x.at - mt) ** 2, 0);
  return varT > 0 ? (cov / varT) * 3_600_000 : NaN;
}

const f = (x, d = 0) => (Number.isFinite(x) ? x.toFixed(d) : "-");
const failed = (r) => r.status === 0 || r.status >= 400;

/** Minute `m` (from 0): its requests, errors, p50/p99, memory at its last sample and its worst event-loop lag. */
function minuteRow(m, log, samples) {
  const inMinute = log.filter((r) => Math.floor(r.at / 60_000) === m);
  const ms = inMinute.filter((r) => !failed(r)).map((r) => r.ms);
  const s = samples.filter((x) => Math.floor((x.at - 1) / 60_000) === m);
  const last = s.at(-1);
  return [
    m + 1,
    inMinute.length,
    inMinute.filter(failed).length,
    f(pct(ms, 50)),
    f(pct(ms, 99)),
    f(last?.rssMb),
    f(last?.heapMb),
    f(last?.heapTotalMb),
    f(last?.externalMb),
    f(last?.cachesMb, 1),
    f(Math.max(...s.map((x) => x.lagP99Ms)), 1),
  ];
}
const MINUTE_COLUMNS = [
  "minute",
  "requests",
  "errors",
  "p50 ms",
  "p99 ms",
  "RSS MB",
  "heap used MB",
  "heap committed MB",
  "external MB",
  "caches MB",
  "event-loop lag p99 ms (max)",
];

/** A line for stderr while the soak runs (a run cut short still leaves its minutes). */
function progress(m, log, samples) {
  const row = minuteRow(m, log, samples);
  return `soak ${new Date().toISOString().slice(11, 19)} ${MINUTE_COLUMNS.map((name, i) => `${name} ${row[i]}`).join(", ")}`;
}

async function main() {
  requireBuilt();
  const startedAt = new Date();
  const load1 = loadavg()[0];
  const backend = await startBackend();
  const products = await (await fetch(`${backend.url}/products?is_active=true&_limit=200&_sort=id:ASC`)).json();
  const slugs = products.map((p) => p.product_slug);
  const categories = await fetch(`${backend.url}/product-categories?_limit=20`)
    .then((r) => (r.ok ? r.json() : []))
    .then((rows) => rows.map((c) => c.slug).filter(Boolean))
    .catch(() => []);
  const gateway = await startGateway(backend.url);
  const pathOf = browsing(slugs, categories);

  const log = [];
  const samples = [];
  const began = Date.now();
  const end = began + MINUTES * 60_000;
  const inFlight = new Set();
  let n = 0;
  // Arrivals on a fixed clock; a third of the shoppers carry a cart cookie (every third path cycle).
  const arrivals = setInterval(() => {
    if (Date.now() >= end) return;
    const i = n++;
    const withCart = Math.floor(i / 8) % 3 === 0;
    const headers = { accept: "text/html", "accept-encoding": "gzip, br", ...(withCart ? { cookie: "cart=%5B%5D" } : {}) };
    const path = pathOf(i);
    const at = Date.now() - began;
    const p = request(`${gateway.url}${path}`, headers).then((r) => log.push({ ...r, at, path }));
    inFlight.add(p);
    p.finally(() => inFlight.delete(p));
  }, 1000 / RATE);
  const sampler = setInterval(() => {
    const at = Date.now() - began;
    sample(gateway.url)
      .then((s) => samples.push({ at, ...s }))
      .catch(() => samples.push({ at, rssMb: NaN, lagMs: NaN, lagP99Ms: NaN }));
  }, SAMPLE_S * 1000);
  console.error(`soak: ${MINUTES} min at ${RATE} requests/s against ${gateway.url}`);
  let reported = 0;
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, 1000));
    if (gateway.child.exitCode !== null) break;
    const minute = Math.floor((Date.now() - began) / 60_000);
    if (minute > reported) {
      reported = minute;
      console.error(progress(minute - 1, log, samples));
    }
  }
  clearInterval(arrivals);
  await Promise.all(inFlight);
  clearInterval(sampler);

  console.log(
    `\nbench:soak, ${startedAt.toISOString()}, node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), load average ${load1.toFixed(1)} -> ${loadavg()[0].toFixed(1)}; ` +
      `${MINUTES} min at ${RATE} requests/s of mixed browsing (${log.length} requests)\n`,
  );
  console.log(`| ${MINUTE_COLUMNS.join(" | ")} |`);
  console.log(`| ${MINUTE_COLUMNS.map(() => "---").join(" | ")} |`);
  for (let m = 0; m < Math.ceil(MINUTES); m++) console.log(`| ${minuteRow(m, log, samples).join(" | ")} |`);
  const errors = log.filter(failed);
  const byStatus = {};
  for (const r of errors) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  console.log(`\nErrors: ${errors.length} of ${log.length}${errors.length ? ` ${JSON.stringify(byStatus)}; first: ${errors[0].path}` : ""}.`);
  const kinds = new Map();
  for (const r of log) {
    const kind = r.path.split(/[/?]/)[1] || "home";
    kinds.set(kind, [...(kinds.get(kind) ?? []), r.ms]);
  }
  console.log(`p99 ms by page over the run: ${[...kinds].map(([k, ms]) => `${k} ${f(pct(ms, 99))}`).join(", ")}.`);
  const settled = samples.filter((x) => x.at >= WARM_UP_S * 1000 && Number.isFinite(x.rssMb));
  if (settled.length >= 12) {
    // The mean of a minute of samples, at the start of the span and at its end.
    const meanOf = (span, key) => span.reduce((a, x) => a + x[key], 0) / span.length;
    const first = settled.filter((x) => x.at < settled[0].at + 60_000);
    const last = settled.filter((x) => x.at > settled.at(-1).at - 60_000);
    const change = (meanOf(last, "rssMb") / meanOf(first, "rssMb") - 1) * 100;
    console.log(
      `RSS after warm-up (${f(WARM_UP_S)} s) ${f(meanOf(first, "rssMb"))} MB, at the end ${f(meanOf(last, "rssMb"))} MB (means of a minute): ${change >= 0 ? "+" : ""}${f(change, 1)}% (goal: within 10%: ${Math.abs(change) <= 10 ? "met" : "MISSED"}); ` +
        `${settled.at(-1).at - settled[0].at >= 600_000 ? `trend ${f(slopePerHour(settled, "rssMb"), 1)} MB an hour; ` : ""}peak ${f(Math.max(...samples.map((x) => x.rssMb)))} MB.`,
    );
    const delta = (key) => {
      const d = meanOf(last, key) - meanOf(first, key);
      return `${d >= 0 ? "+" : ""}${f(d, 1)} MB`;
    };
    console.log(
      `Over the same span: RSS ${delta("rssMb")}, V8 heap in use ${delta("heapMb")} (committed ${delta("heapTotalMb")}), external ${delta("externalMb")}, the in-process caches' own count ${delta("cachesMb")}.`,
    );
  }
  const lags = samples.map((s) => s.lagP99Ms).filter(Number.isFinite);
  console.log(`Event-loop lag p99 over 10 s windows: median ${f(pct(lags, 50), 1)} ms, worst ${f(Math.max(...lags), 1)} ms (${samples.length} samples).`);
  if (gateway.child.exitCode !== null) {
    console.log(`The gateway exited (${gateway.child.exitCode}): ${gateway.child.lastErrors()}`);
    process.exitCode = 1;
  }
}

runBench(main);
