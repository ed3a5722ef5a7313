import type { Logger } from "pino";
import { CACHE_KEY_PREFIX, type SharedCache } from "./shared-cache.js";

// Every cache that can show a catalogue entry registers here how to forget it, so a catalogue change (a Strapi
// webhook) empties all of them in one call: the GraphQL and page micro-caches, the sitemap, and the shared
// cache's anonymous responses and taxonomy lists (in process, or in Redis for every instance at once).

/** Shared-cache key prefixes that hold catalogue data: Apollo's whole responses, brand and category lists. */
export const CATALOG_KEY_PREFIXES = ["fqc:", "taxonomy:"];

export class CachePurge {
  private readonly local: (() => void)[] = [];

  constructor(
    private readonly shared: SharedCache,
    private readonly logger: Logger,
  ) {}

  /** Registers one in-process cache's way to forget everything it holds. */
  add(purge: () => void): void {
    this.local.push(purge);
  }

  /** Empties this process's caches (each instance runs it for every change it hears of). */
  purgeLocal(): void {
    for (const purge of this.local) purge();
    const memory = this.shared.local;
    if (memory) for (const key of memory.keys()) if (CATALOG_KEY_PREFIXES.some((p) => key.startsWith(p))) void memory.delete(key);
  }

  /** Empties the Redis entries every instance shares (run once per change, by the instance that received it). */
  async purgeShared(): Promise<void> {
    const redis = this.shared.redis;
    if (!redis) return;
    try {
      for (const prefix of CATALOG_KEY_PREFIXES) await redis.deleteMatching(`${CACHE_KEY_PREFIX}${prefix}*`);
    } catch (err) {
      this.logger.warn({ err }, "cache: purging the shared Redis cache failed; its entries expire by themselves");
    }
  }
}
