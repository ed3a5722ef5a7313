import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Express, Request, RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { pageMicroCache, type SharedPages } from "./page-micro-cache.js";
import { renderGate, type RenderGateOptions } from "./render-gate.js";
import type { Logger } from "pino";
import type { ShellConfig } from "../config.js";
import type { Locale } from "../i18n/request-locale.js";

// The storefront (client/) is rendered by this process: its SSR build exports `createSsrHandler`, given a way to
// run GraphQL operations in process (no HTTP hop) with the same per-request context as /graphql.

export interface GraphQLOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}
export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
}
/**
 * Runs one operation with the request's context. `locale` is the page's language (from its URL); without it the
 * operation is English, whatever the browser's Accept-Language says.
 */
export type ExecuteOperation = (operation: GraphQLOperation, req: Request, locale?: Locale) => Promise<GraphQLResult>;

export interface StorefrontDeps {
  execute: ExecuteOperation;
  publicOrigin: string;
  /** Optional shell features (WhatsApp link, third-party scripts), passed to the root loader. */
  shell: ShellConfig;
  /** Where a page's failed loader, action or render is written (the gateway's log). */
  logError: (error: unknown, message: string) => void;
}

/** Shape of the module the client's SSR build exports (client/src/server/ssr-handler.ts). */
interface SsrModule {
  createSsrHandler(deps: StorefrontDeps): RequestHandler;
  sharedPages: SharedPages;
}

export const CLIENT_DIR = fileURLToPath(new URL("../../../client/", import.meta.url));

export class StorefrontNotBuiltError extends Error {
  override name = "StorefrontNotBuiltError";
}

export async function mountStorefront(
  app: Express,
  opts: {
    dev: boolean;
    deps: StorefrontDeps;
    logger: Logger;
    clientDir?: string;
    pageCacheSeconds?: number;
    onPurge?: (purge: () => void) => void;
    /** Told of each page micro-cache lookup, hit or miss (the metrics). */
    onPageCacheLookup?: (hit: boolean) => void;
    onPageCacheSize?: (bytes: () => number) => void;
    /** Renders at once and waiting (SSR_* settings); beyond them a page request is answered 503. */
    renderLimits: Omit<RenderGateOptions, "onShed">;
  },
): Promise<() => Promise<void>> {
  const clientDir = opts.clientDir ?? CLIENT_DIR;
  if (opts.dev) return mountDev(app, clientDir, opts.deps);

  const serverEntry = join(clientDir, "build/server/index.js");
  if (!existsSync(serverEntry)) {
    throw new StorefrontNotBuiltError(`storefront is not built (${serverEntry} is missing): run "npm run build"`);
  }
  const mod = (await import(pathToFileURL(serverEntry).href)) as SsrModule;
  const assets = join(clientDir, "build/client");
  // Fingerprinted bundles never change: cache for a year. Everything else in build/client briefly. The build
  // wrote each bundle precompressed (.br Brotli 11, .gz Zopfli; client/build-tools/precompress.ts): the file the
  // browser accepts is sent as is (Vary: Accept-Encoding), and the compression middleware leaves it alone.
  const precompressed = (dir: string, caching: { immutable?: boolean; maxAge: string }) =>
    expressStaticGzip(dir, { enableBrotli: true, orderPreference: ["br", "gzip"], index: false, serveStatic: { ...caching, index: false } });
  app.use("/assets", precompressed(join(assets, "assets"), { immutable: true, maxAge: "1y" }));
  app.use(precompressed(assets, { maxAge: "1h" }));
  app.use(
    pageMicroCache({
      maxAgeSeconds: opts.pageCacheSeconds ?? 0,
      onPurge: opts.onPurge,
      onLookup: opts.onPageCacheLookup,
      onSize: opts.onPageCacheSize,
      shared: mod.sharedPages,
    }),
  );
  // After the page micro-cache (a stored page costs no render) and before the renderer.
  app.use(renderGate({ clientRefusalDelayMs: 1000, ...opts.renderLimits }));
  app.use(mod.createSsrHandler(opts.deps));
  return async () => {};
}

async function mountDev(app: Express, clientDir: string, deps: StorefrontDeps): Promise<() => Promise<void>> {
  const vite = await import("vite");
  const server = await vite.createServer({ root: clientDir, server: { middlewareMode: true }, appType: "custom" });
  app.use(server.middlewares);
  app.use(async (req, res, next) => {
    try {
      // Loaded per request so edits to routes and components apply without a restart.
      const mod = (await server.ssrLoadModule("./src/server/ssr-handler.ts")) as SsrModule;
      await mod.createSsrHandler(deps)(req, res, next);
    } catch (error) {
      next(error);
    }
  });
  return () => server.close();
}
