import { mkdir, open, readFile, readdir, rename, writeFile } from "node:fs/promises";
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
    // The XML first, then the status created exclusively: a crash between them leaves an XML without a status,
    // which the next read prepares again (same number, same bytes).
    await writeAtomically(this.pathOf(record.number), xml);
    try {
      const file = await open(this.statusPath(record.number), "wx");
      try {
        await file.writeFile(JSON.stringify(record));
      } finally {
        await file.close();
      }
      return { record, created: true };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      return { record: (await this.get(record.number)) ?? record, created: false };
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
  const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(partial, text);
  await rename(partial, path);
}
