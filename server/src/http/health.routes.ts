import { Router } from "express";
import type { AxiosInstance } from "axios";

// /healthz: the process is alive (for restarts). /readyz: the backend answers (for load balancers), with a
// short timeout of its own so a hanging backend makes the probe fail fast rather than hang too.
export function healthRoutes(http: AxiosInstance): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) });
  });
  router.get("/readyz", async (_req, res) => {
    const started = Date.now();
    res.set("Cache-Control", "no-store");
    try {
      await http.get("/products/count", { params: { is_active: true }, timeout: 2000 });
      res.json({ status: "ready", backend: "up", latencyMs: Date.now() - started });
    } catch {
      res.status(503).json({ status: "unavailable", backend: "down", latencyMs: Date.now() - started });
    }
  });
  return router;
}
