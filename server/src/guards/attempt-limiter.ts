import { GraphQLError } from "graphql";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { RedisClient } from "../cache/redis-cache.js";

// Sign-in, registration and password-reset attempts per client address, so nobody can try passwords (or flood
// the reset mail) faster than a person types. Every attempt counts, successful or not: a guesser succeeds
// rarely, and counting only failures would need the result before deciding. Order tracking has its own bucket
// with the same limits, so guessing e-mail addresses for an order number is slow too. Checking the current
// password of a signed-in account (password change, e-mail change) counts per client AND per account, so a stolen
// token cannot be used to guess the password from many addresses.
// With REDIS_URL the counts live in Redis, shared by every gateway instance (a guesser spreading attempts over
// instances gets no more); while Redis does not answer, each instance counts in its own memory instead. Without
// Redis, in process memory (behind N instances a client gets N x the points, which still stops brute force).
// Strapi limits its auth routes too (5 a minute per URL and address, per shopper with its proxy setting on).

export type AttemptKind = "auth" | "track" | "password" | "contact";

export interface AttemptLimits {
  /** Attempts allowed per client address in one window. */
  points: number;
  windowSeconds: number;
}

export class AttemptLimiter {
  private readonly limiter: RateLimiterAbstract;

  /** `name` keeps separate limiters apart in a shared Redis. */
  constructor(limits: AttemptLimits, shared?: { redis: RedisClient; name: string }) {
    const memory = new RateLimiterMemory({ points: limits.points, duration: limits.windowSeconds });
    this.limiter = shared
      ? new RateLimiterRedis({
          storeClient: shared.redis,
          useRedisPackage: true,
          keyPrefix: `shop:attempts:${shared.name}`,
          points: limits.points,
          duration: limits.windowSeconds,
          insuranceLimiter: memory,
        })
      : memory;
  }

  /**
   * Counts one attempt; throws `RATE_LIMITED` (with `retryAfterSeconds`) when the subject (a client address, or
   * `account:<id>`) has none left.
   */
  async consume(kind: AttemptKind, subject: string): Promise<void> {
    try {
      await this.limiter.consume(`${kind}:${subject}`);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new GraphQLError(`Too many attempts. Please try again in ${retryAfterSeconds} seconds.`, {
        extensions: { code: "RATE_LIMITED", retryAfterSeconds, http: { status: 429, headers: new Map([["Retry-After", String(retryAfterSeconds)]]) } },
      });
    }
  }
}
