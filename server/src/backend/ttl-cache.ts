// A tiny in-process cache for anonymous catalogue data that every visitor shares (brands, categories).
// Concurrent misses share one in-flight promise, so a cold start under load makes one backend call, not fifty.
// Failures are not cached.

export class TtlCache<V> {
  private entries = new Map<string, { expires: number; value: Promise<V> }>();

  constructor(private readonly ttlMs: number, private readonly now: () => number = Date.now) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    const value = load();
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
