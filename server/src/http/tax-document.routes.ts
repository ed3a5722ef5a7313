import express, { Router, type Request, type RequestHandler } from "express";
import { localizedPath, SHOP_LOCALES } from "@proav/shop-rules";
import type { GatewayContext } from "../context.js";
import type { Locale } from "../i18n/request-locale.js";
import { ownOrder, taxDocumentPdf, trackedOrder, type TaxDocumentKind } from "../modules/orders/index.js";
import { FORM_BODY_MAX_BYTES } from "./body-limits.js";
import { answerRefusal, notFound, sendPdf } from "./document-answers.js";

// The tax invoice and credit note as PDF downloads, in the language of the path (`/ar/...` is Arabic):
// - the signed-in owner (session cookie or bearer token): GET /account/orders/<number>/invoice.pdf, .../credit-note.pdf;
// - a guest, with the order number and the e-mail it was placed with as form fields (never in a URL, which lands
//   in logs and histories): POST /orders/track/invoice.pdf, .../credit-note.pdf, limited like order tracking.
// Someone else's order, an unknown one, a wrong e-mail and a document not issued (no credit note) all get the same
// 404, so the answer tells nothing about orders one may not see. Mounted after the same-origin and form-body checks
// (app.ts), as the storefront's forms are.

const KINDS: Record<string, TaxDocumentKind> = { "invoice.pdf": "invoice", "credit-note.pdf": "credit-note" };

type ContextFor = (req: Request, locale: Locale) => GatewayContext;

export function taxDocumentRoutes(deps: { context: ContextFor }): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: FORM_BODY_MAX_BYTES, parameterLimit: 10 });
  // Another file under the same paths (the e-invoice XML) is another router's, its body left unread.
  const pdfOnly: RequestHandler = (req, _res, next) => next(KINDS[String(req.params.file)] ? undefined : "route");

  for (const locale of SHOP_LOCALES) {
    router.get(localizedPath("/account/orders/:number/:file", locale), pdfOnly, async (req, res, next) => {
      const kind = KINDS[String(req.params.file)]!;
      try {
        const ctx = deps.context(req, locale);
        const order = await ownOrder(ctx, String(req.params.number));
        const file = order ? await taxDocumentPdf(ctx, order, kind) : null;
        if (!file) return notFound(res);
        sendPdf(res, file);
      } catch (error) {
        answerRefusal(error, res, next);
      }
    });

    router.post(localizedPath("/orders/track/:file", locale), pdfOnly, form, async (req, res, next) => {
      const kind = KINDS[String(req.params.file)]!;
      const body = (req.body ?? {}) as Record<string, unknown>;
      const [number, email] = [body.number, body.email].map((v) => (typeof v === "string" ? v : ""));
      try {
        const ctx = deps.context(req, locale);
        const order = await trackedOrder(ctx, number!, email!);
        const file = order ? await taxDocumentPdf(ctx, order, kind) : null;
        if (!file) return notFound(res);
        sendPdf(res, file);
      } catch (error) {
        answerRefusal(error, res, next);
      }
    });
  }
  return router;
}
