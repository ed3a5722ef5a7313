import type { Request, RequestHandler } from "express";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { RedisClient } from "../cache/redis-cache.js";
import { answerAfterPause } from "../http/refusal-pause.js";
import { isLoopback } from "./loopback.js";
import { sharedLimiter } from "./shared-limiter.js";

// GraphQL requests per minute per client address, by channel (the client name a request carries, see
// observability/channel.ts). A channel the operator named (CLIENT_RATE_BUDGETS=ios-app:600,kiosk:120) counts in
// its own budget; every other request (the storefront's browsers, an unknown client, a name nobody configured)
// counts in the one default budget of its address, so sending a made-up name, or a new one each time, never gets
// more than an anonymous browser. Over budget: 429 with Retry-After, after the refusal pause every per-address
// limit uses. Counted like the attempt limits (Redis, shared by the instances, when there is one). This host
// (tests, a local proxy without X-Forwarded-For) is no client of its own and is not limited.

export interface ChannelBudgetOptions {
  /** Requests per minute per address for each named channel. */
  budgets: ReadonlyMap<string, number>;
  /** Requests per minute per address for everyone else; 0 = no limit. */
  defaultPerMinute: number;
  /** The request's sanitised client name. */
  clientOf: (req: Request) => string;
  redis?: RedisClient;
  /** Told of each refusal, with the client name (the metrics). */
  onRefused?: (client: string) => void;
}

export const DEFAULT_BUDGET = "default";

export function channelBudget(opts: ChannelBudgetOptions): RequestHandler {
  const limiters = new Map<string, RateLimiterAbstract>();
  for (const [client, perMinute] of opts.budgets)
    limiters.set(client, sharedLimiter({ points: perMinute, windowSeconds: 60 }, `shop:budget:${client}`, opts.redis));
  const fallback =
    opts.defaultPerMinute > 0 ? sharedLimiter({ points: opts.defaultPerMinute, windowSeconds: 60 }, `shop:budget:${DEFAULT_BUDGET}`, opts.redis) : undefined;
  return (req, res, next) => {
    const address = req.ip ?? "unknown";
    if (isLoopback(address)) return next();
    const client = opts.clientOf(req);
    const limiter = limiters.get(client) ?? fallback;
    if (!limiter) return next();
    limiter.consume(address).then(
      () => next(),
      (rejection: unknown) => {
        // The counter itself failed (not a refusal): a request budget fails open.
        if (!(rejection instanceof RateLimiterRes)) return next();
        opts.onRefused?.(client);
        const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        answerAfterPause(req, res, () => {
          res
            .status(429)
            .set("Retry-After", String(retryAfterSeconds))
            .json({
              errors: [
                { message: `Too many requests. Please try again in ${retryAfterSeconds} seconds.`, extensions: { code: "RATE_LIMITED", retryAfterSeconds } },
              ],
            });
        });
      },
    );
  };
}
