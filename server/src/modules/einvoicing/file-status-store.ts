import { link, mkdir, readFile, readdir, rename, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { EDocumentRecord } from "./edocument-record.js";
import { UNFINISHED } from "./edocument-record.js";
import { safeNumber, type StatusStore } from "./status-store.js";

// Without Redis: each document is `<number>.xml` in the outbox folder with its status beside it in
// `<number>.status.json`. Good for one gateway instance (or several sharing the folder); a fleet uses Redis.

const STATUS = ".status.json";

export class FileStatusStore implements StatusStore {
  private readonly claims = new Map<string, number>();

  constructor(private readonly dir: string) {}

  pathOf(number: string): string {
    return join(this.dir, `${safeNumber(number)}.xml`);
  }

  private statusPath(number: string): string {
    return join(this.dir, `${safeNumber(number)}${STATUS}`);
  }

  async prepare(record: EDocumentRecord, xml: string) {
    await mkdir(this.dir, { recursive: true });
    // A known document keeps its XML as submitted: never written over (by another order's, after the backend's
    // numbering restarted over an old outbox).
    const known = await this.get(record.number);
    if (known) return { record: known, created: false };
    // The XML first, then the status: a crash between them leaves an XML without a status, which the next read
    // prepares again (same number, same bytes). The status is written whole beside its place and linked into it,
    // which fails when it exists: created once, and never seen half written by a read at the same moment (the
    // credit note's PDF, XML and page read right after a cancel all prepare it).
    await writeAtomically(this.pathOf(record.number), xml);
    const partial = partialPath(this.statusPath(record.number));
    await writeFile(partial, JSON.stringify(record));
    try {
      await link(partial, this.statusPath(record.number));
      return { record, created: true };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      return { record: (await this.get(record.number)) ?? record, created: false };
    } finally {
      await unlink(partial).catch(() => undefined);
    }
  }

  async get(number: string): Promise<EDocumentRecord | null> {
    try {
      return JSON.parse(await readFile(this.statusPath(number), "utf8")) as EDocumentRecord;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async update(record: EDocumentRecord): Promise<void> {
    await writeAtomically(this.statusPath(record.number), JSON.stringify(record));
  }

  async xml(number: string): Promise<string | null> {
    try {
      return await readFile(this.pathOf(number), "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async unfinished(): Promise<string[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
    const records = await Promise.all(names.filter((n) => n.endsWith(STATUS)).map((n) => this.get(n.slice(0, -STATUS.length))));
    return records.filter((r): r is EDocumentRecord => !!r && UNFINISHED.includes(r.status)).map((r) => r.number);
  }

  async claim(number: string, ms: number): Promise<boolean> {
    const until = this.claims.get(number);
    if (until !== undefined && until > Date.now()) return false;
    this.claims.set(number, Date.now() + ms);
    return true;
  }

  async release(number: string): Promise<void> {
    this.claims.delete(number);
  }
}

/** A reader never sees half a file: write beside it, then rename over it. */
async function writeAtomically(path: string, text: string): Promise<void> {
  const partial = partialPath(path);
  await writeFile(partial, text);
  await rename(partial, path);
}

/** A unique name beside `path` for a file being written. */
const partialPath = (path: string) => `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
