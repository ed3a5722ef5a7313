#!/usr/bin/env node
// `npm run bench:client`: what the storefront costs a shopper's phone. Prints numbers; asserts nothing.
//  (a) JavaScript loaded before the home page renders: every script the server's HTML for "/" loads (its module
//      scripts and modulepreload links, plus their static imports), gzipped, against the 180 KB budget; and what
//      each route adds on top of that (code splitting).
//  (b) Lighthouse 12 mobile performance (its default: Moto G Power emulation, simulated slow 4G and 4x CPU
//      slowdown) on the home page and a product page: score, LCP, CLS, TBT, medians of BENCH_LH_RUNS (3) runs.
// It starts the built stand-in backend and gateway on random free ports (as the browser tests' global setup does)
// and stops them at the end. Env: BENCH_LH_RUNS, BENCH_SKIP_LIGHTHOUSE=1, CHROME_PATH (default /usr/bin/chromium).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { stopProcesses } from "./bench-processes.mjs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import http from "node:http";

const root = fileURLToPath(new URL("../../", import.meta.url));
const RUNS = Number(process.env.BENCH_LH_RUNS || 3);
const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium";
const BUDGET = { entryKb: 180, score: 95, lcpMs: 2000, cls: 0.05 };
const children = [];

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitOk(url, ms = 180_000) {
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

const stopAll = () => stopProcesses(children);

function ensureBuilt() {
  for (const ws of ["strapi-stand-in", "server", "client"]) {
    const r = spawnSync(process.execPath, [join(root, "scripts/ensure-built.mjs"), ws], { cwd: root, stdio: "inherit" });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

async function startShop(dir) {
  const template = join(root, ".tmp/test-template/uploads");
  const uploads = existsSync(template) ? template : join(dir, "uploads");
  const bPort = await freePort();
  const backend = `http://127.0.0.1:${bPort}`;
  start("strapi-stand-in/dist/index.js", {
    BACKEND_PORT: String(bPort),
    BACKEND_HOST: "127.0.0.1",
    BACKEND_DB_PATH: join(dir, "shop.db"),
    BACKEND_UPLOADS_DIR: uploads,
    LOG_LEVEL: "silent",
  });
  await waitOk(`${backend}/products/count`);
  const gPort = await freePort();
  const base = `http://127.0.0.1:${gPort}`;
  start("server/dist/index.js", {
    PORT: String(gPort),
    HOST: "127.0.0.1",
    BACKEND_URL: backend,
    PUBLIC_ORIGIN: base,
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
  });
  await waitOk(`${base}/readyz`);
  return base;
}

// ---------- (a) bundle ----------

const assetsDir = join(root, "client/build/client");
// Sizes as the gateway sends them: the bytes on the wire for the asset requested with `Accept-Encoding: gzip`
// (the budget's unit) and with `br` (what current browsers get). KB here are 1024 bytes.
const served = new Map();
let servedBase = "";
async function wireKb(asset, encoding) {
  const key = `${encoding} ${asset}`;
  if (!served.has(key)) {
    served.set(
      key,
      new Promise((resolve, reject) => {
        http
          .get(new URL(asset, servedBase), { headers: { "accept-encoding": encoding } }, (res) => {
            let n = 0;
            res.on("data", (c) => (n += c.length));
            res.on("end", () => (res.statusCode === 200 ? resolve(n / 1024) : reject(new Error(`${asset}: HTTP ${res.statusCode}`))));
          })
          .on("error", reject);
      }),
    );
  }
  return served.get(key);
}
const gzipKb = (asset) => wireKb(asset, "gzip");
const sumKb = async (assets, encoding = "gzip") => (await Promise.all([...assets].map((a) => wireKb(a, encoding)))).reduce((s, k) => s + k, 0);
const fmtKb = (kb) => `${kb.toFixed(1).padStart(6)} KB`;

/** Static imports of a built chunk ("./x.js" relative to /assets/); dynamic import() is not loaded up front. */
function staticImports(asset) {
  const code = readFileSync(join(assetsDir, asset), "utf8");
  const found = new Set();
  for (const m of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    found.add(`/assets/${m[1].slice(2)}`);
  }
  return [...found];
}

function closure(start) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length) {
    const a = queue.shift();
    if (seen.has(a) || !a.startsWith("/assets/")) continue;
    seen.add(a);
    queue.push(...staticImports(a));
  }
  return seen;
}

function routeManifest() {
  const file = readdirSync(join(assetsDir, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
  const text = readFileSync(join(assetsDir, "assets", file), "utf8");
  return { file: `/assets/${file}`, manifest: JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) };
}

async function bundleReport(base, path = "/") {
  servedBase = base;
  const html = await (await fetch(`${base}${path}`)).text();
  const urls = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]*src="([^"]+\.js)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(/import\s*(?:[\w*{}\s,$]*?from\s*)?["']([^"']+\.js)["']/g)) urls.add(i[1]);
  }
  // The storefront defers React Router's preloads and bootstrap until after the first paint
  // (client/src/server/deferred-hydration.ts): the same modules, listed inside its loader script.
  const loader = /const n=document\.currentScript\.nonce,p=(\[[^\]]*\]),c=("(?:[^"\\]|\\.)*")/.exec(html);
  if (loader) {
    for (const u of JSON.parse(loader[1])) urls.add(u);
    for (const i of JSON.parse(loader[2]).matchAll(/import\s*(?:[\w*{}\s,$]*?from\s*)?\(?["']([^"']+\.js)["']/g)) urls.add(i[1]);
  }
  const initial = closure([...urls].map((u) => new URL(u, base).pathname));
  const rows = (await Promise.all([...initial].map(async (a) => ({ a, kb: await gzipKb(a) })))).sort((x, y) => y.kb - x.kb);
  const total = rows.reduce((s, r) => s + r.kb, 0);
  const brTotal = await sumKb(initial, "br");
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => new URL(m[1], base).pathname);
  const cssKb = await sumKb(css);

  console.log(`\n(a) JavaScript loaded before the home page renders (from the HTML of ${path}, gzipped as served, 1 KB = 1024 bytes)`);
  for (const r of rows) console.log(`  ${fmtKb(r.kb)}  ${r.a}`);
  console.log(`  ${fmtKb(total)}  TOTAL  (${Math.round(total * 1024)} bytes; budget ${BUDGET.entryKb} KB: ${total <= BUDGET.entryKb ? "within" : "OVER"})`);
  console.log(`  ${fmtKb(brTotal)}  the same with Brotli (what current browsers are sent)`);
  console.log(`  ${fmtKb(cssKb)}  render-blocking CSS (${css.join(", ")})`);
  if (path !== "/") return { totalKb: total, cssKb };

  const { manifest } = routeManifest();
  console.log("\n  Per route: its own module, and what a visit adds beyond the home page's JavaScript");
  console.log("  route                          module     adds");
  for (const [id, r] of Object.entries(manifest.routes)) {
    const own = await gzipKb(r.module);
    const extra = await sumKb([...closure([r.module, ...(r.imports ?? [])])].filter((a) => !initial.has(a)));
    console.log(`  ${id.padEnd(28)} ${fmtKb(own)} ${fmtKb(extra)}`);
  }
  return { totalKb: total, cssKb };
}

