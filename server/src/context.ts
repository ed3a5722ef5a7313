import type { Request } from "express";
import type { AxiosInstance } from "axios";
import { CatalogClient, type SharedCatalogCaches } from "./backend/catalog-client.js";
import { AccountClient } from "./backend/account-client.js";
import type { AttemptKind, AttemptLimiter } from "./guards/attempt-limiter.js";
import type { SellerDetails } from "./modules/shop/seller-config.js";
import type { Mailer } from "./mail/mailer.js";
import type { OrderConfirmations } from "./modules/orders/order-confirmations.js";
import type { ResetMailHealth } from "./modules/account/reset-mail-health.js";

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
  /** Largest order total, in fils, that may be paid cash on delivery. */
  cashOnDeliveryMaxFils: number;
  /**
   * Counts an attempt from this client address, or on `key` when given (an order number, `account:<id>`); throws
   * RATE_LIMITED when over the limit.
   */
  limitAttempt(kind: AttemptKind, key?: string): Promise<void>;
  /** The one way to send e-mail (mail/mailer.ts). */
  mailer: Mailer;
  /** Sends each placed order's confirmation once. */
  confirmations: OrderConfirmations;
  /** Where contact messages go (SHOP_INBOX). */
  shopInbox: string;
  /** Whether the backend's reset e-mail failed lately (answers stay the same for every address meanwhile). */
  resetMailHealth: ResetMailHealth;
}

export interface ContextDeps {
  http: AxiosInstance;
  shared: SharedCatalogCaches;
  publicOrigin: string;
  assetBase: string;
  attempts: AttemptLimiter;
  seller: SellerDetails;
  mailer: Mailer;
  confirmations: OrderConfirmations;
  shopInbox: string;
  resetMailHealth: ResetMailHealth;
  cashOnDeliveryMaxFils: number;
}

/** `Authorization: Bearer <token>` as sent: the token only, never decoded here (the backend verifies it). */
export function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined || header.trim() === "") return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  // A malformed header is still a credential the backend must refuse (401), never silently "signed out".
  return match ? match[1] : header.trim();
}

export function createContextFactory(deps: ContextDeps) {
  return (req: Request | undefined): GatewayContext => ({
    catalog: new CatalogClient(deps.http, deps.shared),
    publicOrigin: deps.publicOrigin,
    assetBase: deps.assetBase,
    cookies: (req?.cookies as Record<string, string> | undefined) ?? {},
    requestId: String(req?.id ?? ""),
    account: new AccountClient(deps.http, bearerToken(req?.headers.authorization), req?.ip),
    seller: deps.seller,
    cashOnDeliveryMaxFils: deps.cashOnDeliveryMaxFils,
    limitAttempt: (kind, key) => deps.attempts.consume(kind, key ?? req?.ip ?? "unknown"),
    mailer: deps.mailer,
    confirmations: deps.confirmations,
    shopInbox: deps.shopInbox,
    resetMailHealth: deps.resetMailHealth,
  });
}
