import express, { type ErrorRequestHandler, type Request } from "express";
import cookieParser from "cookie-parser";
import { fileURLToPath } from "node:url";
import { expressMiddleware } from "@as-integrations/express5";
import type { Logger } from "pino";
import type { GatewayConfig } from "./config.js";
import { createBackendHttp } from "./backend/http.js";
import { createSharedCache } from "./cache/shared-cache.js";
import { SharedValue } from "./cache/shared-value.js";
import type { RestBrand, RestProductCategory } from "./backend/rest-types.js";
import { createContextFactory, type GatewayContext } from "./context.js";
import { createApollo } from "./graphql/apollo.js";
import { graphqlBody } from "./plugins/graphql-body.js";
import { healthRoutes } from "./http/health.routes.js";
import { logBackendFailures, sendRequestId } from "./backend/backend-call-log.js";
import { requestLog } from "./observability/request-log.js";
import { startTracing } from "./observability/tracing.js";
import { gatewayMetrics } from "./observability/gateway-metrics.js";
import { instrumentBackend } from "./observability/backend-metrics.js";
import { localeSupport } from "./backend/locale-support.js";
import { uploadsProxy } from "./http/uploads-proxy.js";
import { mountStorefront, type ExecuteOperation } from "./ssr/storefront.js";
import { AttemptLimiter } from "./guards/attempt-limiter.js";
import compression from "compression";
import { wholeBodyCompression } from "./http/whole-body-compression.js";
import { graphqlMicroCache } from "./cache/micro-cache.js";
import { apiSecurityHeaders, originsOf, PUBLIC_IMAGE_CORP, runAll, explorerCsp, securityHeaders } from "./http/security-headers.js";
import { seoRoutes } from "./http/seo.routes.js";
import { Mailer } from "./mail/mailer.js";
import { OrderConfirmations } from "./modules/orders/index.js";
import { createEDocuments } from "./modules/einvoicing/index.js";
import { einvoiceRoutes } from "./http/einvoice.routes.js";
import { ResetMailHealth } from "./modules/account/index.js";
import { SearchCatalog, SearchWorker, CatalogEvents, asSearchClient } from "./modules/search/index.js";
import { CachePurge } from "./cache/cache-purge.js";
import { webhookRoutes } from "./http/webhooks.routes.js";
import { sameOriginPosts } from "./http/same-origin-posts.js";
import { storefrontBodies } from "./http/storefront-bodies.js";
import { taxDocumentRoutes } from "./http/tax-document.routes.js";
import { quoteDocumentRoutes } from "./http/quote-document.routes.js";
import { FORM_BODY_MAX_BYTES } from "./http/body-limits.js";
import { varyOnLocale } from "./http/vary-on-locale.js";
import { graphqlExplorer } from "./http/graphql-explorer.js";
import { DEFAULT_LOCALE, localeFromAcceptLanguage, type Locale } from "./i18n/request-locale.js";
import type { TaxonomyNames } from "./backend/localized-catalog.js";

const PUBLIC_DIR = fileURLToPath(new URL("../public/", import.meta.url));