// ---------- (b) Lighthouse ----------

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function lighthouseRuns(url, runs) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const results = [];
  for (let i = 0; i < runs; i++) {
    // A fresh browser per run: no warm HTTP cache or compiled code carried between runs.
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    });
    try {
      const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
      const a = r.lhr.audits;
      // BENCH_LH_SAVE=<dir>: keep each run's full report, to read what blocked the main thread.
      if (process.env.BENCH_LH_SAVE) {
        mkdirSync(process.env.BENCH_LH_SAVE, { recursive: true });
        writeFileSync(join(process.env.BENCH_LH_SAVE, `${new URL(url).pathname.replace(/\W+/g, "_")}-${i + 1}.json`), JSON.stringify(r.lhr));
      }
      results.push({
        score: Math.round((r.lhr.categories.performance.score ?? 0) * 100),
        lcp: a["largest-contentful-paint"].numericValue,
        cls: a["cumulative-layout-shift"].numericValue,
        tbt: a["total-blocking-time"].numericValue,
        fcp: a["first-contentful-paint"].numericValue,
        lcpElement: a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet,
        opportunities: Object.values(a)
          .filter((x) => x.details?.type === "opportunity" && (x.numericValue ?? 0) > 100)
          .map((x) => `${x.id} (${Math.round(x.numericValue)} ms)`),
        runtimeError: r.lhr.runtimeError?.message,
      });
    } finally {
      await chrome.kill();
    }
  }
  return results;
}

