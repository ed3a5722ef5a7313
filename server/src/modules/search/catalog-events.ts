import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { CachePurge } from "../../cache/cache-purge.js";
import type { RedisLink } from "../../cache/redis-cache.js";
import type { CatalogChange } from "./catalog-change.js";
import type { SearchCatalog } from "./search-catalog.js";

// Catalogue changes reach every gateway instance: the instance that receives a webhook applies it at once,
// then announces it on a Redis channel that every other instance listens on (without Redis there is one
// instance, and nothing to announce). Applying = updating the search index, then emptying every cache that
// could still show the old entry.

export const CATALOG_CHANNEL = "shop:catalog-changes";
/** A response being built while the caches were emptied may store the old entry just after: empty them again. */
const SECOND_SWEEP_MS = 1000;

interface Message {
  from: string;
  change: CatalogChange;
}

export class CatalogEvents {
  private readonly id = randomUUID();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly deps: { search?: SearchCatalog | undefined; purge: CachePurge; redis?: RedisLink | undefined; logger: Logger }) {}

  /**
   * Starts listening to the other instances (with Redis). Never waits for Redis: an instance starts without it
   * (the subscription is made once Redis answers) and meanwhile relies on the periodic re-sync.
   */
  start(): void {
    const { redis, logger } = this.deps;
    if (!redis) return;
    void redis
      .subscribe(CATALOG_CHANNEL, (raw) => {
        let message: Message;
        try {
          message = JSON.parse(raw) as Message;
        } catch {
          return;
        }
        if (message.from === this.id) return;
        void this.apply(message.change).catch((err) => logger.warn({ err }, "catalog: applying a change from another instance failed"));
      })
      .catch((err) => logger.warn({ err }, "catalog: could not subscribe to catalogue changes; this instance relies on the periodic re-sync"));
  }

  /** A change received here (a webhook): applied, announced to the other instances, shared caches emptied. */
  async receive(change: CatalogChange): Promise<void> {
    await this.apply(change);
    const { redis, purge, logger } = this.deps;
    if (redis) {
      await redis
        .publish(CATALOG_CHANNEL, JSON.stringify({ from: this.id, change } satisfies Message))
        .catch((err) => logger.warn({ err }, "catalog: announcing a change to the other instances failed; they catch up at the next re-sync"));
    }
    await purge.purgeShared();
    this.later(() => void purge.purgeShared());
  }

  private async apply(change: CatalogChange): Promise<void> {
    await this.deps.search?.apply(change);
    this.deps.purge.purgeLocal();
    this.later(() => this.deps.purge.purgeLocal());
  }

  private later(fn: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, SECOND_SWEEP_MS);
    timer.unref();
    this.timers.add(timer);
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }
}
