import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { Router, type Response } from "express";
import type { Logger } from "pino";
import { changeFromWebhook, type CatalogEvents } from "../modules/search/index.js";
import { WEBHOOK_BODY_MAX_BYTES } from "./body-limits.js";
import { hasBody, readBody } from "./read-body.js";
import { answerAfterPause } from "./refusal-pause.js";
import { bearerMatches } from "./bearer-secret.js";

// POST /webhooks/strapi: Strapi v3's webhook (unsigned, never retried), refused without the shared secret the
// operator configured as an extra header (`Authorization: Bearer <secret>`). It answers once the change is
// applied on this instance (index updated, caches emptied) and announced to the others.
// The secret is checked before a byte of the body is read: anyone can post here, and inflating or parsing a
// stranger's body is work done for them. With the secret, the body is capped on the wire and again once inflated.

const INFLATE: Record<string, ((body: Buffer, opts: { maxOutputLength: number }) => Buffer) | undefined> = {
  identity: (body) => body,
  gzip: gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

type Parsed = { ok: true; body: unknown } | { ok: false; status: 400 | 413 | 415; error: string };

/** The inflated body, at most WEBHOOK_BODY_MAX_BYTES (zlib stops there), parsed as JSON. */
function parse(raw: Buffer, encoding: string): Parsed {
  const inflate = INFLATE[encoding];
  if (!inflate) return { ok: false, status: 415, error: "Unsupported Content-Encoding" };
  let text: Buffer;
  try {
    text = inflate(raw, { maxOutputLength: WEBHOOK_BODY_MAX_BYTES });
  } catch (err) {
    if ((err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") return { ok: false, status: 413, error: "Payload Too Large" };
    return { ok: false, status: 400, error: "The body does not match its Content-Encoding" };
  }
  try {
    return { ok: true, body: JSON.parse(text.toString("utf8")) };
  } catch {
    return { ok: false, status: 400, error: "Not a Strapi webhook body" };
  }
}

/** An answer sent with the body (or its rest) unread closes the connection rather than read it off. */
function answer(res: Response, status: number, body: unknown, unread: boolean) {
  if (unread) res.set("Connection", "close");
  res.status(status).json(body);
}

export function webhookRoutes(deps: { secret: string; events: CatalogEvents; logger: Logger; orders?: (body: unknown) => void }): Router {
  const router = Router();
  router.post("/webhooks/strapi", async (req, res) => {
    res.set("Cache-Control", "no-store");
    if (!bearerMatches(req.headers.authorization, deps.secret)) {
      deps.logger.warn({ ip: req.ip }, "webhook: refused a call without the shared secret");
      return answerAfterPause(req, res, () => answer(res, 401, { error: "Unauthorized" }, hasBody(req)));
    }
    if (!req.is("application/json")) return answer(res, 415, { error: "Unsupported Media Type: send JSON" }, hasBody(req));
    const read = await readBody(req, WEBHOOK_BODY_MAX_BYTES);
    if (!read.ok) {
      if (read.reason === "aborted") return void res.destroy();
      return answerAfterPause(req, res, () => answer(res, 413, { error: "Payload Too Large" }, true));
    }
    const parsed = parse(read.body, (req.headers["content-encoding"] ?? "identity").toLowerCase());
    if (!parsed.ok) return answer(res, parsed.status, { error: parsed.error }, false);
    // An order the shop changed in the admin panel (a cancel allocates its credit note): its e-documents (einvoicing).
    if ((parsed.body as { model?: unknown } | null)?.model === "order" && deps.orders) {
      deps.orders(parsed.body);
      return void res.status(202).json({ applied: true });
    }
    const change = changeFromWebhook(parsed.body);
    if (change === "invalid") return void res.status(400).json({ error: "Not a Strapi webhook body" });
    if (change === null) return void res.status(202).json({ applied: false });
    await deps.events.receive(change);
    res.json({ applied: true });
  });
  return router;
}
