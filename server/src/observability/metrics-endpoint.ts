import { createServer, type Server } from "node:http";
import { Router, type RequestHandler } from "express";
import type { Registry } from "prom-client";
import { bearerMatches } from "../http/bearer-secret.js";

// GET /metrics in Prometheus's text format. Never public: on the main port only with METRICS_TOKEN (the scraper
// sends `Authorization: Bearer <token>`), or on a port of its own (METRICS_PORT) that only the scraper can reach.
// With neither, the main port answers 404, as for any unknown path.

function scrape(registry: Registry, token: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (token !== undefined && !bearerMatches(req.headers.authorization, token)) {
      res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').set("Cache-Control", "no-store").type("text/plain").send("Unauthorized");
      return;
    }
    registry.metrics().then((text) => res.set("Content-Type", registry.contentType).set("Cache-Control", "no-store").send(text), next);
  };
}

/** /metrics on the main port: only with a token; otherwise nothing is mounted (the app's 404). */
export function metricsRoutes(registry: Registry, token: string | undefined): Router {
  const router = Router();
  if (token !== undefined) router.get("/metrics", scrape(registry, token));
  return router;
}

/** /metrics on a port of its own (every other path 404); with METRICS_TOKEN, the token is required there too. */
export function metricsServer(registry: Registry, token: string | undefined): Server {
  return createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (req.method !== "GET" || path !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found");
      return;
    }
    if (token !== undefined && !bearerMatches(req.headers.authorization, token)) {
      res.writeHead(401, { "Content-Type": "text/plain", "WWW-Authenticate": 'Bearer realm="metrics"' }).end("Unauthorized");
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" }).end(text),
      () => res.writeHead(500, { "Content-Type": "text/plain" }).end("metrics failed"),
    );
  });
}
