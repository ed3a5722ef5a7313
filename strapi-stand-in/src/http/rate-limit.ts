// Requests per client address and route, as a Strapi extension would add with its `ratelimit` middleware
// (koa2-ratelimit: a fixed window of `interval` ms and `max` requests, 429 with a Boom body when over).
// The client address is `req.ip`: the stand-in trusts X-Forwarded-For from loopback and private networks only,
// where the gateway sits (a Strapi with `proxy: true` behind it does the same).
import type { RequestHandler } from "express";
import { HttpError } from "./http-error.js";

export interface RateLimit {
  /** Requests allowed per address in one window. */
  max: number;
  intervalMs: number;
}

export function rateLimit(name: string, limit: RateLimit): RequestHandler {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  return (req, res, next) => {
    const now = Date.now();
    // Drop finished windows now and then, so a flood from many addresses does not grow the map for ever.
    if (now >= nextSweep) {
      for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
      nextSweep = now + limit.intervalMs;
    }
    const key = `${name}:${req.ip ?? "unknown"}`;
    let window = windows.get(key);
    if (!window || window.resetAt <= now) windows.set(key, (window = { count: 0, resetAt: now + limit.intervalMs }));
    window.count += 1;
    if (window.count <= limit.max) return next();
    res.setHeader("Retry-After", String(Math.max(1, Math.ceil((window.resetAt - now) / 1000))));
    next(new HttpError(429, "Too many requests, please try again later."));
  };
}
