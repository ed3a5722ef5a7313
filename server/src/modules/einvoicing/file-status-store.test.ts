import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { EDocumentRecord } from "./edocument-record.js";
import { FileStatusStore } from "./file-status-store.js";

// The file store's prepare: a credit note read by its PDF, its XML and its page at the same moment (right after the
// shop cancels) is prepared by all of them at once.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function store() {
  const dir = mkdtempSync(join(tmpdir(), "file-status-store-"));
  dirs.push(dir);
  return { dir, store: new FileStatusStore(dir) };
}

const record = (orderNumber: string): EDocumentRecord => ({
  number: "CN-000001",
  kind: "credit-note",
  orderNumber,
  status: "PREPARED",
  rejectionReason: null,
  updatedAt: "2026-11-28T03:00:00.000Z",
  attempts: 0,
});

describe("FileStatusStore.prepare", () => {
  it("creates a document once when many prepare it at once, and every one of them reads it whole", async () => {
    const { dir, store: s } = store();
    const results = await Promise.all(Array.from({ length: 40 }, () => s.prepare(record("PAV-1"), "<Invoice/>")));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    for (const r of results) expect(r.record).toEqual(record("PAV-1"));
    expect(readdirSync(dir).sort()).toEqual(["CN-000001.status.json", "CN-000001.xml"]);
  });

  it("never writes over a known document's XML (another order's, after the backend's numbering restarted)", async () => {
    const { store: s } = store();
    await s.prepare(record("PAV-1"), "<Invoice>first</Invoice>");
    const again = await s.prepare(record("PAV-2"), "<Invoice>second</Invoice>");
    expect(again).toEqual({ record: record("PAV-1"), created: false });
    expect(await s.xml("CN-000001")).toBe("<Invoice>first</Invoice>");
  });
});
