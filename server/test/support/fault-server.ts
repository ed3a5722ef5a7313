import { createServer, request } from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";

/** What the fault server does with its n-th request. */
export type Fault = "pass" | "reset" | "lose-answer" | 404 | 500 | 503 | Answer;

/** A made-up answer: a status with its own headers and JSON body (a 429 with Retry-After, say). */
export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

/**
 * A small real HTTP server in front of a backend (or of nothing) that misbehaves on cue: it answers an error
 * status, resets the connection, or passes the request through to `upstream`. It counts the requests that
 * reached it, so tests can tell a retry, or a request the circuit breaker never sent.
 */
export async function startFaultServer(opts: {
  upstream?: string;
  /** `lose-answer` passes the request on and lets it run, then resets the connection instead of answering. */
  plan: (n: number, req: { method: string; path: string }) => Fault;
  /** Milliseconds to wait before acting on the n-th request. */
  delayMs?: (n: number) => number;
}) {
  let requests = 0;
  const server = createServer((req, res) => {
    const n = ++requests;
    const fault = opts.plan(n, { method: req.method ?? "GET", path: (req.url ?? "/").split("?")[0]! });
    const act = () => {
      if (fault === "reset") return void req.socket.destroy();
      if (typeof fault === "object") {
        const body = JSON.stringify(fault.body ?? { statusCode: fault.status, error: "Backend Error", message: "An error occurred" });
        return void res.writeHead(fault.status, { "content-type": "application/json", ...fault.headers }).end(body);
      }
      if (fault === 404) return void res.writeHead(404, { "content-type": "text/plain" }).end("Not Found");
      if (typeof fault === "number") {
        const body = { statusCode: fault, error: "Backend Error", message: "An internal server error occurred" };
        return void res.writeHead(fault, { "content-type": "application/json" }).end(JSON.stringify(body));
      }
      if (!opts.upstream) throw new Error("pass needs an upstream");
      const up = request(new URL(req.url ?? "/", opts.upstream), { method: req.method, headers: req.headers }, (answer) => {
        if (fault === "lose-answer") {
          answer.resume();
          return void answer.on("end", () => req.socket.destroy());
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      up.on("error", () => req.socket.destroy());
      req.pipe(up);
    };
    const delay = opts.delayMs?.(n) ?? 0;
    if (delay > 0) setTimeout(act, delay);
    else act();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get requests() {
      return requests;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
