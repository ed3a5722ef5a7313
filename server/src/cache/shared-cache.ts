import { InMemoryLRUCache, PrefixingKeyValueCache, type KeyValueCache } from "@apollo/utils.keyvaluecache";
import type { Logger } from "pino";
import { FailSafeCache } from "./fail-safe-cache.js";
import { connectRedisCache, type RedisClient, type RedisLink } from "./redis-cache.js";

// The one key-value cache of a gateway process. Apollo Server uses it for automatic persisted queries (`apq:`),
// the response cache plugin for whole anonymous responses (`fqc:`), the catalogue client for brands and
// categories (`taxonomy:`). In process by default; in Redis when REDIS_URL is set, so that every gateway
// instance shares it. Keys are prefixed `shop:` so the shop can share a Redis with other applications.

export const CACHE_KEY_PREFIX = "shop:";
/** Upper bound of the in-process cache (string lengths, so roughly bytes). */
const IN_MEMORY_MAX_SIZE = 64 * 2 ** 20;
/** A Redis call slower than this counts as a miss: the backend is usually faster than a stalled cache. */
const REDIS_TIMEOUT_MS = 500;
/** After a failed Redis call, requests skip Redis for this long (then try again). */
const REDIS_PAUSE_MS = 5000;
/** At most one warning per this many milliseconds about failing cache calls. */
const WARN_EVERY_MS = 30_000;

export interface SharedCache {
  cache: KeyValueCache<string>;
  /** With REDIS_URL: pub/sub and pattern deletes on the same Redis (keys carry CACHE_KEY_PREFIX). */
  redis?: RedisLink;
  /** The Redis connection when REDIS_URL is set (the attempt limits share it). */
  redisClient?: RedisClient;
  /** Without Redis: the in-process cache itself, so entries can be dropped by key prefix. */
  local?: InMemoryLRUCache<string>;
  /** Without Redis: the in-process cache's size as it counts it (string lengths) against its bound. */
  localBytes?: () => number;
  close(): Promise<void>;
}

export async function createSharedCache(options: { redisUrl?: string | undefined }, logger: Logger): Promise<SharedCache> {
  if (!options.redisUrl) {
    const local = new InMemoryLRUCache<string>({ maxSize: IN_MEMORY_MAX_SIZE });
    // InMemoryLRUCache keeps its LRUCache private and has no size accessor; the metric reads it through the
    // element access TypeScript allows for private members.
    return { cache: local, local, localBytes: () => local["cache"].calculatedSize, close: async () => {} };
  }
  const redis = await connectRedisCache(options.redisUrl, logger);
  let lastWarning = 0;
  const failSafe = new FailSafeCache(redis.cache, {
    timeoutMs: REDIS_TIMEOUT_MS,
    pauseMs: REDIS_PAUSE_MS,
    onError(err, operation) {
      if (Date.now() - lastWarning < WARN_EVERY_MS) return;
      lastWarning = Date.now();
      logger.warn({ err, operation }, "cache: a Redis call failed; serving without the shared cache for a few seconds");
    },
  });
  return { cache: new PrefixingKeyValueCache(failSafe, CACHE_KEY_PREFIX), redis: redis.link, redisClient: redis.client, close: redis.close };
}
