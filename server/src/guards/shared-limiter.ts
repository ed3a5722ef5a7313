import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { RedisClient } from "../cache/redis-cache.js";

// One way to count per key in a window, for every per-client limit that must hold across gateway instances (the
// attempt limits, the channels' request budgets): in Redis with REDIS_URL, shared by every instance; while Redis
// does not answer, each instance counts in its own memory instead; without Redis, in this process's memory.

export interface LimitWindow {
  /** Points (attempts, requests) allowed per key in one window. */
  points: number;
  windowSeconds: number;
}

/** `keyPrefix` keeps each limit's keys apart in Redis (`shop:attempts:auth`, `shop:budget:ios-app`). */
export function sharedLimiter(limits: LimitWindow, keyPrefix: string, redis?: RedisClient): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ points: limits.points, duration: limits.windowSeconds });
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    useRedisPackage: true,
    keyPrefix,
    points: limits.points,
    duration: limits.windowSeconds,
    insuranceLimiter: memory,
  });
}