function printLighthouse(name, url, allRuns) {
  // A run Lighthouse could not finish (runtimeError: no metrics) is reported, not counted.
  const runs = allRuns.filter((r) => Number.isFinite(r.lcp) && Number.isFinite(r.cls));
  for (const r of allRuns.filter((x) => !runs.includes(x))) console.log(`    a run failed: ${r.runtimeError ?? "no metrics"}`);
  if (runs.length === 0) {
    console.log(`\n  ${name}  ${url}\n    no run finished`);
    return;
  }
  const m = {
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    cls: median(runs.map((r) => r.cls)),
    tbt: median(runs.map((r) => r.tbt)),
    fcp: median(runs.map((r) => r.fcp)),
  };
  const ok = (b) => (b ? "ok" : "MISSED");
  console.log(`\n  ${name}  ${url}`);
  console.log(
    `    runs: ${runs.map((r) => `score ${r.score} LCP ${(r.lcp / 1000).toFixed(2)} s CLS ${r.cls.toFixed(3)} TBT ${Math.round(r.tbt)} ms`).join(" | ")}`,
  );
  console.log(`    median performance score ${m.score}  (target >= ${BUDGET.score}: ${ok(m.score >= BUDGET.score)})`);
  console.log(`    median LCP ${(m.lcp / 1000).toFixed(2)} s  (target <= ${BUDGET.lcpMs / 1000} s: ${ok(m.lcp <= BUDGET.lcpMs)})`);
  console.log(`    median CLS ${m.cls.toFixed(3)}  (target <= ${BUDGET.cls}: ${ok(m.cls <= BUDGET.cls)})`);
  console.log(`    median TBT ${Math.round(m.tbt)} ms, FCP ${(m.fcp / 1000).toFixed(2)} s`);
  const last = runs.at(-1);
  if (last?.lcpElement) console.log(`    LCP element: ${last.lcpElement.slice(0, 160)}`);
  if (last?.opportunities.length) console.log(`    opportunities: ${last.opportunities.join(", ")}`);
  for (const r of runs) if (r.runtimeError) console.log(`    runtime error: ${r.runtimeError}`);
  return m;
}

async function productUrl(base) {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ products(first: 1) { edges { node { slug } } } }" }),
  });
  const slug = (await res.json())?.data?.products?.edges?.[0]?.node?.slug;
  if (!slug) throw new Error("no product to measure");
  return `${base}/product/${slug}`;
}

// ---------- main ----------

const dir = mkdtempSync(join(tmpdir(), "shop-bench-client-"));
let exitCode = 0;
try {
  ensureBuilt();
  const base = await startShop(dir);
  await bundleReport(base);
  await bundleReport(base, "/ar"); // the Arabic home, within the same budget
  if (process.env.BENCH_SKIP_LIGHTHOUSE !== "1") {
    if (!existsSync(CHROME)) throw new Error(`no Chromium at ${CHROME}: set CHROME_PATH`);
    const product = await productUrl(base);
    const pages = [
      ["home", `${base}/`],
      ["product", product],
      ["home (ar)", `${base}/ar`],
      ["product (ar)", product.replace(base, `${base}/ar`)],
    ];
    // BENCH_LH_PAGES=home,product (ar) ...: only those pages.
    const only = process.env.BENCH_LH_PAGES?.split(",").map((name) => name.trim());
    if (only) pages.splice(0, pages.length, ...pages.filter(([name]) => only.includes(name)));
    console.log(`\n(b) Lighthouse 12 mobile performance, ${RUNS} runs each (medians; simulated throttling on a shared machine)`);
    for (const [name, url] of pages) {
      await fetch(url); // warm the gateway's caches, as a live shop would be
      printLighthouse(name, url, await lighthouseRuns(url, RUNS));
    }
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
