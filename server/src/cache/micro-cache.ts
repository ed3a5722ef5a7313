import type { Request, RequestHandler, Response } from "express";
import { sessionFromCookie } from "../http/session-cookie.js";
import { LRUCache } from "lru-cache";
import { localeFromAcceptLanguage } from "../i18n/request-locale.js";

// A micro-cache in front of Apollo for anonymous catalogue reads. Apollo's response cache already answers a
// repeated query without the backend, but only after parsing, hashing and running the plugin chain; on a hot
// product page that pipeline is most of the cost. This cache answers a byte-identical POST body straight from
// memory, for as long as Apollo itself said the answer may be cached publicly (`Cache-Control: public,
// max-age=N`), so it can never serve something Apollo would not: private, no-store or errored answers are not
// stored, requests with credentials never use it, and it lives in this process only (seconds, capped in size).

interface Entry {
  body: string;
  /** When it was stored, less the age Apollo reported, so Age keeps counting from the original answer. */
  bornAt: number;
  contentType: string;
  cacheControl: string;
}

export interface MicroCacheOptions {
  /** Upper bound of any entry's life, whatever max-age Apollo sent (GRAPHQL_MICRO_CACHE_SECONDS). */
  maxAgeSeconds: number;
  maxEntries?: number;
  /** Bytes of keys and answers held at most (UTF-16 string lengths x 2, what V8 stores); oldest go first. */
  maxBytes?: number;
  /** Larger request bodies are not cached (their keys would cost memory). */
  maxKeyBytes?: number;
  /** Registers how to empty the cache when the catalogue changes. */
  onPurge?: (purge: () => void) => void;
  /** Told of each lookup, hit or miss (the metrics). */
  onLookup?: (hit: boolean) => void;
  /** Called once with a reader of the bytes the store holds (the metrics' cache size). */
  onSize?: (bytes: () => number) => void;
}

/** 16 MB: a few hundred distinct answers, far more than the storefront's hot queries in a few seconds. */
export const MICRO_CACHE_MAX_BYTES = 16 * 1024 * 1024;

const PUBLIC_MAX_AGE = /(?:^|,)\s*public\b.*?max-age=(\d+)|max-age=(\d+).*?\bpublic\b/i;

export function rawBodyOf(req: Request): Buffer | undefined {
  return (req as Request & { rawBody?: Buffer }).rawBody;
}

/** For express.json's `verify`: keeps the exact bytes the client sent, the micro-cache's key. */
export function keepRawBody(req: Request, _res: Response, buf: Buffer) {
  (req as Request & { rawBody?: Buffer }).rawBody = buf;
}

/** Bounded in bytes, not only in entries: 1000 distinct 100 KB answers would otherwise hold 200 MB. */
export function microCacheStore(opts: Pick<MicroCacheOptions, "maxEntries" | "maxBytes">) {
  return new LRUCache<string, Entry>({
    max: opts.maxEntries ?? 1000,
    maxSize: opts.maxBytes ?? MICRO_CACHE_MAX_BYTES,
    sizeCalculation: (entry, key) => 2 * (key.length + entry.body.length) + 256,
    ttlAutopurge: false,
  });
}

export function graphqlMicroCache(opts: MicroCacheOptions): RequestHandler {
  const maxKeyBytes = opts.maxKeyBytes ?? 4096;
  const cache = microCacheStore(opts);
  opts.onPurge?.(() => cache.clear());
  opts.onSize?.(() => cache.calculatedSize);
  return (req, res, next) => {
    if (opts.maxAgeSeconds <= 0 || req.method !== "POST") return next();
    // Anything that identifies the shopper makes the answer theirs: skip. (Cookies only matter to private
    // fields such as `cart`, which Apollo never marks public; the header check is a second wall.)
    if (req.headers.authorization || sessionFromCookie(req)) return next();
    const raw = rawBodyOf(req);
    if (!raw || raw.length > maxKeyBytes) return next();
    // The answer is per language as well as per body (translated text, formatted prices).
    const key = `${localeFromAcceptLanguage(req.headers["accept-language"])}\n${raw.toString("utf8")}`;
    const hit = cache.get(key);
    opts.onLookup?.(hit !== undefined);
    if (hit) {
      res.setHeader("Content-Type", hit.contentType);
      res.setHeader("Cache-Control", hit.cacheControl);
      res.setHeader("Age", String(Math.max(0, Math.floor((Date.now() - hit.bornAt) / 1000))));
      res.setHeader("X-Gateway-Cache", "hit");
      res.status(200).send(hit.body);
      return;
    }
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const cacheControl = String(res.getHeader("Cache-Control") ?? "");
      const match = PUBLIC_MAX_AGE.exec(cacheControl);
      const maxAge = match ? Number(match[1] ?? match[2]) : 0;
      if (res.statusCode === 200 && typeof body === "string" && maxAge > 0 && !res.getHeader("Set-Cookie")) {
        cache.set(
          key,
          {
            body,
            bornAt: Date.now() - Number(res.getHeader("Age") ?? 0) * 1000,
            contentType: String(res.getHeader("Content-Type") ?? "application/json; charset=utf-8"),
            cacheControl,
          },
          { ttl: Math.min(maxAge, opts.maxAgeSeconds) * 1000 },
        );
      }
      return send(body);
    };
    next();
  };
}
