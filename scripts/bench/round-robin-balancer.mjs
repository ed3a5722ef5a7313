#!/usr/bin/env node
// The load balancer of bench:scale where nginx is not installed: `node round-robin-balancer.mjs <port> <upstream>...`
// sends each request to the next upstream in turn, over kept-alive sockets, with X-Forwarded-For as a proxy sets
// it, and streams the answer back as is (compressed bytes stay compressed). A process of its own, so its work is
// not charged to the load generator. Not for production: no health checks, no retries.
import http from "node:http";

const [port, ...upstreams] = process.argv.slice(2);
if (!port || upstreams.length === 0) throw new Error("usage: round-robin-balancer.mjs <port> <upstream url>...");
const targets = upstreams.map((u) => new URL(u));
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let next = 0;

http
  .createServer((req, res) => {
    const target = targets[next++ % targets.length];
    const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, agent, headers: { ...req.headers, "x-forwarded-for": forwardedFor } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(upstream);
  })
  .listen(Number(port), "127.0.0.1");
