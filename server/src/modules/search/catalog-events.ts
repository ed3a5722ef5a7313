import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { CachePurge } from "../../cache/cache-purge.js";
import type { RedisLink } from "../../cache/redis-cache.js";
import type { CatalogChange } from "./catalog-change.js";
import type { CatalogDifference } from "./catalog-prints.js";
import type { SearchCatalog } from "./search-catalog.js";

// Catalogue changes reach every gateway instance: the instance that receives a webhook applies it at once,
// then announces it on a Redis channel that every other instance listens on (without Redis there is one
// instance, and nothing to announce). Applying = updating the search index, then emptying every cache that
// could still show the old entry.
//
// Without a webhook (lost, or sent with a wrong secret, which Strapi drops silently), each instance's periodic
// re-sync is what notices: the first instance whose re-sync finds a difference empties the caches and announces
// the changed rows the same way, so every instance shows the change at most one re-sync period (plus the
// re-sync's own time) after it was made, instead of one period plus every cache's lifetime.

export const CATALOG_CHANNEL = "shop:catalog-changes";
/** A response being built while the caches were emptied may store the old entry just after: empty them again. */
const SECOND_SWEEP_MS = 1000;

/** Above this many changed rows a re-sync announces "re-read everything" instead of the rows (a message stays small). */
const MAX_ANNOUNCED_ROWS = 200;

type Message =
  /** A webhook one instance received, at `at` (ms since the epoch). */
  | { from: string; at?: number; change: CatalogChange }
  /** What one instance's re-sync found changed. */
  | { from: string; at?: number; resync: CatalogDifference };

export interface CatalogFreshness {
  lastWebhookAt: string | null;
  lastResyncAt: string | null;
  lastResyncMs: number | null;
  lastResyncChanged: number | "all" | null;
  lastResyncFailedAt: string | null;
  resyncEverySeconds: number;
  /** Without webhooks; null when nothing re-syncs (SEARCH_INDEX=false or SEARCH_RESYNC_MINUTES=0): the caches' TTLs then. */
  staleAtMostSeconds: number | null;
}

export class CatalogEvents {
  private readonly id = randomUUID();
  private readonly timers = new Set<NodeJS.Timeout>();
  private lastWebhook: number | null = null;

  constructor(private readonly deps: { search?: SearchCatalog | undefined; purge: CachePurge; redis?: RedisLink | undefined; logger: Logger }) {}

  /**
   * Starts listening to the other instances (with Redis). Never waits for Redis: an instance starts without it
   * (the subscription is made once Redis answers) and meanwhile relies on the periodic re-sync.
   */
  start(): void {
    const { redis, logger, search } = this.deps;
    search?.whenResyncChanges((difference) => this.resynced(difference));
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
        if ("resync" in message) {
          void this.applyResync(message.resync).catch((err) => logger.warn({ err }, "catalog: applying another instance's re-sync failed"));
          return;
        }
        this.lastWebhook = Math.max(this.lastWebhook ?? 0, message.at ?? Date.now());
        void this.apply(message.change).catch((err) => logger.warn({ err }, "catalog: applying a change from another instance failed"));
      })
      .catch((err) => logger.warn({ err }, "catalog: could not subscribe to catalogue changes; this instance relies on the periodic re-sync"));
  }

  /** A change received here (a webhook): applied, announced to the other instances, shared caches emptied. */
  async receive(change: CatalogChange): Promise<void> {
    const at = Date.now();
    this.lastWebhook = at;
    await this.apply(change);
    await this.announce({ from: this.id, at, change });
  }

  /** What this instance's periodic re-sync found changed (its index already shows it): the same, minus the index. */
  async resynced(difference: CatalogDifference): Promise<void> {
    this.purgeLocalTwice();
    const announced = difference !== "all" && difference.length > MAX_ANNOUNCED_ROWS ? "all" : difference;
    await this.announce({ from: this.id, at: Date.now(), resync: announced });
  }

  /** When the last webhook arrived, here or at another instance (ms since the epoch); null since start-up. */
  lastWebhookAt(): number | null {
    return this.lastWebhook;
  }

  /**
   * How fresh this instance's catalogue can be trusted to be (/readyz). Without webhooks a change shows at most
   * `staleAtMostSeconds` after it was made: one re-sync period, plus the re-sync that just missed it and the one
   * that finds it (each takes `lastResyncMs`).
   */
  freshness(): CatalogFreshness {
    const resync = this.deps.search?.resyncs();
    const iso = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString() : null);
    return {
      lastWebhookAt: iso(this.lastWebhook),
      lastResyncAt: iso(resync?.lastAt),
      lastResyncMs: resync?.lastMs ?? null,
      lastResyncChanged: resync?.lastChanged ?? null,
      lastResyncFailedAt: iso(resync?.lastFailedAt),
      resyncEverySeconds: resync?.everySeconds ?? 0,
      staleAtMostSeconds: resync?.everySeconds ? resync.everySeconds + 2 * Math.ceil((resync.lastMs ?? 0) / 1000) : null,
    };
  }

  private async announce(message: Message): Promise<void> {
    const { redis, purge, logger } = this.deps;
    if (redis) {
      await redis
        .publish(CATALOG_CHANNEL, JSON.stringify(message))
        .catch((err) => logger.warn({ err }, "catalog: announcing a change to the other instances failed; they catch up at the next re-sync"));
    }
    await purge.purgeShared();
    this.later(() => void purge.purgeShared());
  }

  private async applyResync(difference: CatalogDifference): Promise<void> {
    await this.deps.search?.applyResynced(difference);
    this.purgeLocalTwice();
  }

  private async apply(change: CatalogChange): Promise<void> {
    await this.deps.search?.apply(change);
    this.purgeLocalTwice();
  }

  private purgeLocalTwice(): void {
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
