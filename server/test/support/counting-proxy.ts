import http from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";

/** A transparent HTTP proxy in front of the real backend that records every request the gateway makes. */
export async function startCountingProxy(targetUrl: string) {
  const target = new URL(targetUrl);
  const requests: string[] = [];
  /** The X-Forwarded-For header of every request, in the same order. */
  const forwardedFor: (string | undefined)[] = [];
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${decodeURIComponent(req.url ?? "")}`);
    forwardedFor.push(req.headers["x-forwarded-for"] as string | undefined);
    const upstream = http.request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers, agent }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    forwardedFor,
    reset() {
      requests.length = 0;
      forwardedFor.length = 0;
    },
    async close() {
      server.closeAllConnections();
      agent.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}
