import type { RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { cspNonce } from "../http/security-headers.js";
import { cutAtNonce, gzipWithNonce, pageWithNonce, type PageAroundNonce } from "./page-gzip.js";

// A micro-cache for anonymous storefront pages. Rendering a page costs its GraphQL queries plus React's render
// (tens of milliseconds, hundreds under load); a page a crawler, a link preview or a burst of shoppers asks for
// again within seconds is served from memory instead. Only what any visitor would be sent is kept: a page is
// stored only as rendered without a cookie, and only 200 answers the renderer marked `public`, without
// Set-Cookie. Requests with credentials, and requests with a cookie for a page that reads cookies (the cart, the
// lists, checkout, account), are never served from it: the renderer marks those `private, no-store`. Each
// response carries its own CSP nonce: a stored page gets the new response's nonce in place of the one it was
// rendered with, so a nonce is never sent twice. A stored page is also kept gzipped (page-gzip.ts): a hit is sent
// as gzip to a client that accepts it without being compressed again.
//
// Shared pages (home, listings, search, products: the storefront's app/shared-pages.ts) are the same for every
// shopper but for a few personal spots (the header's counts, a product's wishlist and compare toggles). A shopper
// with a cookie is sent the stored page with their spots filled in by the storefront (`SharedPages.personalise`);
// on a miss the page is rendered without the request's cookies, stored for everyone, and filled in the same way.
// So a cookie costs a few string replacements, not a render, and the answer is still `private, no-store`.

interface Entry {
  /** The page cut at the nonce it was rendered with, as text and gzipped. */
  page: PageAroundNonce;
  nonce: string | undefined;
  headers: Record<string, string>;
  bornAt: number;
}

/** What the storefront's SSR build says of shared pages (client/src/server/ssr-handler.ts `sharedPages`). */
export interface SharedPages {
  isShared(pathname: string): boolean;
  /** The page with the spots of the shopper whose `Cookie` header this is filled in. */
  personalise(html: string, cookieHeader: string, pathname: string): string;
}

export interface PageMicroCacheOptions {
  /** Shared pages are served to shoppers with cookies too, personalised. */
  shared?: SharedPages;
  /** How long a page is reused (PAGE_MICRO_CACHE_SECONDS); 0 turns the cache off. */
  maxAgeSeconds: number;
  /** Registers how to empty the cache when the catalogue changes. */
  onPurge?: (purge: () => void) => void;
  /** Told of each lookup, hit or miss (the metrics). */
  onLookup?: (hit: boolean) => void;
  /** Called once with a reader of the bytes the store holds (the metrics' cache size). */
  onSize?: (bytes: () => number) => void;
  maxEntries?: number;
  /** Larger pages are not stored. */
  maxPageBytes?: number;
  /** Bytes of pages held at most (their text and their gzip); oldest go first. */
  maxBytes?: number;
}

/** 32 MB: a couple of hundred rendered pages, where 500 pages of up to 1 MB each could otherwise pile up. */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** Headers a stored page is replayed with (the security headers are this response's own). */
const KEPT_HEADERS = ["content-type", "cache-control", "vary", "link", "content-language"];

/** Bounded in bytes, not only in entries: pages differ by query string, so anyone can fill all 500 places. */
export function pageCacheStore(opts: Pick<PageMicroCacheOptions, "maxAgeSeconds" | "maxEntries" | "maxBytes">) {
  return new LRUCache<string, Entry>({
    max: opts.maxEntries ?? 500,
    maxSize: opts.maxBytes ?? PAGE_CACHE_MAX_BYTES,
    sizeCalculation: (entry, key) => 2 * key.length + entry.page.byteLength + 1024,
    ttl: Math.max(1, opts.maxAgeSeconds) * 1000,
    ttlAutopurge: false,
  });
}

export function pageMicroCache(opts: PageMicroCacheOptions): RequestHandler {
  const maxPageBytes = opts.maxPageBytes ?? 1024 * 1024;
  const cache = pageCacheStore(opts);
  opts.onPurge?.(() => cache.clear());
  opts.onSize?.(() => cache.calculatedSize);
  return (req, res, next) => {
    if (opts.maxAgeSeconds <= 0 || req.method !== "GET" || req.headers.authorization) return next();
    const cookie = req.headers.cookie;
    const shared = cookie && opts.shared?.isShared(req.path) ? opts.shared : undefined;
    if (cookie && !shared) return next();
    // A page's language comes from its URL only (`/ar/...`), never from Accept-Language: the URL is the key.
    const key = req.originalUrl;
    const hit = cache.get(key);
    opts.onLookup?.(hit !== undefined);
    const store = (body: string) => {
      const cacheControl = String(res.getHeader("Cache-Control") ?? "");
      if (res.statusCode !== 200 || !/\bpublic\b/.test(cacheControl) || res.getHeader("Set-Cookie")) return;
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = res.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const nonce = cspNonce(res);
      cache.set(key, { page: cutAtNonce(body, nonce), nonce, headers, bornAt: Date.now() });
    };
    if (!shared || !cookie) {
      if (hit) return void replay(req.acceptsEncodings("gzip", "identity") === "gzip", res, hit);
      record(res, maxPageBytes, store);
      return next();
    }
    const personal = (html: string) => shared.personalise(html, cookie, req.path);
    if (hit) return void replayPersonal(res, hit, personal);
    // Rendered for nobody: no cookie reaches the page's loaders or its GraphQL operations (whose context reads the
    // session from the cookies cookie-parser already took from the header).
    delete req.headers.cookie;
    req.cookies = {};
    req.signedCookies = {};
    hold(res, (body) => {
      if (Buffer.byteLength(body) <= maxPageBytes) store(body);
      res.setHeader("Cache-Control", PERSONAL);
      return personal(body);
    });
    next();
  };
}

/** A page filled in for one shopper: never kept by a browser's or a proxy's cache. */
const PERSONAL = "private, no-store";

function replayPersonal(res: Response, entry: Entry, personal: (html: string) => string) {
  const nonce = entry.nonce && (cspNonce(res) ?? entry.nonce);
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  res.setHeader("Cache-Control", PERSONAL);
  res.setHeader("X-Gateway-Cache", "hit");
  // Compressed by the compression middleware, as any rendered page.
  res.status(200).send(personal(pageWithNonce(entry.page, nonce).toString("utf8")));
}

function replay(gzip: boolean, res: Response, entry: Entry) {
  const nonce = entry.nonce && (cspNonce(res) ?? entry.nonce);
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  res.setHeader("Age", String(Math.floor((Date.now() - entry.bornAt) / 1000)));
  res.setHeader("X-Gateway-Cache", "hit");
  res.vary("Accept-Encoding");
  if (!gzip) return void res.status(200).send(pageWithNonce(entry.page, nonce));
  // Already encoded: the compression middleware (app.ts) leaves the answer alone.
  res.setHeader("Content-Encoding", "gzip");
  res.status(200).send(gzipWithNonce(entry.page, nonce));
}

/** Holds what the renderer writes instead of sending it; when it ends, `done` gets the whole page and returns what to send. */
function hold(res: Response, done: (body: string) => string) {
  const chunks: Buffer[] = [];
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, encoding?: unknown) => {
    chunks.push(toBuffer(chunk, encoding));
    return true;
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk != null && typeof chunk !== "function") chunks.push(toBuffer(chunk, rest[0]));
    const sent = done(Buffer.concat(chunks).toString("utf8"));
    res.removeHeader("Content-Length");
    return end(sent);
  }) as Response["end"];
}

function toBuffer(chunk: unknown, encoding?: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
}

/** Tees what the renderer writes; `done` gets the whole page once it ended, unless it grew past the limit. */
function record(res: Response, maxBytes: number, done: (body: string) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooBig = false;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (tooBig || chunk == null || typeof chunk === "function") return;
    const buf = toBuffer(chunk, encoding);
    size += buf.length;
    if (size > maxBytes) {
      tooBig = true;
      chunks.length = 0;
      return;
    }
    chunks.push(buf);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    if (!tooBig) done(Buffer.concat(chunks).toString("utf8"));
    return end(chunk, ...rest);
  }) as Response["end"];
}
