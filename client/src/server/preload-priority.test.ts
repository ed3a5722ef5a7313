import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads, rewritePreloads } from "./preload-priority";

const TAG = '<link rel="modulepreload" href="/assets/a.js"/>';
const LOW = '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>';

describe("module preloads at low priority", () => {
  it("rewrites every preload tag and nothing else", () => {
    const html = `<p>x</p>${TAG}<link rel="stylesheet" href="/a.css"/>${TAG}`;
    expect(rewritePreloads(html)).toEqual({ out: `<p>x</p>${LOW}<link rel="stylesheet" href="/a.css"/>${LOW}`, rest: "" });
  });

  it("holds back the start of a tag cut between chunks", () => {
    expect(rewritePreloads("<p>a</p><link rel=\"modu")).toEqual({ out: "<p>a</p>", rest: '<link rel="modu' });
    expect(rewritePreloads("<p>a</p><span>")).toEqual({ out: "<p>a</p><span>", rest: "" });
  });

  it("gives the same HTML whatever the chunk boundaries, multi-byte characters included", async () => {
    const html = `<html><body><p>د.إ 1,299.00</p>${TAG}${TAG}<script type="module">import("/e.js")</script></body></html>`;
    const bytes = Buffer.from(html);
    for (const size of [1, 2, 3, 7, 25, 64, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await text(Readable.from(chunks).pipe(lowPriorityModulePreloads()))).toBe(html.replaceAll(TAG, LOW));
    }
  });
});
