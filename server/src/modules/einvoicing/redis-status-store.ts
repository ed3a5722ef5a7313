import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { EDocumentRecord } from "./edocument-record.js";
import { safeNumber, type StatusStore } from "./status-store.js";

// With REDIS_URL: every gateway instance reads and writes the same statuses, so the account page shows the same
// status whichever instance answers, and a start-up sweep on any instance finds the documents another left
// unfinished (their XML is kept here too, not only on that instance's disk). Keys carry the shop's `shop:` prefix.
// The XML is also written to this instance's outbox folder, as without Redis, so the log names a file to look at.

/** The one node-redis call used: raw commands, the same in every client version. */
export interface RedisCommands {
  sendCommand(args: string[]): Promise<unknown>;
}

const KEY = {
  record: (n: string) => `shop:einvoice:doc:${safeNumber(n)}`,
  xml: (n: string) => `shop:einvoice:xml:${safeNumber(n)}`,
  lock: (n: string) => `shop:einvoice:lock:${safeNumber(n)}`,
  unfinished: "shop:einvoice:unfinished",
};

export class RedisStatusStore implements StatusStore {
  /** This instance's lock value: a lock is released only by its holder. */
  private readonly holder = randomUUID();

  constructor(
    private readonly redis: RedisCommands,
    private readonly outboxDir: string,
  ) {}

  pathOf(number: string): string {
    return join(this.outboxDir, `${safeNumber(number)}.xml`);
  }

  async prepare(record: EDocumentRecord, xml: string) {
    await mkdir(this.outboxDir, { recursive: true });
    await writeFile(this.pathOf(record.number), xml);
    await this.redis.sendCommand(["SET", KEY.xml(record.number), xml, "NX"]);
    const created = (await this.redis.sendCommand(["SET", KEY.record(record.number), JSON.stringify(record), "NX"])) === "OK";
    if (!created) return { record: (await this.get(record.number)) ?? record, created };
    await this.redis.sendCommand(["SADD", KEY.unfinished, record.number]);
    return { record, created };
  }

  async get(number: string): Promise<EDocumentRecord | null> {
    const text = await this.redis.sendCommand(["GET", KEY.record(number)]);
    return typeof text === "string" ? (JSON.parse(text) as EDocumentRecord) : null;
  }

  async update(record: EDocumentRecord): Promise<void> {
    await this.redis.sendCommand(["SET", KEY.record(record.number), JSON.stringify(record)]);
    const finished = record.status === "ACCEPTED" || record.status === "REJECTED";
    await this.redis.sendCommand([finished ? "SREM" : "SADD", KEY.unfinished, record.number]);
  }

  async xml(number: string): Promise<string | null> {
    const text = await this.redis.sendCommand(["GET", KEY.xml(number)]);
    return typeof text === "string" ? text : null;
  }

  async unfinished(): Promise<string[]> {
    const members = await this.redis.sendCommand(["SMEMBERS", KEY.unfinished]);
    return Array.isArray(members) ? members.map(String) : [];
  }

  async claim(number: string, ms: number): Promise<boolean> {
    return (await this.redis.sendCommand(["SET", KEY.lock(number), this.holder, "NX", "PX", String(ms)])) === "OK";
  }

  async release(number: string): Promise<void> {
    // Only our own lock: after a long stall another instance may hold it now.
    const script = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end";
    await this.redis.sendCommand(["EVAL", script, "1", KEY.lock(number), this.holder]);
  }
}
