import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import compression from "compression";
import express, { type Express, type Request, type RequestHandler } from "express";
import type { Logger } from "pino";

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
export type ExecuteOperation = (operation: GraphQLOperation, req: Request) => Promise<GraphQLResult>;

export interface StorefrontDeps {
  execute: ExecuteOperation;
  publicOrigin: string;
}

/** Shape of the module the client's SSR build exports (client/src/server/ssr-handler.ts). */
interface SsrModule {
  createSsrHandler(deps: StorefrontDeps): RequestHandler;
}

export const CLIENT_DIR = fileURLToPath(new URL("../../../client/", import.meta.url));

export class StorefrontNotBuiltError extends Error {
  override name = "StorefrontNotBuiltError";
}

export async function mountStorefront(
  app: Express,
  opts: { dev: boolean; deps: StorefrontDeps; logger: Logger; clientDir?: string },
): Promise<() => Promise<void>> {
  const clientDir = opts.clientDir ?? CLIENT_DIR;
  if (opts.dev) return mountDev(app, clientDir, opts.deps);

  const serverEntry = join(clientDir, "build/server/index.js");
  if (!existsSync(serverEntry)) {
    throw new StorefrontNotBuiltError(`storefront is not built (${serverEntry} is missing): run "npm run build"`);
  }
  const mod = (await import(pathToFileURL(serverEntry).href)) as SsrModule;
  const assets = join(clientDir, "build/client");
  // HTML and bundles compress to a fifth of their size: on a phone's connection that is most of the load time.
  app.use(compression());
  // Fingerprinted bundles never change: cache for a year. Everything else in build/client briefly.
  app.use("/assets", express.static(join(assets, "assets"), { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static(assets, { maxAge: "1h", index: false }));
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