/** Builds the whole gateway without listening, so tests can start it on port 0. */
export async function createApp(config: GatewayConfig, logger: Logger) {
  const http = createBackendHttp(
    {
      baseURL: config.backendUrl,
      timeoutMs: config.backendTimeoutMs,
      retries: config.backendRetries,
      breaker: {
        resetTimeoutMs: config.backendBreakerResetMs,
        errorThresholdPercentage: config.backendBreakerThresholdPercent,
        volumeThreshold: config.backendBreakerVolume,
      },
    },
    logger,
  );
  logBackendFailures(http, logger);
  sendRequestId(http);
  // Off (and no OpenTelemetry code loaded) without OTEL_EXPORTER_OTLP_ENDPOINT.
  const tracing = await startTracing(config.tracing, logger);
  tracing.instrumentBackend(http);
  localeSupport(http).logTo(logger);
  // One key-value cache for the process (APQ, anonymous responses, brands and categories); Redis with REDIS_URL.
  const sharedCache = await createSharedCache({ redisUrl: config.redisUrl }, logger);
  // Prometheus metrics and the channels' budgets (observability/gateway-metrics.ts; /metrics needs a token or its own port).
  const observability = gatewayMetrics(config, sharedCache.redisClient);
  const { metrics } = observability;
  instrumentBackend(http, metrics);
  if (sharedCache.localBytes) metrics.cacheBytes("response")(sharedCache.localBytes);
  const taxonomyLookups = metrics.cacheLayer("taxonomy");
  const shared = {
    brands: new SharedValue<RestBrand[]>(sharedCache.cache, "taxonomy:brands", config.taxonomyTtlSeconds, taxonomyLookups),
    categories: new SharedValue<RestProductCategory[]>(sharedCache.cache, "taxonomy:categories", config.taxonomyTtlSeconds, taxonomyLookups),
    // Per locale (the key): translated names and the products hidden in a language, purged with the taxonomy.
    hidden: new SharedValue<number[]>(sharedCache.cache, "taxonomy:hidden-products", config.taxonomyTtlSeconds, taxonomyLookups),
    names: new SharedValue<TaxonomyNames>(sharedCache.cache, "taxonomy:names", config.taxonomyTtlSeconds, taxonomyLookups),
  };
  const attempts = new AttemptLimiter(config.authRateLimit, config.orderRateLimit, config.contactRateLimit, sharedCache.redisClient);
  const mailer = new Mailer(config.mail, logger, config.nodeEnv === "production");
  const confirmations = new OrderConfirmations({ mailer, seller: config.seller, publicOrigin: config.publicOrigin });
  // PINT AE e-documents of company orders (modules/einvoicing): statuses in Redis with REDIS_URL, else in the outbox.
  const eDocuments = createEDocuments({ config: config.einvoice, seller: config.seller, redis: sharedCache.redisClient, logger });
  void eDocuments.sweep().catch((err) => logger.error({ err }, "e-invoice sweep failed"));
  // The index's scoring runs in a thread of its own (modules/search/search-worker.ts), off the one serving requests.
  const searchWorker = config.searchIndex ? new SearchWorker(logger) : undefined;
  const search = searchWorker
    ? new SearchCatalog({
        http,
        logger,
        resyncMinutes: config.searchResyncMinutes,
        readyWaitSeconds: config.searchReadyWaitSeconds,
        scorer: () => searchWorker.scorer(),
      })
    : undefined;
  search?.start();
  // Catalogue changes (Strapi webhooks) update the index and empty every cache that could show the old entry.
  const purge = new CachePurge(sharedCache, logger);
  const events = new CatalogEvents({ search, purge, redis: sharedCache.redis, logger });
  events.start();
  metrics.read({
    indexSize: () => search?.current()?.size ?? null,
    freshness: () => events.freshness(),
    mail: () => mailer,
    eDocuments: () => eDocuments.metrics(),
  });
  const onPurge = (fn: () => void) => purge.add(fn);
  const contextFor = createContextFactory({
    http,
    shared,
    publicOrigin: config.publicOrigin,
    assetBase: config.publicOrigin,
    attempts,
    seller: config.seller,
    mailer,
    confirmations,
    eDocuments,
    shopInbox: config.mail.shopInbox,
    resetMailHealth: new ResetMailHealth(Date.now, logger),
    cashOnDeliveryMaxFils: config.cashOnDeliveryMaxAed * 100,
    searchIndex: () => search?.current() ?? null,
    secureCookies: config.publicOrigin.startsWith("https:"),
  });
  // One context per HTTP request and locale, shared by all the operations an SSR page runs, so they share DataLoaders.
  const contexts = new WeakMap<Request, Map<Locale, GatewayContext>>();
  const context = (req: Request, locale: Locale = localeFromAcceptLanguage(req.headers["accept-language"])) => {
    let byLocale = contexts.get(req);
    if (!byLocale) contexts.set(req, (byLocale = new Map()));
    let ctx = byLocale.get(locale);
    if (!ctx) byLocale.set(locale, (ctx = contextFor(req, locale)));
    return ctx;
  };

  const apollo = createApollo(config, logger, sharedCache.cache, [...tracing.apolloPlugins, observability.apolloPlugin]);
  await apollo.start();

  const app = express();
  app.disable("x-powered-by");
  // Only these peers may say who the shopper is (X-Forwarded-For): req.ip keys the attempt limits.
  app.set("trust proxy", config.trustProxy);
  // One line per request, and the request's id on every line it writes (observability/request-log.ts).
  app.use(requestLog(logger));
  app.use(tracing.requests);
  app.use(observability.observe);
  // Search's budget counts each client address's searches (req.ip, after `trust proxy`).
  app.use((req, _res, next) => asSearchClient(req.ip ?? "unknown", next));
  // HTML, scripts, styles and GraphQL answers compress to a fifth of their size or less: on a phone's connection
  // that is most of the load time (gzip, or whatever the client accepts; skipped below 1 KB and for images).
  // GraphQL answers are compressed whole, in one call, by the /graphql chain below (whole-body-compression.ts).
  const compress = compression();
  app.use((req, res, next) => (req.path === "/graphql" ? next() : compress(req, res, next)));
  // Pages get the nonce-based policy; /graphql gets the API's static one (or the explorer's, on GET).
  const pageHeaders = securityHeaders({
    publicOrigin: config.publicOrigin,
    viteDev: config.storefront === "development",
    thirdPartyOrigins: originsOf([config.shell.analyticsScriptUrl, config.shell.liveChatScriptUrl]),
  });
  const apiHeaders = apiSecurityHeaders({ publicOrigin: config.publicOrigin });
  const explorerHeaders = [apiHeaders, explorerCsp()];
  app.use((req, res, next) => {
    if (req.path !== "/graphql") return runAll(pageHeaders, req, res, next);
    return runAll(req.method === "GET" ? explorerHeaders : [apiHeaders], req, res, next);
  });
  app.use(cookieParser());
  // While draining (see index.ts), every answer closes its connection: a kept-alive client reconnects, and the
  // load balancer, which already sees /readyz fail, sends it to another instance.
  let draining = false;
  app.use((_req, res, next) => {
    if (draining) res.setHeader("Connection", "close");
    next();
  });
  app.use(observability.routes);
  app.use(
    healthRoutes(
      http,
      () => draining,
      search,
      () => events.freshness(),
    ),
  );
  if (config.strapiWebhookSecret)
    app.use(webhookRoutes({ secret: config.strapiWebhookSecret, events, logger, orders: (body) => eDocuments.receiveWebhook(body) }));
  if (config.graphqlExplorer) app.use(graphqlExplorer());
  app.use(
    "/graphql",
    ...observability.graphql,
    varyOnLocale,
    wholeBodyCompression(),
    ...graphqlBody(config.graphqlLimits.maxBodyBytes),
    graphqlMicroCache({
      maxAgeSeconds: Math.min(config.microCacheSeconds, config.cacheTtlSeconds),
      onPurge,
      onLookup: metrics.cacheLayer("graphql_micro"),
      onSize: metrics.cacheBytes("graphql_micro"),
    }),
    tracing.operations,
    expressMiddleware(apollo, { context: async ({ req }) => context(req) }),
  );
  app.use("/uploads", uploadsProxy(config.backendUrl, config.backendTimeoutMs));
  // The placeholder and share images are public too (their URLs come from the API, like /uploads).
  app.use(
    "/static",
    express.static(PUBLIC_DIR, { maxAge: "1d", index: false, setHeaders: (res) => res.setHeader("Cross-Origin-Resource-Policy", PUBLIC_IMAGE_CORP) }),
  );

  // A page's language comes from its URL, never from the browser's header: without one, the page is English.
  const execute: ExecuteOperation = async (operation, req, locale = DEFAULT_LOCALE) => {
    const response = await tracing.operation(() => apollo.executeOperation(operation, { contextValue: context(req, locale) }));
    if (response.body.kind !== "single") throw new Error("Incremental delivery is not supported during SSR");
    return response.body.singleResult as Awaited<ReturnType<ExecuteOperation>>;
  };
  // sitemap.xml and robots.txt answer before the storefront's catch-all SSR handler.
  app.use(seoRoutes({ execute, publicOrigin: config.publicOrigin, logger, onPurge }));
  // The storefront's forms post to route actions: only from the shop's own pages.
  app.use(sameOriginPosts(config.publicOrigin));
  // ...and only as forms, and small (http/body-limits.ts): React Router would read any body whole.
  app.use(storefrontBodies(FORM_BODY_MAX_BYTES));
  // The tax invoice and credit note PDFs, of the shopper's own orders (or a guest's by number and e-mail).
  app.use(taxDocumentRoutes({ context }));
  // A request for quote's PDF, the owner's (or a guest's by number and contact e-mail).
  app.use(quoteDocumentRoutes({ context }));
  // The PINT AE XML downloads (owner-scoped GETs, the guest's form POST), before the storefront's pages.
  app.use(einvoiceRoutes({ context: (req) => context(req) }));
  const mode = config.storefront;
  if (mode !== "none") app.use(observability.pages);
  const closeStorefront =
    mode === "none"
      ? async () => {}
      : await mountStorefront(app, {
          dev: mode === "development",
          deps: { execute, publicOrigin: config.publicOrigin, shell: config.shell, logError: (err, message) => logger.error({ err }, message) },
          logger,
          pageCacheSeconds: config.pageMicroCacheSeconds,
          onPurge,
          onPageCacheLookup: metrics.cacheLayer("page_micro"),
          onPageCacheSize: metrics.cacheBytes("page_micro"),
          renderLimits: config.ssrRenderLimits,
        });

  app.use((_req, res) => {
    res.status(404).type("text/plain").send("Not Found");
  });
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    logger.error({ err: error }, "request failed");
    if (res.headersSent) return void res.destroy();
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
    res.status(status).json({ error: status === 500 ? "Internal Server Error" : String(error.message ?? "Bad Request") });
  };
  app.use(onError);

  return {
    app,
    apollo,
    /** Readiness fails from now on and answers close their connections; requests are still served. */
    beginDrain() {
      draining = true;
    },
    /** The search index's holder; undefined with SEARCH_INDEX=false. */
    search,
    /** The e-documents (their `metrics()`: outbox depth, failures; operations reads them). */
    eDocuments,
    /** The Prometheus registry and series (index.ts serves them on METRICS_PORT; `metrics.read` takes more sources). */
    metrics,
    async close() {
      search?.stop();
      await searchWorker?.close();
      events.stop();
      eDocuments.close();
      await closeStorefront();
      await apollo.stop();
      await sharedCache.close();
      mailer.close();
      http.circuit.shutdown();
      await tracing.shutdown();
    },
  };
}
