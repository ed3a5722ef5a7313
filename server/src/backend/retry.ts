import { isAxiosError, type AxiosAdapter } from "axios";

// One quick retry for the failures that are usually gone a moment later: a keep-alive socket the backend closed
// while it sat idle in our pool (ECONNRESET, "socket hang up"), a backend restarting behind its proxy (refused
// connections, 502/503/504). Only for safe methods: a POST that failed on the way back may already have run.
//
// Not retried, on purpose:
// - timeouts (ECONNABORTED, ETIMEDOUT): the caller has already waited the whole budget; a retry would double it,
//   and a slow backend is usually an overloaded one that more requests make slower;
// - any failure that itself took more than half the call's timeout (a 504 after 4 s, say), for the same reasons;
// - 500: Strapi answers 500 for a malformed parameter, which fails the same way every time;
// - 4xx: a normal answer.

/** Network errors from Node that mean "no answer this time", not "this request is wrong". */
const RETRYABLE_CODES: ReadonlySet<string> = new Set(["ECONNRESET", "ECONNREFUSED", "EPIPE", "EAI_AGAIN"]);
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
const SAFE_METHODS: ReadonlySet<string> = new Set(["get", "head"]);

export interface RetryQuestion {
  error: unknown;
  method: string | undefined;
  /** Retries already made for this call (0 after the first attempt failed). */
  retriesSoFar: number;
  maxRetries: number;
  /** How long the failed attempt took, and the per-call timeout it had (0 or undefined: none). */
  elapsedMs: number;
  timeoutMs: number | undefined;
}

export function shouldRetry(q: RetryQuestion): boolean {
  if (q.retriesSoFar >= q.maxRetries) return false;
  if (!SAFE_METHODS.has((q.method ?? "get").toLowerCase())) return false;
  if (q.timeoutMs && q.elapsedMs > q.timeoutMs / 2) return false;
  if (!isAxiosError(q.error)) return false;
  const status = q.error.response?.status;
  if (status !== undefined) return RETRYABLE_STATUSES.has(status);
  return q.error.code !== undefined && RETRYABLE_CODES.has(q.error.code);
}

/** 50 to 150 ms: long enough for a restart's blip, jittered so many gateways don't retry in lockstep. */
export function retryDelayMs(random: () => number = Math.random): number {
  return 50 + Math.floor(random() * 101);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Wraps an axios adapter so each call is retried up to `maxRetries` times when `shouldRetry` says so. Each
 * attempt gets the call's full timeout of its own (the adapter applies `config.timeout` per attempt).
 */
export function retrying(adapter: AxiosAdapter, maxRetries: number, wait: (ms: number) => Promise<void> = sleep): AxiosAdapter {
  if (maxRetries <= 0) return adapter;
  return async (config) => {
    for (let retriesSoFar = 0; ; retriesSoFar++) {
      const started = Date.now();
      try {
        return await adapter(config);
      } catch (error) {
        const again = shouldRetry({
          error,
          method: config.method,
          retriesSoFar,
          maxRetries,
          elapsedMs: Date.now() - started,
          timeoutMs: config.timeout,
        });
        if (!again || config.signal?.aborted) throw error;
        await wait(retryDelayMs());
      }
    }
  };
}
