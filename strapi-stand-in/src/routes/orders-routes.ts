// `/orders`, a Strapi collection owned by its user. Anyone may create one (a guest order has no user and carries
// the contact e-mail); a signed-in user lists and reads only their own (someone else's answers 404, like a missing
// one); guests find theirs with `/orders/track?number=&email=`. Orders are never changed or deleted through the
// API (status changes are the shop's, in its admin).
import { Router, type RequestHandler } from "express";
import { COD_MAX_AED_DEFAULT } from "@proav/shop-rules";
import type { Db } from "../db/open.js";
import { currentUser } from "../http/authenticate.js";
import { sendNotFound } from "../http/errors.js";
import { badRequest, forbidden } from "../http/http-error.js";
import { requireUser } from "../http/require-user.js";
import { idParam, parseOrderBody, parseOrderListQuery, parseTrackQuery } from "../extension-rules.js";
import { parseQueryString } from "../query/parse-query-string.js";
import { orderJson } from "../orders/order-json.js";
import * as repo from "../orders/order-repo.js";
import { rateLimit } from "../http/rate-limit.js";

/** Requests per client address and minute. */
export interface OrderRateLimits {
  track: number;
  create: number;
}
export const DEFAULT_ORDER_RATE_LIMITS: OrderRateLimits = { track: 10, create: 20 };

const deny: RequestHandler = () => {
  throw forbidden();
};

/** The owner's list query, by the extension's rule (qs-parsed, as Strapi parses it); a 400 for anything else. */
function listQuery(url: string) {
  const params = parseOrderListQuery(parseQueryString(url));
  if (params.refused !== undefined) throw badRequest(params.refused);
  return { start: params.start, limit: params.limit, newestFirst: params.sort === "id:DESC", number: params.number };
}

/** `cashOnDeliveryMaxAed`: the largest total, in whole AED, that may be paid cash on delivery (COD_MAX_AED). */
export function ordersRouter(db: Db, limits: OrderRateLimits = DEFAULT_ORDER_RATE_LIMITS, cashOnDeliveryMaxAed = COD_MAX_AED_DEFAULT): Router {
  const router = Router();

  router.post("/orders", rateLimit("orders", { max: limits.create, intervalMs: 60_000 }), (req, res) => {
    const input = parseOrderBody(req.body);
    const user = currentUser(res);
    const placer = user ? { user: user.id } : { guestEmail: input.contact_email };
    const { order, created } = repo.placeOrder(db, placer, input, new Date().toISOString(), cashOnDeliveryMaxAed * 100);
    res.setHeader("X-Idempotent-Replay", created ? "false" : "true");
    res.json(orderJson(db, order));
  });

  router.get("/orders/track", rateLimit("track", { max: limits.track, intervalMs: 60_000 }), (req, res) => {
    const wanted = parseTrackQuery(parseQueryString(req.originalUrl));
    if (!wanted) throw badRequest("number and email are required");
    const order = repo.trackOrder(db, wanted.number, wanted.email);
    if (!order) return sendNotFound(res);
    res.json(orderJson(db, order));
  });

  router.get("/orders", (req, res) => {
    const user = requireUser(res);
    const q = listQuery(req.originalUrl);
    res.json(repo.listOwnOrders(db, { user: user.id, ...q }).map((row) => orderJson(db, row)));
  });

  router.get("/orders/count", (req, res) => {
    const user = requireUser(res);
    res.json(repo.countOwnOrders(db, user.id, listQuery(req.originalUrl).number));
  });

  router.get("/orders/:id", (req, res) => {
    const user = requireUser(res);
    const id = idParam(req.params.id);
    const order = id === undefined ? undefined : repo.findOwnOrder(db, user.id, id);
    if (!order) return sendNotFound(res);
    res.json(orderJson(db, order));
  });

  router.put("/orders/:id", deny);
  router.delete("/orders/:id", deny);
  return router;
}
