#!/usr/bin/env node
// The attackers of `npm run bench:hostile`, in a process of their own (so their load generation does not share
// an event loop with the shoppers being timed). Usage: node hostile-attackers.mjs <gateway url> <seconds> <words json>
// Each attack is a number of connections, each sending its requests back to back for the duration (node:http, so
// a gateway that answers early and closes mid-upload is counted as answered). Prints one JSON line: per attack,
// requests sent and answers by status (0 = the connection failed before an answer).
import http from "node:http";
import { gzipSync } from "node:zlib";

const [url, secondsArg, wordsJson] = process.argv.slice(2);
const words = JSON.parse(wordsJson);
const base = new URL(url);
const ATTACKER = process.env.BENCH_ATTACKER_ADDRESS || "203.0.113.66";

let n = 0;
/** 100 characters of the catalogue's commonest words, different every time (never a cached result). */
function costlyKeyword() {
  const out = [];
  let length = 0;
  while (length < 100) {
    const word = words[Math.floor(Math.random() * words.length)];
    out.push(word);
    length += word.length + 1;
  }
  return out.join(" ").slice(0, 100);
}

const huge = Buffer.alloc(8 * 1024 * 1024, "a");
// 64 MB of zeros, gzipped to about 64 KB: a decompression bomb.
const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024));
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 256 });

function send({ method = "GET", path, headers = {}, body }) {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method,
        // A body the gateway refuses early ends with Connection: close; no socket is reused after one.
        agent: body && body.length > 1e6 ? false : keepAlive,
        // One attacker, as the gateway sees it behind a proxy (it trusts X-Forwarded-For from loopback).
        headers: { ...headers, "x-forwarded-for": ATTACKER, ...(body ? { "content-length": body.length } : {}) },
      },
      (res) => {
        // A GraphQL answer is 200 either way: a search the gateway turned away says SEARCH_BUSY in its body.
        let busy = false;
        res.on("data", (chunk) => (busy ||= path === "/graphql" && chunk.includes("SEARCH_BUSY")));
        res.on("end", () => resolve(busy ? "200 SEARCH_BUSY" : res.statusCode));
        res.on("error", () => resolve(res.statusCode));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve(0));
    req.end(body);
  });
}

const attacks = {
  // Shoppers' cookies make every page personal: never served from the page micro-cache. A fresh query string too.
  "uncached renders (cookie, ?cb=)": {
    connections: 10,
    next: () => {
      const i = n++;
      const page = ["/", "/shop", "/search?keyword=workstation"][i % 3];
      return { path: `${page}${page.includes("?") ? "&" : "?"}cb=${i}`, headers: { cookie: "wishlist=%5B1%5D; cart=%5B%5D" } };
    },
  },
  "costly searches (100 characters of common words, GraphQL)": {
    connections: 10,
    next: () => ({
      method: "POST",
      path: "/graphql",
      headers: { "content-type": "application/json" },
      body: Buffer.from(
        JSON.stringify({
          query: "query($k: String!) { search(keyword: $k, first: 24) { totalCount nodes { id title } } }",
          variables: { k: costlyKeyword() },
        }),
      ),
    }),
  },
  "costly searches (search page, cookie)": {
    connections: 4,
    next: () => ({ path: `/search?keyword=${encodeURIComponent(costlyKeyword())}`, headers: { cookie: "cart=%5B%5D" } }),
  },
  "huge posts (8 MB to /graphql)": {
    connections: 2,
    next: () => ({ method: "POST", path: "/graphql", headers: { "content-type": "application/json" }, body: huge }),
  },
  "huge posts (8 MB form to /cart-actions)": {
    connections: 2,
    next: () => ({ method: "POST", path: "/cart-actions", headers: { "content-type": "application/x-www-form-urlencoded", origin: url }, body: huge }),
  },
  "webhook bombs (64 MB gzip, wrong secret)": {
    connections: 2,
    next: () => ({
      method: "POST",
      path: "/webhooks/strapi",
      headers: { "content-type": "application/json", "content-encoding": "gzip", authorization: "Bearer not-the-secret-0123456789" },
      body: bomb,
    }),
  },
};

// From now: building the payloads above takes a second or two.
const until = Date.now() + Number(secondsArg) * 1000;
// BENCH_ATTACKS: only the attacks whose name contains one of these comma-separated words (to see one's cost).
const only = process.env.BENCH_ATTACKS?.split(",").filter(Boolean);
const results = await Promise.all(
  Object.entries(attacks)
    .filter(([name]) => !only || only.some((word) => name.includes(word)))
    .map(async ([name, attack]) => {
      const statuses = {};
      let sent = 0;
      await Promise.all(
        Array.from({ length: attack.connections }, async () => {
          while (Date.now() < until) {
            sent++;
            const status = await send(attack.next());
            statuses[status] = (statuses[status] ?? 0) + 1;
          }
        }),
      );
      return { name, sent, statuses };
    }),
);
process.stdout.write(`${JSON.stringify(results)}\n`);
