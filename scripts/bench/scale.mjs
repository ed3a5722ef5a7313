#!/usr/bin/env node
// `npm run bench:scale`: what a second gateway instance adds. Starts the built stand-in and one Redis, then one
// gateway behind a round-robin balancer (round-robin-balancer.mjs; nginx is not on these machines), then a second
// gateway on the same Redis behind the same kind of balancer, and drives it with autocannon through the balancer:
// the home page for anonymous shoppers (served from the page micro-cache) and for shoppers with a cart (the same
// stored page with their personal spots filled in: a shared page), and the cart page for shoppers with a cart (a
// render of their own each). Prints one table: views per second, p50, p95 and p99, errors, for each. Asserts nothing.
//
// On one machine both instances share its cores with the stand-in, Redis, the balancer and autocannon: two
// instances can only help where one leaves a core idle. On the 2-core development machine that is the limit
// the numbers show; on separate hosts each instance has its own.
//
// BENCH_SCALE_SECONDS (default 12) per measurement, after BENCH_SCALE_WARM_SECONDS (3) not counted;
// BENCH_SCALE_CONNECTIONS (20) concurrent shoppers. A run takes about 1.5 minutes with the defaults.
import autocannon from "autocannon";
import { cpus, loadavg } from "node:os";
import { pct, requireBuilt, runBench, startBackend, startBalancer, startGateway, startRedis } from "./bench-processes.mjs";

const SECONDS = Number(process.env.BENCH_SCALE_SECONDS || 12);
const WARM = Number(process.env.BENCH_SCALE_WARM_SECONDS || 3);
const CONNECTIONS = Number(process.env.BENCH_SCALE_CONNECTIONS || 20);
// What a browser sends; a page is answered compressed, as to a shopper.
const BROWSER = { accept: "text/html", "accept-encoding": "gzip, deflate, br" };
const CART = `cart=${encodeURIComponent(
  JSON.stringify([
    { id: "1", quantity: 2 },
    { id: "2", quantity: 1 },
  ]),
)}`;
const SHOPPERS = [
  ["home, anonymous (page cache)", "/", BROWSER],
  ["home, with a cart (shared page, filled in)", "/", { ...BROWSER, cookie: CART }],
  ["cart page, with a cart (rendered for them)", "/account/shopping-cart", { ...BROWSER, cookie: CART }],
];

/** autocannon for `seconds`, each response's time recorded (autocannon reports no p95). */
function load(url, path, headers, seconds) {
  return new Promise((resolve, reject) => {
    const times = [];
    const statuses = {};
    const instance = autocannon({ url: `${url}${path}`, connections: CONNECTIONS, duration: seconds, headers }, (err, result) => {
      if (err) return reject(err);
      resolve({ times, statuses, result });
    });
    instance.on("response", (_client, status, _bytes, ms) => {
      times.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

async function measure(url, path, headers) {
  await load(url, path, headers, WARM);
  const { times, statuses, result } = await load(url, path, headers, SECONDS);
  const ok = Object.entries(statuses)
    .filter(([s]) => Number(s) < 400)
    .reduce((n, [, c]) => n + c, 0);
  return {
    perSecond: ok / SECONDS,
    p50: pct(times, 50),
    p95: pct(times, 95),
    p99: pct(times, 99),
    errors: result.errors + result.timeouts + (times.length - ok),
    statuses,
  };
}

async function main() {
  requireBuilt();
  const startedAt = new Date();
  const load1 = loadavg()[0];
  const backend = await startBackend();
  const redis = await startRedis();
  const env = { REDIS_URL: redis.url };
  const rows = [];
  const first = await startGateway(backend.url, env);
  const one = await startBalancer([first.url]);
  for (const [who, path, headers] of SHOPPERS) rows.push(["1", who, await measure(one.url, path, headers)]);
  const second = await startGateway(backend.url, env);
  const two = await startBalancer([first.url, second.url]);
  for (const [who, path, headers] of SHOPPERS) rows.push(["2", who, await measure(two.url, path, headers)]);

  const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : "-");
  console.log(
    `\nbench:scale, ${startedAt.toISOString()}, node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), load average ${load1.toFixed(1)} -> ${loadavg()[0].toFixed(1)}; ` +
      `through a round-robin balancer, ${CONNECTIONS} connections, ${SECONDS} s each after ${WARM} s warm-up; gateways on one Redis\n`,
  );
  console.log("| instances | page and shoppers | views/s | p50 ms | p95 ms | p99 ms | errors |");
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  for (const [n, who, m] of rows) console.log(`| ${n} | ${who} | ${f(m.perSecond)} | ${f(m.p50)} | ${f(m.p95)} | ${f(m.p99)} | ${m.errors} |`);
  for (const [n, who, m] of rows) if (m.errors) console.log(`- ${n} instance(s), ${who}: answers by status ${JSON.stringify(m.statuses)}`);
  const ratio = (who) => rows.find((r) => r[0] === "2" && r[1] === who)[2].perSecond / rows.find((r) => r[0] === "1" && r[1] === who)[2].perSecond;
  console.log(`\nTwo instances against one: ${SHOPPERS.map(([who]) => `${who} ${ratio(who).toFixed(2)}x`).join(", ")}.`);
}

runBench(main);
