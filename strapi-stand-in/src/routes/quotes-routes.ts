// `/quotes` (#27), owned by its user like `/orders`: anyone may ask for a quote (a token makes its user the
// owner); a signed-in user lists and reads only their own (someone else's answers 404, like a missing one); guests
// find theirs with `/quotes/track?number=&email=`. `/quotes/accept` places the order at the quoted prices, or
// answers a 409 naming why it cannot (`not_quoted`, `expired`, `already_accepted`) with the quote. Quotes are
// never changed through these routes: the shop answers in its admin (routes/admin-quotes-routes.ts).
import { Router, type RequestHandler, type Response } from "express";
import type { Db } from "../db/open.js";
import { currentUser } from "../http/authenticate.js";
import { sendNotFound } from "../http/errors.js";
import { badRequest, forbidden, HttpError } from "../http/http-error.js";
import { requireUser } from "../http/require-user.js";
import { rateLimit } from "../http/rate-limit.js";
import { dubaiDate, idParam, parseAcceptBody, parseOrderListQuery, parseQuoteBody, parseTrackQuery } from "../extension-rules.js";
import { parseQueryString } from "../query/parse-query-string.js";
import { orderJson } from "../orders/order-json.js";
import { DEFAULT_ORDER_RATE_LIMITS, type OrderRateLimits } from "./orders-routes.js";
import { quoteJson } from "../quotes/quote-json.js";
import * as repo from "../quotes/quote-repo.js";

const deny: RequestHandler = () => {
  throw forbidden();
};

/** A state refusal: `{ statusCode: 409, error: "Conflict", message: code, data: { code, quote } }`. */
export const quoteConflict = (db: Db, code: string, quote: repo.QuoteRow) => new HttpError(409, code, undefined, { code, quote: quoteJson(db, quote) });

/** The owner's list query, by the orders' rule, newest first unless `_sort` says otherwise; a 400 for anything else. */
function listQuery(url: string) {
  const query = parseQueryString(url);
  const params = parseOrderListQuery(query);
  if (params.refused !== undefined) throw badRequest(params.refused);
  const newestFirst = query._sort === undefined || params.sort === "id:DESC";
  return { start: params.start, limit: params.limit, newestFirst, number: params.number };
}

const sendQuote = (db: Db, res: Response, quote: repo.QuoteRow | undefined) => (quote ? res.json(quoteJson(db, quote)) : sendNotFound(res));

/** Rate limits per client address and minute: `create` for requests and acceptances, `track` for look-ups. */
export function quotesRouter(db: Db, limits: OrderRateLimits = DEFAULT_ORDER_RATE_LIMITS): Router {
  const router = Router();

  router.post("/quotes", rateLimit("quotes", { max: limits.create, intervalMs: 60_000 }), (req, res) => {
    const input = parseQuoteBody(req.body, dubaiDate(new Date()));
    const quote = repo.createQuote(db, currentUser(res)?.id ?? null, input, new Date().toISOString());
    res.json(quoteJson(db, quote));
  });

  router.post("/quotes/accept", rateLimit("quote-accept", { max: limits.create, intervalMs: 60_000 }), (req, res) => {
    const user = currentUser(res);
    const input = parseAcceptBody(req.body, Boolean(user));
    const who = user ? { user: user.id } : { email: input.email! };
    const result = repo.acceptQuote(db, who, input, new Date().toISOString());
    if (!result) return sendNotFound(res);
    if (!result.accepted) throw quoteConflict(db, result.refusal, result.quote);
    res.setHeader("X-Idempotent-Replay", String(result.replay));
    res.json({ quote: quoteJson(db, result.quote), order: orderJson(db, result.order), replay: result.replay });
  });

  router.get("/quotes/track", rateLimit("quote-track", { max: limits.track, intervalMs: 60_000 }), (req, res) => {
    const wanted = parseTrackQuery(parseQueryString(req.originalUrl));
    if (!wanted) throw badRequest("number and email are required");
    sendQuote(db, res, repo.trackQuote(db, wanted.number, wanted.email));
  });

  router.get("/quotes", (req, res) => {
    const user = requireUser(res);
    res.json(repo.listOwnQuotes(db, { user: user.id, ...listQuery(req.originalUrl) }).map((row) => quoteJson(db, row)));
  });

  router.get("/quotes/count", (req, res) => {
    const user = requireUser(res);
    res.json(repo.countOwnQuotes(db, user.id, listQuery(req.originalUrl).number));
  });

  router.get("/quotes/:id", (req, res) => {
    const user = requireUser(res);
    const id = idParam(req.params.id);
    sendQuote(db, res, id === undefined ? undefined : repo.findOwnQuote(db, user.id, id));
  });

  router.put("/quotes/:id", deny);
  router.delete("/quotes/:id", deny);
  return router;
}
