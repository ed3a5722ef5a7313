import { GraphQLError } from "graphql";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

// Attempts per client address, so nobody can try passwords (or flood the reset mail, place orders or send contact
// messages) faster than a person does. Every attempt counts, successful or not: a guesser succeeds rarely, and
// counting only failures would need the result before deciding.
// - auth: sign-in, registration and password reset;
// - track: guest order tracking, per address, and trackNumber: per order number (so guessing the e-mail of one
//   order from many addresses is slow too); both with the auth limits;
// - password: checks of a signed-in account's current password (password or e-mail change), per address and per
//   account, so a stolen token cannot be used to guess the password from many addresses; the auth limits;
// - order: orders sent to the backend (after the gateway's own checks pass), with their own limits;
// - contact: contact-form messages, with their own limits.
// In process memory: each gateway instance counts its own clients (behind N instances a client gets N x the
// points, which still stops brute force). Strapi limits its auth routes too (5 a minute per URL and address).

export type AttemptKind = "auth" | "track" | "trackNumber" | "password" | "order" | "contact";

export interface AttemptLimits {
  /** Attempts allowed per key in one window. */
  points: number;
  windowSeconds: number;
}

export class AttemptLimiter {
  private readonly limiters: Record<AttemptKind, RateLimiterMemory>;

  constructor(limits: AttemptLimits, orderLimits: AttemptLimits = limits, contactLimits: AttemptLimits = limits) {
    const limiter = (l: AttemptLimits) => new RateLimiterMemory({ points: l.points, duration: l.windowSeconds });
    const auth = limiter(limits);
    this.limiters = { auth, track: auth, trackNumber: auth, password: auth, order: limiter(orderLimits), contact: limiter(contactLimits) };
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
