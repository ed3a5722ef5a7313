import { Router, type Response } from "express";
import type { BackendHttp } from "../backend/http.js";
import type { CircuitState } from "../backend/circuit-breaker.js";
import type { CatalogFreshness, SearchCatalog } from "../modules/search/index.js";
import { backendCapabilities, type BackendCapabilities } from "./backend-capabilities.js";
import { localeSupport } from "../backend/locale-support.js";

// /healthz: the process is alive (for restarts). /readyz: the backend answers (for load balancers), with the
// backend circuit's state.
//
// How the probe and the circuit get along:
// - open: answer 503 at once, without calling the backend. The circuit already knows, and probes from every
//   load balancer must not add load to a backend that is struggling.
// - half-open: the probe calls the backend through the circuit and may well be the one trial call. It must be:
//   a load balancer stops sending shoppers to a gateway whose /readyz says 503, so if the probe only reported the
//   state, no call would ever come to close the circuit, and the gateway would stay unready for good.
// - closed: the probe is an ordinary call and counts like one. It uses the ordinary per-call timeout (not a
//   shorter one), so its verdict, as a trial call in particular, is the verdict a shopper's query would get: a
//   shorter probe timeout would keep reopening the circuit on a backend that is slow but still within budget.
// - draining (after SIGTERM): answer 503 at once, so load balancers stop sending shoppers before the gateway
//   stops accepting connections.
//
// The search index: a fresh instance is unready until its first build is done, so it gets no shopper before it
// can search from memory. The wait is bounded (SEARCH_READY_WAIT_SECONDS); after it, search takes the backend
// path and the instance takes traffic.
//
// `freshness`: when the last webhook arrived and the last re-sync ran, so an operator can see that webhooks stopped
// coming (a wrong secret is dropped silently by Strapi) and how stale the catalogue may be without them.
export function healthRoutes(http: BackendHttp, draining: () => boolean = () => false, search?: SearchCatalog, freshness?: () => CatalogFreshness): Router {
  const router = Router();
  const capabilities = backendCapabilities(http);
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) });
  });
  router.get("/readyz", async (_req, res) => {
    const started = Date.now();
    res.set("Cache-Control", "no-store");
    if (draining()) return void res.status(503).json({ status: "draining", backend: "unknown", breaker: http.circuit.state(), latencyMs: 0 });
    if (http.circuit.state() === "open") return void reply(res, false, "open", started);
    if (search && !search.ready()) {
      return void res.status(503).json({ status: "starting", search: "building", breaker: http.circuit.state(), latencyMs: 0 });
    }
    try {
      await http.get("/products/count", { params: { is_active: true } });
      const offered = await capabilities();
      // Learnt from the Arabic pages' calls (null until one was made): false means they show English content.
      const features = offered && { ...offered, localizedCatalog: localeSupport(http).localizedCatalog };
      reply(res, true, http.circuit.state(), started, features, freshness?.());
    } catch {
      reply(res, false, http.circuit.state(), started, null, freshness?.());
    }
  });
  return router;
}

/** `capabilities`: which shopper features the backend offers (null when unknown); a missing one is not "unready". */
function reply(
  res: Response,
  up: boolean,
  breaker: CircuitState,
  started: number,
  capabilities: (BackendCapabilities & { localizedCatalog: boolean | null }) | null = null,
  freshness: CatalogFreshness | null = null,
) {
  res.status(up ? 200 : 503).json({
    status: up ? "ready" : "unavailable",
    backend: up ? "up" : "down",
    breaker,
    latencyMs: Date.now() - started,
    capabilities,
    freshness,
  });
}
