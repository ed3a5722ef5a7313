import express, { type ErrorRequestHandler, type Request } from "express";
import cookieParser from "cookie-parser";
import { pinoHttp } from "pino-http";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { expressMiddleware } from "@as-integrations/express5";
import type { Logger } from "pino";
import type { GatewayConfig } from "./config.js";
import { createBackendHttp } from "./backend/http.js";
import { TtlCache } from "./backend/ttl-cache.js";
import type { RestBrand, RestProductCategory } from "./backend/rest-types.js";
import { createContextFactory, type GatewayContext } from "./context.js";
import { createApollo } from "./graphql/apollo.js";
import { healthRoutes } from "./http/health.routes.js";
import { uploadsProxy } from "./http/uploads-proxy.js";
import { mountStorefront, type ExecuteOperation } from "./ssr/storefront.js";

export interface GatewayOptions {
  /** Milliseconds the shared brand and category lists are cached in process. */
  taxonomyTtlMs?: number;
}

const PUBLIC_DIR = fileURLToPath(new URL("../public/", import.meta.url));

/** Builds the whole gateway without listening, so tests can start it on port 0. */
export async function createApp(config: GatewayConfig, logger: Logger, options: GatewayOptions = {}) {
  const http = createBackendHttp({ baseURL: config.backendUrl, timeoutMs: config.backendTimeoutMs });
  const shared = {
    brands: new TtlCache<RestBrand[]>(options.taxonomyTtlMs ?? 60_000),
    categories: new TtlCache<RestProductCategory[]>(options.taxonomyTtlMs ?? 60_000),
  };
  const contextFor = createContextFactory({ http, shared, publicOrigin: config.publicOrigin, assetBase: config.publicOrigin });
  // One context per HTTP request, shared by all the operations an SSR page runs, so they share DataLoaders.
  const contexts = new WeakMap<Request, GatewayContext>();
  const context = (req: Request) => {
    let ctx = contexts.get(req);
    if (!ctx) contexts.set(req, (ctx = contextFor(req)));
    return ctx;
  };

  const apollo = createApollo(config, logger);
  await apollo.start();

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = (req.headers["x-request-id"] as string | undefined)?.slice(0, 64) || randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === "/healthz" || /^\/(assets|uploads|static|src|node_modules|@[\w-]+)\//.test(req.url ?? "") },
      // One compact line per request; headers (cookies, tokens) are never logged.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(cookieParser());
  app.use(healthRoutes(http));
  app.use(
    "/graphql",
    express.json({ limit: "100kb" }),
    expressMiddleware(apollo, { context: async ({ req }) => context(req) }),
  );
  app.use("/uploads", uploadsProxy(config.backendUrl, config.backendTimeoutMs));
  app.use("/static", express.static(PUBLIC_DIR, { maxAge: "1d", index: false }));

  const execute: ExecuteOperation = async (operation, req) => {
    const response = await apollo.executeOperation(operation, { contextValue: context(req) });
    if (response.body.kind !== "single") throw new Error("Incremental delivery is not supported during SSR");
    return response.body.singleResult as Awaited<ReturnType<ExecuteOperation>>;
  };
  const mode = config.storefront;
  const closeStorefront =
    mode === "none"
      ? async () => {}
      : await mountStorefront(app, { dev: mode === "development", deps: { execute, publicOrigin: config.publicOrigin }, logger });

  app.use((_req, res) => {
    res.status(404).type("text/plain").send("Not Found");
  });
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    req.log?.error({ err: error }, "request failed");
    if (res.headersSent) return void res.destroy();
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
    res.status(status).json({ error: status === 500 ? "Internal Server Error" : String(error.message ?? "Bad Request") });
  };
  app.use(onError);

  return {
    app,
    apollo,
    async close() {
      await closeStorefront();
      await apollo.stop();
    },
  };
}
