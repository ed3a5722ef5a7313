import type { KeyValueCache, KeyValueCacheSetOptions } from "@apollo/utils.keyvaluecache";

// A cache is an optimisation, never a dependency: a cache that fails or stalls must not fail or stall a request.
// Every call is bounded by a timeout; a failed or late `get` is a miss, a failed `set` or `delete` is dropped.
// After a failure the cache is left alone for a short pause, so that a Redis that accepts connections but never
// answers costs one timeout every few seconds, not one per lookup of every request.
// (Apollo's ErrorsAreMissesCache covers only `get`, and has no timeout.)

export interface FailSafeOptions {
  /** Longest wait for one call, in milliseconds. */
  timeoutMs: number;
  /** How long calls skip the cache after a failure, in milliseconds. */
  pauseMs: number;
  onError(error: unknown, operation: "get" | "set" | "delete"): void;
  now?: () => number;
}

export class FailSafeCache implements KeyValueCache<string> {
  private pausedUntil = 0;

  constructor(
    private readonly wrapped: KeyValueCache<string>,
    private readonly options: FailSafeOptions,
  ) {}

  async get(key: string): Promise<string | undefined> {
    return this.bounded("get", () => this.wrapped.get(key), undefined);
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    return this.bounded("set", () => this.wrapped.set(key, value, options), undefined);
  }

  async delete(key: string): Promise<boolean | void> {
    return this.bounded("delete", () => this.wrapped.delete(key), false);
  }

  private async bounded<T>(operation: "get" | "set" | "delete", call: () => Promise<T>, fallback: T): Promise<T> {
    const now = this.options.now ?? Date.now;
    if (now() < this.pausedUntil) return fallback;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`cache ${operation} took longer than ${this.options.timeoutMs} ms`)), this.options.timeoutMs);
    });
    try {
      return await Promise.race([call(), timeout]);
    } catch (error) {
      this.pausedUntil = now() + this.options.pauseMs;
      this.options.onError(error, operation);
      return fallback;
    } finally {
      clearTimeout(timer);
    }
  }
}
