import { GraphQLError } from "graphql";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { sharedLimiter, type LimitWindow } from "./shared-limiter.js";
import type { RedisClient } from "../cache/redis-cache.js";

// Attempts per client address, so nobody can try passwords (or flood the reset mail, place orders or send contact
// messages) faster than a person does. Every attempt counts, successful or not: a guesser succeeds rarely, and
// counting only failures would need the result before deciding.
// - auth: sign-in, registration and password reset;
// - track: guest order tracking, per address, and trackNumber: per order number (so guessing the e-mail of one
//   order from many addresses is slow too); both with the auth limits;
// - password: checks of a signed-in account's current password (password or e-mail change), per address and per
//   account, so a stolen token cannot be used to guess the password from many addresses; the auth limits;
// - order: orders sent to the backend (after the gateway's own checks pass), with their own limits;
// - contact: contact-form messages, with their own limits;
// - quote: requests for quote, per address and per contact e-mail (`email:<address>`), with the contact limits
//   (each one mails the shop's inbox, as a contact message does).
// With REDIS_URL the counts live in Redis, shared by every gateway instance (a guesser spreading attempts over
// instances gets no more); while Redis does not answer, each instance counts in its own memory instead. Without
// Redis, in process memory (behind N instances a client gets N x the points, which still stops brute force).
// Strapi limits its auth routes too (5 a minute per URL and address, per shopper with its proxy setting on).

export type AttemptKind = "auth" | "track" | "trackNumber" | "password" | "order" | "contact" | "quote";

export type AttemptLimits = LimitWindow;

export class AttemptLimiter {
  private readonly limiters: Record<AttemptKind, RateLimiterAbstract>;

  constructor(limits: AttemptLimits, orderLimits: AttemptLimits = limits, contactLimits: AttemptLimits = limits, redis?: RedisClient) {
    const limiter = (l: AttemptLimits, name: string) => sharedLimiter(l, `shop:attempts:${name}`, redis);
    const auth = limiter(limits, "auth");
    this.limiters = {
      auth,
      track: auth,
      trackNumber: auth,
      password: auth,
      order: limiter(orderLimits, "order"),
      contact: limiter(contactLimits, "contact"),
      quote: limiter(contactLimits, "quote"),
    };
  }

  /** Counts one attempt; throws `RATE_LIMITED` (with `retryAfterSeconds`) when the key has none left. */
  async consume(kind: AttemptKind, key: string): Promise<void> {
    try {
      await this.limiters[kind].consume(`${kind}:${key}`);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      const what = kind === "order" ? "orders" : "attempts";
      throw new GraphQLError(`Too many ${what}. Please try again in ${retryAfterSeconds} seconds.`, {
        extensions: { code: "RATE_LIMITED", retryAfterSeconds, http: { status: 429, headers: new Map([["Retry-After", String(retryAfterSeconds)]]) } },
      });
    }
  }
}
