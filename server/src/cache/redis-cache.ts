import KeyvRedis, { createClient } from "@keyv/redis";
import { Keyv } from "keyv";
import { KeyvAdapter } from "@apollo/utils.keyvadapter";
import type { KeyValueCache } from "@apollo/utils.keyvaluecache";
import type { Logger } from "pino";

// Apollo's documented Redis backend (KeyvAdapter over Keyv over @keyv/redis), with a client configured so that a
// missing Redis costs nothing: commands fail at once while disconnected (no offline queue that would hold
// requests until Redis returns) and the client keeps reconnecting in the background.

/** How long start-up waits for Redis before serving without it (it keeps connecting in the background). */
const CONNECT_WAIT_MS = 2000;
/** How long closing waits for answers to commands already sent. */
const CLOSE_WAIT_MS = 1000;

export interface RedisCache {
  cache: KeyValueCache<string>;
  /** The same Redis for what a key-value cache can't do: pub/sub between instances, deleting by pattern. */
  link: RedisLink;
  /** The connection itself, for other shared state (the attempt limits). */
  client: RedisClient;
  close(): Promise<void>;
}

export interface RedisLink {
  publish(channel: string, message: string): Promise<void>;
  /** Listens on its own connection (a subscribed connection can do nothing else); resolves once subscribed. */
  subscribe(channel: string, onMessage: (message: string) => void): Promise<void>;
  /** Deletes every key matching a glob pattern (SCAN + UNLINK, never KEYS); returns how many. */
  deleteMatching(pattern: string): Promise<number>;
}

/** The node-redis connection, opaque to its users (rate-limiter-flexible takes it as it is). */
export type RedisClient = object;

export async function connectRedisCache(url: string, logger: Logger): Promise<RedisCache> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5000) },
  });
  const where = redact(url);
  // Log transitions only: a Redis that stays down reconnects every few seconds and must not flood the log.
  let up: boolean | undefined;
  client.on("ready", () => {
    if (up !== true) logger.info({ redis: where }, "cache: connected to Redis");
    up = true;
  });
  client.on("error", (err: unknown) => {
    if (up !== false) logger.warn({ redis: where, err }, "cache: Redis unavailable; serving without the shared cache until it returns");
    up = false;
  });

  // connect() resolves only once Redis answers; wait for that or the first failure, never longer than a moment.
  const connecting = client.connect().catch(() => undefined);
  await Promise.race([
    connecting,
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, CONNECT_WAIT_MS);
      client.once("error", () => (clearTimeout(timer), resolve()));
    }),
  ]);

  const keyv = new Keyv<string>({ store: new KeyvRedis(client), useKeyPrefix: false });
  keyv.namespace = undefined; // keys are prefixed once, by the caller (`shop:`), not again by Keyv
  keyv.on("error", () => {}); // already reported by the client's listener above
  const subscribers: (typeof client)[] = [];
  const link: RedisLink = {
    async publish(channel, message) {
      await client.publish(channel, message);
    },
    async subscribe(channel, onMessage) {
      const sub = client.duplicate();
      sub.on("error", () => {}); // reported by the main client's listener; the duplicate reconnects by itself
      subscribers.push(sub);
      await sub.connect();
      await sub.subscribe(channel, (message) => onMessage(String(message)));
    },
    async deleteMatching(pattern) {
      let deleted = 0;
      for await (const keys of client.scanIterator({ MATCH: pattern, COUNT: 500 })) {
        if (keys.length > 0) deleted += await client.unlink(keys);
      }
      return deleted;
    },
  };
  return {
    link,
    // The adapter is CommonJS and types its parameter with keyv's CommonJS declarations; same class at runtime.
    cache: new KeyvAdapter<string>(keyv as unknown as ConstructorParameters<typeof KeyvAdapter<string>>[0]),
    client,
    async close() {
      for (const sub of subscribers) if (sub.isOpen) sub.destroy();
      // At shutdown: cache writes already sent are answered first, for at most a second (a hung Redis must not
      // hold the exit), then the connection closes.
      if (client.isOpen) {
        let timer: NodeJS.Timeout | undefined;
        const closed = client.isReady ? client.close() : Promise.resolve(client.destroy());
        await Promise.race([closed, new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)))]);
        clearTimeout(timer);
        if (client.isOpen) client.destroy();
      }
      logger.info({ redis: where }, "cache: disconnected from Redis");
    },
  };
}

/** The URL without its password, for logs. */
function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "redis";
  }
}
