import type { Request } from "express";
import type { AxiosInstance } from "axios";
import { CatalogClient, type SharedCatalogCaches } from "./backend/catalog-client.js";
import { AccountClient } from "./backend/account-client.js";
import type { AttemptKind, AttemptLimiter } from "./guards/attempt-limiter.js";
import type { SellerDetails } from "./modules/shop/index.js";
import type { Mailer } from "./mail/mailer.js";
import type { OrderConfirmations } from "./modules/orders/index.js";
import type { ResetMailHealth } from "./modules/account/index.js";
import type { EDocuments } from "./modules/einvoicing/index.js";
import type { IndexedListing } from "./modules/catalog/index.js";
import { listingFrom, type ProductIndex } from "./modules/search/index.js";
import { sessionCookie, sessionFromCookie, type SessionCookie } from "./http/session-cookie.js";
import { localeFromAcceptLanguage, type Locale } from "./i18n/request-locale.js";

/** What every resolver receives. Built per request (HTTP or in-process SSR) by `createContextFactory`. */
export interface GatewayContext {
  /**
   * The operation's language: the `Accept-Language` header reduced to the shop's locales (the SSR path passes
   * the page's). Formatting and translated catalogue text follow it; every cache of locale-dependent data keys on it.
   */
  locale: Locale;
  catalog: CatalogClient;
  /** Absolute origin the shop is served from (for placeholder and canonical URLs). */
  publicOrigin: string;
  /** Base for making the backend's relative media URLs absolute. */
  assetBase: string;
  requestId: string;
  /** The shopper's account, addresses and orders, called with the request's bearer token (if any). */
  account: AccountClient;
  /** The seller's legal and bank details, from configuration. */
  seller: SellerDetails;
  /** The credential this request carries (Bearer token, else the `session` cookie): caches treat it as personal. */
  credential: string | undefined;
  /** The `session` cookie on this request's response: set by the mutations that sign in, cleared by logout. */
  session: SessionCookie;
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
  /** The PINT AE e-documents of company orders: prepared, sent to the provider, their statuses (modules/einvoicing). */
  eDocuments: EDocuments;
  /** Where contact messages go (SHOP_INBOX). */
  shopInbox: string;
  /** Whether the backend's reset e-mail failed lately (answers stay the same for every address meanwhile). */
  resetMailHealth: ResetMailHealth;
  /** The search index of the active catalogue, or null while it is not built (or disabled): use the backend. */
  searchIndex(): ProductIndex | null;
  /**
   * The same index as catalog's listing port (modules/catalog/indexed-listing.ts), or null: catalog owns listing
   * and never imports search, so the index reaches it from here.
   */
  indexedListing(): IndexedListing | null;
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
  eDocuments: EDocuments;
  shopInbox: string;
  resetMailHealth: ResetMailHealth;
  cashOnDeliveryMaxFils: number;
  searchIndex?: () => ProductIndex | null;
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

/** `locale` overrides the request's Accept-Language (server rendering passes the page's language). */
export function createContextFactory(deps: ContextDeps) {
  const searchIndex = deps.searchIndex ?? (() => null);
  return (req: Request | undefined, locale?: Locale): GatewayContext => {
    // The header wins: an app or the browser client says which token it means; a form post has only the cookie.
    const credential = bearerToken(req?.headers.authorization) ?? sessionFromCookie(req);
    const operationLocale = locale ?? localeFromAcceptLanguage(req?.headers["accept-language"]);
    return {
      locale: operationLocale,
      catalog: new CatalogClient(deps.http, deps.shared, operationLocale),
      publicOrigin: deps.publicOrigin,
      assetBase: deps.assetBase,
      requestId: String(req?.id ?? ""),
      account: new AccountClient(deps.http, credential, req?.ip),
      seller: deps.seller,
      credential,
      session: sessionCookie(req?.res, deps.secureCookies),
      cashOnDeliveryMaxFils: deps.cashOnDeliveryMaxFils,
      limitAttempt: (kind, key) => deps.attempts.consume(kind, key ?? req?.ip ?? "unknown"),
      mailer: deps.mailer,
      confirmations: deps.confirmations,
      eDocuments: deps.eDocuments,
      shopInbox: deps.shopInbox,
      resetMailHealth: deps.resetMailHealth,
      searchIndex,
      indexedListing: () => listingFrom(searchIndex()),
    };
  };
}
