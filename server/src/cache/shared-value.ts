import type { KeyValueCache } from "@apollo/utils.keyvaluecache";

// Public catalogue data that every visitor shares (brands, categories), kept as JSON in the shared key-value
// cache, so with Redis one gateway's backend call serves them all. Concurrent misses in one process share one
// in-flight load, so a cold start under load makes one backend call, not fifty. Failures are never cached, and a
// cache that fails reads as a miss (the value is then loaded from the backend).

export class SharedValue<V> {
  private readonly inFlight = new Map<string, Promise<V>>();

  /** `ttlSeconds` 0 caches nothing (concurrent loads are still shared); `onLookup` hears each hit and miss (the metrics). */
  constructor(
    private readonly cache: KeyValueCache<string>,
    private readonly namespace: string,
    private readonly ttlSeconds: number,
    private readonly onLookup?: (hit: boolean) => void,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const value: Promise<V> = this.lookup(`${this.namespace}:${key}`, load).finally(() => {
      if (this.inFlight.get(key) === value) this.inFlight.delete(key);
    });
    this.inFlight.set(key, value);
    return value;
  }

  private async lookup(cacheKey: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlSeconds <= 0) return load();
    const hit = await this.cache.get(cacheKey).catch(() => undefined);
    if (hit !== undefined) {
      try {
        const value = JSON.parse(hit) as V;
        this.onLookup?.(true);
        return value;
      } catch {
        // Unreadable entry (written by another version?): load afresh and overwrite it.
      }
    }
    this.onLookup?.(false);
    const value = await load();
    this.cache.set(cacheKey, JSON.stringify(value), { ttl: this.ttlSeconds }).catch(() => {});
    return value;
  }
}
