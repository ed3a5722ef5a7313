// The stand-in's HTTP surface: a Strapi 3.6-compatible REST app over an open SQLite database. No listen here,
// so tests and the process entry decide how to serve it.
import express from "express";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Db } from "./db/open.js";
import { authenticate } from "./http/authenticate.js";
import { errorHandler, notFound } from "./http/errors.js";
import { requestLog, type Logger } from "./http/request-log.js";
import { strapiHeaders } from "./http/strapi-headers.js";
import { authRouter } from "./routes/auth-routes.js";
import { catalogRouters } from "./routes/catalog-routes.js";
import { usersRouter } from "./routes/users-routes.js";
import { addressesRouter } from "./routes/addresses-routes.js";
import { resetMailer, type MailSettings } from "./users/reset-mail.js";
import { ordersRouter, type OrderRateLimits, DEFAULT_ORDER_RATE_LIMITS } from "./routes/orders-routes.js";
import { adminProductsRouter } from "./routes/admin-products-routes.js";
import { adminOrdersRouter } from "./routes/admin-orders-routes.js";
import { adminQuotesRouter } from "./routes/admin-quotes-routes.js";
import { quotesRouter } from "./routes/quotes-routes.js";
import type { WebhookConfig } from "./webhooks/webhook-sender.js";

export interface BackendAppOptions {
  db: Db;
  uploadsDir: string;
  jwtSecret: string;
  log?: Logger;
  /** Where the password-reset link points (the storefront's reset page); the code is appended. */
  resetUrl?: string;
  /** How the reset e-mail goes out: SMTP, or .eml files in an outbox folder (default: one in the temp folder). */
  mail?: MailSettings;
  /** Per client address and minute: guesses at `/orders/track` and `/quotes/track`, new orders, quotes and acceptances. */
  rateLimits?: OrderRateLimits;
  /** The largest order total, in whole AED, that may be paid cash on delivery (default: shop-rules'). */
  cashOnDeliveryMaxAed?: number;
  /** Enables the admin routes (products: create, update, delete; orders: status changes; quotes: the shop's answer) for this bearer token. */
  adminToken?: string;
  /** Where catalogue changes are announced, as Strapi's webhooks. */
  webhooks?: WebhookConfig;
}

export const DEFAULT_RESET_URL = "http://localhost:4000/account/reset-password";

/** Seeded images never change under the same name (the name carries a content hash), so caches may keep them. */
const UPLOADS_MAX_AGE = "365d";

export function createBackendApp(opts: BackendAppOptions): express.Express {
  const { db, jwtSecret, log } = opts;
  const app = express();
  app.disable("x-powered-by");
  app.disable("etag");
  // Queries are parsed per route with qs and hard limits (query/parse-query-string.ts), never by Express.
  app.set("query parser", false);
  // The gateway tells the shopper's address in X-Forwarded-For; only a peer on this host or a private network
  // may (the rate limits count per address).
  app.set("trust proxy", "loopback, uniquelocal");

  app.use(requestLog(log));
  app.use(strapiHeaders());
  app.get("/_health", (_req, res) => {
    res.json({ ok: true });
  });
  app.use("/uploads", express.static(opts.uploadsDir, { maxAge: UPLOADS_MAX_AGE, immutable: true, index: false, redirect: false }));
  app.use(express.json({ limit: "1mb" }));
  app.use(express.urlencoded({ extended: false, limit: "1mb" }));
  // The admin token is no users-permissions JWT, so its routes answer before the JWT check.
  if (opts.adminToken) {
    app.use(adminProductsRouter(db, opts.adminToken, opts.webhooks));
    app.use(adminOrdersRouter(db, opts.adminToken, opts.webhooks));
    app.use(adminQuotesRouter(db, opts.adminToken, opts.webhooks));
  }
  app.use(authenticate(db, jwtSecret));
  for (const router of catalogRouters(db)) app.use(router);
  app.use(
    authRouter(
      db,
      jwtSecret,
      resetMailer(opts.mail ?? { from: "ProAV Shop <sales@proavshop.ae>", outboxDir: join(tmpdir(), "shop-backend-outbox") }, log),
      opts.resetUrl ?? DEFAULT_RESET_URL,
    ),
  );
  app.use(usersRouter(db));
  app.use(addressesRouter(db));
  app.use(ordersRouter(db, opts.rateLimits ?? DEFAULT_ORDER_RATE_LIMITS, opts.cashOnDeliveryMaxAed));
  app.use(quotesRouter(db, opts.rateLimits ?? DEFAULT_ORDER_RATE_LIMITS));
  app.use(notFound);
  app.use(errorHandler(log));
  return app;
}
