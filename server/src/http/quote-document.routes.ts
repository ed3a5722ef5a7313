import express, { Router, type Request } from "express";
import { localizedPath, SHOP_LOCALES } from "@proav/shop-rules";
import type { GatewayContext } from "../context.js";
import type { Locale } from "../i18n/request-locale.js";
import { ownQuote, quotePdfFile, trackedQuote } from "../modules/quotes/index.js";
import { FORM_BODY_MAX_BYTES } from "./body-limits.js";
import { answerRefusal, notFound, sendPdf } from "./document-answers.js";

// A request for quote as a PDF download, in the language of the path (`/ar/...` is Arabic), reached as the tax
// invoice PDFs are (tax-document.routes.ts):
// - the signed-in owner (session cookie or bearer token): GET /account/quotes/<number>/quote.pdf;
// - a guest, with the quote number and the contact e-mail as form fields (never in a URL, which lands in logs and
//   histories): POST /quotes/track/quote.pdf, limited like quote tracking.
// Someone else's quote, an unknown one and a wrong e-mail all get the same 404 as the invoice routes, so the answer
// tells nothing about quotes one may not see. Mounted after the same-origin and form-body checks (app.ts).

type ContextFor = (req: Request, locale: Locale) => GatewayContext;

export function quoteDocumentRoutes(deps: { context: ContextFor }): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: FORM_BODY_MAX_BYTES, parameterLimit: 10 });

  for (const locale of SHOP_LOCALES) {
    router.get(localizedPath("/account/quotes/:number/quote.pdf", locale), async (req, res, next) => {
      try {
        const ctx = deps.context(req, locale);
        const quote = await ownQuote(ctx, String(req.params.number));
        if (!quote) return notFound(res);
        sendPdf(res, await quotePdfFile(ctx, quote));
      } catch (error) {
        answerRefusal(error, res, next);
      }
    });

    router.post(localizedPath("/quotes/track/quote.pdf", locale), form, async (req, res, next) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const [number, email] = [body.number, body.email].map((v) => (typeof v === "string" ? v : ""));
      try {
        const ctx = deps.context(req, locale);
        const quote = await trackedQuote(ctx, number!, email!);
        if (!quote) return notFound(res);
        sendPdf(res, await quotePdfFile(ctx, quote));
      } catch (error) {
        answerRefusal(error, res, next);
      }
    });
  }
  return router;
}
