// How long the backend asked us to wait, from its Retry-After header (seconds, or an HTTP date): Strapi's
// rate limit (koa2-ratelimit) answers 429 with it. Without a usable one, a minute: the shortest window Strapi's
// users-permissions rate limit is configured with by default, so "try again in a minute" is not a promise
// broken early.

export const DEFAULT_RETRY_AFTER_SECONDS = 60;
/** A day: a longer wait is a misconfiguration, not something to tell a shopper. */
const MAX_RETRY_AFTER_SECONDS = 86_400;

export function retryAfterSeconds(header: unknown, now = Date.now()): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== "string" || !value.trim()) return DEFAULT_RETRY_AFTER_SECONDS;
  const text = value.trim();
  // Delay-seconds, or an IMF-fixdate ("Fri, 27 Nov 2026 12:02:00 GMT"); Date.parse alone would take "-5" as a year.
  const seconds = /^\d+$/.test(text) ? Number(text) : /^[A-Za-z]{3}, .+ GMT$/.test(text) ? Math.ceil((Date.parse(text) - now) / 1000) : NaN;
  if (!Number.isFinite(seconds)) return DEFAULT_RETRY_AFTER_SECONDS;
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, seconds));
}
