import type { Request } from "express";
import type { AxiosInstance } from "axios";
import { CatalogClient, type SharedCatalogCaches } from "./backend/catalog-client.js";

/** What every resolver receives. Built per request (HTTP or in-process SSR) by `createContextFactory`. */
export interface GatewayContext {
  catalog: CatalogClient;
  /** Absolute origin the shop is served from (for placeholder and canonical URLs). */
  publicOrigin: string;
  /** Base for making the backend's relative media URLs absolute. */
  assetBase: string;
  /** The storefront cookies as received (cart, wishlist, compare); parsed by the modules that use them. */
  cookies: Record<string, string>;
  requestId: string;
}

export interface ContextDeps {
  http: AxiosInstance;
  shared: SharedCatalogCaches;
  publicOrigin: string;
  assetBase: string;
}

export function createContextFactory(deps: ContextDeps) {
  return (req: Request | undefined): GatewayContext => ({
    catalog: new CatalogClient(deps.http, deps.shared),
    publicOrigin: deps.publicOrigin,
    assetBase: deps.assetBase,
    cookies: (req?.cookies as Record<string, string> | undefined) ?? {},
    requestId: String(req?.id ?? ""),
  });
}
