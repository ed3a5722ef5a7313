import http from "node:http";
import https from "node:https";
import type { RequestHandler } from "express";
import { keepAliveAgents } from "../backend/keep-alive-agents.js";
import { PUBLIC_IMAGE_CORP } from "./security-headers.js";

// Product images live on the backend under /uploads. Proxying them keeps the shop on one origin (the backend
// may sit on a private network, as in docker-compose) and lets the gateway set its own cache headers.
export function uploadsProxy(backendUrl: string, timeoutMs: number): RequestHandler {
  const base = new URL(backendUrl);
  const client = base.protocol === "https:" ? https : http;
  const agents = keepAliveAgents(32);
  const agent = base.protocol === "https:" ? agents.httpsAgent : agents.httpAgent;
  return (req, res) => {
    // Only plain file names: no traversal, no query strings forwarded.
    const name = req.path.replace(/^\/+/, "");
    if (!/^[\w.-]{1,200}$/.test(name) || (req.method !== "GET" && req.method !== "HEAD")) {
      res.status(404).type("text/plain").send("Not Found");
      return;
    }
    // A kept-alive socket the backend closed while idle fails with ECONNRESET on reuse (Node's documented race):
    // an image GET is idempotent, so such a request is retried once on a fresh socket before answering 502.
    const send = (attempt: number) => {
      const upstream = client.request(
        new URL(`${base.pathname.replace(/\/$/, "")}/uploads/${name}`, base),
        // The request id, as every backend call sends it (backend/backend-call-log.ts), for the backend's log.
        // (A request the request log never saw, mounted alone, has none: an undefined header would throw.)
        { method: req.method, agent, timeout: timeoutMs, headers: req.id ? { "X-Request-Id": String(req.id) } : {} },
        (up) => {
          const status = up.statusCode ?? 502;
          res.status(status);
          const type = up.headers["content-type"];
          if (type) res.setHeader("Content-Type", type);
          if (up.headers["content-length"]) res.setHeader("Content-Length", up.headers["content-length"]);
          res.setHeader("Cache-Control", status === 200 ? "public, max-age=86400" : "no-store");
          // The API hands these URLs to every channel (a kiosk or partner page on another origin, a mobile web
          // view): product images are public, so any origin may embed them (helmet's default is same-origin).
          if (status === 200) res.setHeader("Cross-Origin-Resource-Policy", PUBLIC_IMAGE_CORP);
          up.pipe(res);
        },
      );
      upstream.on("timeout", () => upstream.destroy(new Error("timeout")));
      upstream.on("error", (error: NodeJS.ErrnoException) => {
        if (attempt === 0 && upstream.reusedSocket && error.code === "ECONNRESET" && !res.headersSent) {
          send(1);
          return;
        }
        if (!res.headersSent) res.status(502).type("text/plain").send("Image unavailable");
        else res.destroy();
      });
      upstream.end();
    };
    send(0);
  };
}
