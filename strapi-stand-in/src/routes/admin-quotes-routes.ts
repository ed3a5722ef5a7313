// What the shop does to a request for quote in Strapi's admin panel, for tests and local runs: `PUT
// /admin/quotes/:id` with `{ status: "quoted", valid_until, shop_note?, lines: [{ id, quoted_unit_price }] }` or
// `{ status: "declined", shop_note? }` (the extension's parseQuoteAnswer: a 400 for a bad answer, a 409 for an
// accepted or declined quote). Fires the `entry.update` webhook for the `quote` model, as Strapi does for any
// entry the admin saves. Guarded by BACKEND_ADMIN_TOKEN like the other admin routes.
import { Router } from "express";
import type { Db } from "../db/open.js";
import { sendNotFound } from "../http/errors.js";
import { QuoteConflict, idParam } from "../extension-rules.js";
import { requireAdmin } from "../http/require-admin.js";
import { quoteJson } from "../quotes/quote-json.js";
import { answerQuote, findQuote } from "../quotes/quote-repo.js";
import { sendWebhook, type WebhookConfig } from "../webhooks/webhook-sender.js";
import { quoteConflict } from "./quotes-routes.js";

export function adminQuotesRouter(db: Db, token: string, webhooks: WebhookConfig | undefined): Router {
  const router = Router();
  router.put("/admin/quotes/:id", async (req, res) => {
    requireAdmin(req, token);
    const id = idParam(req.params.id);
    let quote;
    try {
      quote = id === undefined ? undefined : answerQuote(db, id, req.body, new Date().toISOString());
    } catch (error) {
      if (error instanceof QuoteConflict && id !== undefined) throw quoteConflict(db, error.code, findQuote(db, id)!);
      throw error;
    }
    if (!quote) return sendNotFound(res);
    const entry = quoteJson(db, quote);
    await sendWebhook(webhooks, "entry.update", "quote", entry);
    res.json(entry);
  });
  return router;
}
