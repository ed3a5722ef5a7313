import express, { Router, type NextFunction, type Request, type Response } from "express";
import { GraphQLError } from "graphql";
import { localizedPath, SHOP_LOCALES } from "@proav/shop-rules";
import type { GatewayContext } from "../context.js";
import type { RestOrder } from "../backend/rest-types.js";
import { XML_FILE } from "../modules/einvoicing/index.js";
import { ownOrder, trackedOrder } from "../modules/orders/index.js";
import { FORM_BODY_MAX_BYTES } from "./body-limits.js";

// The PINT AE XML of an order's tax invoice or credit note, exactly as kept and sent to the provider, with the
// order's own access rules (orders' ownOrder / trackedOrder, as the PDF downloads in tax-document.routes.ts):
// - the signed-in owner (session cookie or bearer token): GET /account/orders/<number>/einvoice.xml, .../credit-note.xml;
// - a guest, with the order number and its e-mail as form fields (never in a URL): POST /orders/track/einvoice.xml,
//   .../credit-note.xml, limited like order tracking.
// Language prefixes (/ar/...) are accepted like the PDF's; the XML is the same in every language. Someone else's
// order, an unknown one, a wrong e-mail, a consumer order (no TRN: no e-document) and a credit note not issued all
// get the same 404. Mounted after the same-origin and form-body checks (app.ts), as the storefront's forms are.

const KINDS = new Map(Object.entries(XML_FILE).map(([kind, file]) => [file, kind as keyof typeof XML_FILE]));

function notFound(res: Response): void {
  res.status(404).type("text/plain").send("Not Found");
}

/** The refusals a shopper may see; anything else is the app's error handler's. */
function answerRefusal(error: unknown, res: Response, next: NextFunction): void {
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  if (code === "RATE_LIMITED") {
    const retryAfter = error instanceof GraphQLError ? error.extensions.retryAfterSeconds : undefined;
    if (retryAfter !== undefined) res.set("Retry-After", String(retryAfter));
    return void res.status(429).type("text/plain").send("Too many attempts: please wait a moment and try again.");
  }
  if (code === "UNAUTHENTICATED" || code === "FORBIDDEN" || code === "NOT_FOUND") return notFound(res);
  next(error);
}

export function einvoiceRoutes(deps: { context: (req: Request) => GatewayContext }): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: FORM_BODY_MAX_BYTES, parameterLimit: 10 });

  async function send(req: Request, res: Response, next: NextFunction, find: (ctx: GatewayContext) => Promise<RestOrder | null>) {
    const kind = KINDS.get(String(req.params.file));
    if (!kind) return next(); // the PDF, or a page
    try {
      const ctx = deps.context(req);
      const order = await find(ctx);
      const xml = order ? await ctx.eDocuments.xml(order, kind) : null;
      if (!order || xml === null) return notFound(res);
      res.set({
        "Content-Type": "application/xml; charset=utf-8",
        "Content-Disposition": `attachment; filename="${order.number}-${XML_FILE[kind]}"`,
        "Cache-Control": "private, no-store",
      });
      res.send(xml);
    } catch (error) {
      answerRefusal(error, res, next);
    }
  }

  for (const locale of SHOP_LOCALES) {
    router.get(
      localizedPath("/account/orders/:number/:file", locale),
      (req, res, next) => void send(req, res, next, (ctx) => ownOrder(ctx, String(req.params.number))),
    );
    router.post(localizedPath("/orders/track/:file", locale), form, (req, res, next) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const [number, email] = [body.number, body.email].map((v) => (typeof v === "string" ? v : ""));
      void send(req, res, next, (ctx) => trackedOrder(ctx, number!, email!));
    });
  }
  return router;
}
