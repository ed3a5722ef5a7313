import { createRequestHandler } from "@react-router/express";
import type { Request, RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { ApolloClient } from "@apollo/client";
import { createServerClient } from "../lib/apollo/server-client";
import type { InProcessExecute, InProcessResult } from "../lib/apollo/in-process-link";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from "../lib/i18n/config";
import { localeFromPath } from "../lib/i18n/localized-path";
import { serverI18n } from "../lib/i18n/server-i18n.server";
import { parseShopCookies } from "@proav/shop-rules";
import { spotView } from "../lib/shop-state/personal-spots";
import { isSharedPage } from "../app/shared-pages";
import { personalisePage } from "./personalise-page";

// Entry of the storefront's SSR build. The gateway imports this module and gives it a way to run GraphQL
// operations in process; everything React Router needs for one request is made here, per request.

declare module "react-router" {
  interface AppLoadContext {
    /** This request's Apollo client; its cache is sent to the browser with the HTML. */
    apollo: ApolloClient;
    /** Absolute origin of the shop (for canonical and Open Graph URLs), never taken from the Host header. */
    publicOrigin: string;
    /** Optional shell features configured on the gateway (server/src/config.ts); null = off. */
    shell: ShellConfig;
    /** This response's Content-Security-Policy nonce (set by the gateway's security headers), for inline scripts. */
    cspNonce: string | undefined;
    /** Writes a page's failure to the gateway's log (one JSON line with the request's id); absent, the console. */
    logError?: (error: unknown, message: string) => void;
  }
}

export interface ShellConfig {
  whatsappNumber: string | null;
  analyticsScriptUrl: string | null;
  liveChatScriptUrl: string | null;
}

export interface SsrDeps {
  /** `locale` is the page's language: the gateway's context takes it over the request's own Accept-Language. */
  execute(operation: Parameters<InProcessExecute>[0], req: Request, locale: Locale): Promise<InProcessResult>;
  publicOrigin: string;
  shell: ShellConfig;
  logError?: (error: unknown, message: string) => void;
}

/**
 * One handler per locale over the same build. A non-default locale's pages are the same routes under the
 * React Router basename `/{locale}`: every `<Link>`, `<Form>`, `navigate()` and loader/action `redirect()` then
 * stays in the page's language by itself, and English keeps today's URLs. The locale is read from the URL only.
 */
export function createSsrHandler(deps: SsrDeps): RequestHandler {
  const handlers = new Map<Locale, RequestHandler>(SUPPORTED_LOCALES.map((locale) => [locale, localeHandler(deps, locale)]));
  // A client navigation's data request for `/ar` is `/ar.data` (React Router's single fetch): same locale.
  return (req, res, next) => handlers.get(localeFromPath(req.path.replace(/\.data$/, "")))!(req, res, next);
}

function localeHandler(deps: SsrDeps, locale: Locale): RequestHandler {
  const basename = locale === DEFAULT_LOCALE ? undefined : `/${locale}`;
  const load = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
  return createRequestHandler({
    build: basename ? async () => ({ ...(await load()), basename }) : load,
    mode: process.env.NODE_ENV === "production" ? "production" : "development",
    getLoadContext: (req, res) => ({
      apollo: createServerClient((operation) => deps.execute(operation, withLocale(req, locale), locale)),
      publicOrigin: deps.publicOrigin,
      shell: deps.shell,
      cspNonce: typeof res.locals.cspNonce === "string" ? res.locals.cspNonce : undefined,
      logError: deps.logError,
    }),
  });
}

/**
 * The request as the gateway's context sees it for the page's GraphQL operations: the page's locale as
 * `Accept-Language` (the shopper's browser header must not decide the language of an `/ar/` page's data).
 */
function withLocale(req: Request, locale: Locale): Request {
  return Object.create(req, { headers: { value: { ...req.headers, "accept-language": locale }, enumerable: true } }) as Request;
}

/**
 * Shared pages (app/shared-pages.ts): the gateway serves a shopper with a cookie the page rendered for nobody,
 * with `personalise` filling in their spots from the cookies they sent, instead of rendering it again for them.
 */
export const sharedPages = {
  isShared: isSharedPage,
  personalise(html: string, cookieHeader: string, pathname: string): string {
    const state = parseShopCookies(cookieHeader);
    if (state.cart.length === 0 && state.wishlist.length === 0 && state.compare.length === 0) return html;
    const locale = localeFromPath(pathname);
    const t = serverI18n(locale).getFixedT(locale);
    return personalisePage(html, (spot) => spotView(t, state, spot));
  },
};
