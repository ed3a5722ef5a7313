import type { Request } from "express";
import type { AxiosInstance } from "axios";
import { CatalogClient, type SharedCatalogCaches } from "./backend/catalog-client.js";
import { AccountClient } from "./backend/account-client.js";
import type { AttemptKind, AttemptLimiter } from "./guards/attempt-limiter.js";
import type { SellerDetails } from "./modules/shop/seller-config.js";
import { sessionCookie, sessionFromCookie, type SessionCookie } from "./http/session-cookie.js";

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
  /** The shopper's account, addresses and orders, called with the request's bearer token (if any). */
  account: AccountClient;
  /** The seller's legal and bank details, from configuration. */
  seller: SellerDetails;
  /** The credential this request carries (Bearer token, else the `session` cookie): caches treat it as personal. */
  credential: string | undefined;
  /** The `session` cookie on this request's response: set by the mutations that sign in, cleared by logout. */
  session: SessionCookie;
  /** Counts a sign-in-like attempt from this client address; throws RATE_LIMITED when over the limit. */
  limitAttempt(kind: AttemptKind): Promise<void>;
}

export interface ContextDeps {
  http: AxiosInstance;
  shared: SharedCatalogCaches;
  publicOrigin: string;
  assetBase: string;
  attempts: AttemptLimiter;
  seller: SellerDetails;
  /** Whether the session cookie is Secure (the shop is served over https). */
  secureCookies: boolean;
}

/** `Authorization: Bearer <token>` as sent: the token only, never decoded here (the backend verifies it). */
export function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined || header.trim() === "") return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  // A malformed header is still a credential the backend must refuse (401), never silently "signed out".
  return match ? match[1] : header.trim();
}

export function createContextFactory(deps: ContextDeps) {
  return (req: Request | undefined): GatewayContext => {
    // The header wins: an app or the browser client says which token it means; a form post has only the cookie.
    const credential = bearerToken(req?.headers.authorization) ?? sessionFromCookie(req);
    return {
      catalog: new CatalogClient(deps.http, deps.shared),
      publicOrigin: deps.publicOrigin,
      assetBase: deps.assetBase,
      cookies: (req?.cookies as Record<string, string> | undefined) ?? {},
      requestId: String(req?.id ?? ""),
      account: new AccountClient(deps.http, credential),
      seller: deps.seller,
      credential,
      session: sessionCookie(req?.res, deps.secureCookies),
      limitAttempt: (kind) => deps.attempts.consume(kind, req?.ip ?? "unknown"),
    };
  };
}
