import { createHash, timingSafeEqual } from "node:crypto";
import express, { Router } from "express";
import type { Logger } from "pino";
import { changeFromWebhook } from "../modules/search/catalog-change.js";
import type { CatalogEvents } from "../modules/search/catalog-events.js";

// POST /webhooks/strapi: Strapi v3's webhook (unsigned, never retried), refused without the shared secret the
// operator configured as an extra header (`Authorization: Bearer <secret>`). It answers once the change is
// applied on this instance (index updated, caches emptied) and announced to the others.

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function secretMatches(header: string | undefined, secret: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(secret)) && given.length > 0;
}

export function webhookRoutes(deps: { secret: string; events: CatalogEvents; logger: Logger }): Router {
  const router = Router();
  router.post("/webhooks/strapi", express.json({ limit: "2mb" }), async (req, res) => {
    res.set("Cache-Control", "no-store");
    if (!secretMatches(req.headers.authorization, deps.secret)) {
      deps.logger.warn({ ip: req.ip }, "webhook: refused a call without the shared secret");
      return void res.status(401).json({ error: "Unauthorized" });
    }
    const change = changeFromWebhook(req.body);
    if (change === "invalid") return void res.status(400).json({ error: "Not a Strapi webhook body" });
    if (change === null) return void res.status(202).json({ applied: false });
    await deps.events.receive(change);
    res.json({ applied: true });
  });
  return router;
}
