import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

// The shopper's JWT lives in localStorage, so any script that runs in the shop's pages could steal it.
// Every response carries helmet's security headers and a strict Content-Security-Policy: scripts only from this
// origin or inline with this response's nonce (React Router's <Scripts>, <ScrollRestoration> and the Apollo
// state script get it through the load context), no plugins, no framing, no foreign form targets. Product
// descriptions are sanitised as well (modules/catalog/description.ts); the CSP is the second wall.
//
// Two routes differ, each with the smallest relaxation that makes it work:
// - GET /graphql serves the GraphQL explorer: its own bundle from this origin, with styles from a stylesheet;
// - the Vite dev server (STOREFRONT=development) injects inline scripts and styles and talks HMR over a socket.

export const NONCE_LOCAL = "cspNonce";

/**
 * The resource policy of public images whose URLs the API hands to every channel (product photos under /uploads,
 * the placeholder and share image under /static): any origin may embed them. Everything else keeps helmet's
 * same-origin.
 */
export const PUBLIC_IMAGE_CORP = "cross-origin";

/** Runs middleware in order (for choosing a header set per request); stops at the first error. */
export function runAll(handlers: RequestHandler[], req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1], done: (error?: unknown) => void) {
  let i = 0;
  const next = (error?: unknown) => {
    if (error || i === handlers.length) return done(error);
    const handler = handlers[i++]!;
    handler(req, res, next);
  };
  next();
}

/** This response's nonce (set by `securityHeaders`), for the SSR load context. */
export function cspNonce(res: Response | ServerResponse): string | undefined {
  const locals = (res as Response).locals as Record<string, unknown> | undefined;
  const nonce = locals?.[NONCE_LOCAL];
  return typeof nonce === "string" ? nonce : undefined;
}

export interface SecurityHeaderOptions {
  /** Where images are served from (absolute image URLs use the public origin). */
  publicOrigin: string;
  /** Vite dev server: inline scripts and styles, eval for source maps, and its HMR socket. */
  viteDev: boolean;
  /**
   * Origins of the configured analytics and live-chat scripts (ANALYTICS_SCRIPT_URL, LIVE_CHAT_SCRIPT_URL). Such
   * widgets load more code, beacon data and open frames from their own origin, so exactly those origins (and no
   * others) are added to script, connect, frame and image sources. None by default.
   */
  thirdPartyOrigins?: string[];
}

/** The origins of configured third-party script URLs, deduplicated; invalid URLs were refused by config already. */
export function originsOf(urls: (string | null | undefined)[]): string[] {
  return [...new Set(urls.filter((u): u is string => !!u).map((u) => new URL(u).origin))];
}

export function securityHeaders(opts: SecurityHeaderOptions): RequestHandler[] {
  const https = opts.publicOrigin.startsWith("https:");
  const third = opts.thirdPartyOrigins ?? [];
  const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonce(res) ?? ""}'`;
  const setNonce: RequestHandler = (_req, res, next) => {
    res.locals[NONCE_LOCAL] = randomBytes(16).toString("base64");
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // With a nonce, browsers ignore 'unsafe-inline'; Vite's dev pages have no nonce, so they get it instead.
        "script-src": opts.viteDev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'", ...third] : ["'self'", nonce, ...third],
        "script-src-attr": ["'none'"],
        "style-src": opts.viteDev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        "img-src": ["'self'", "data:", opts.publicOrigin, ...third],
        "font-src": ["'self'", "data:"],
        "connect-src": opts.viteDev ? ["'self'", "ws:", "wss:", ...third] : ["'self'", ...third],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "frame-src": third.length ? third : ["'none'"],
        ...(https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    // Search engines and payment-free checkout need no cross-origin referrer detail beyond the origin.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
  });
  return [setNonce, headers];
}

/**
 * GraphQL answers are JSON, never a document: helmet's headers with a CSP that allows nothing, and no per-response
 * nonce (the page policy above costs a random nonce and a policy string per response; the API is the hot path).
 * GET /graphql, the explorer page, gets `explorerCsp` instead.
 */
export function apiSecurityHeaders(opts: Pick<SecurityHeaderOptions, "publicOrigin">): RequestHandler {
  const https = opts.publicOrigin.startsWith("https:");
  return fixedHeaders(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { "default-src": ["'none'"], "frame-ancestors": ["'none'"] } },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xFrameOptions: { action: "deny" },
    }),
  );
}

/**
 * A middleware whose headers never vary, replayed from one run: helmet rebuilds the same dozen headers through a
 * dozen middleware calls per response, a noticeable share of a small API answer. Same headers, set in one loop.
 */
export function fixedHeaders(handler: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void): RequestHandler {
  const set: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  } as unknown as ServerResponse;
  let called = false;
  handler({ headers: {}, method: "GET", url: "/" } as IncomingMessage, recorder, (err) => {
    if (err) throw err;
    called = true;
  });
  if (!called) throw new Error("fixedHeaders: the handler did not finish synchronously");
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/**
 * The GraphQL explorer page (GET /graphql): its bundle and stylesheet from this origin, fonts and icons inlined as
 * data URIs, queries to this origin. No inline script or style, so neither nonce nor hash is needed, and nothing
 * here loosens the storefront's policy (pages never get this header).
 */
export function explorerCsp(): RequestHandler {
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      "default-src": ["'none'"],
      "script-src": ["'self'"],
      "style-src": ["'self'"],
      "img-src": ["'self'", "data:"],
      "font-src": ["'self'", "data:"],
      "connect-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'none'"],
      "form-action": ["'none'"],
      "frame-ancestors": ["'none'"],
    },
  });
}
