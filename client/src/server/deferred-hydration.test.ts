import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferHydration, deferHydrationStream } from "./deferred-hydration";

// React Router 7.18.4's markup, as the storefront renders it (shortened).
const BOOTSTRAP_CODE = `;
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/home-D.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"},"note":"a </script> in a string"};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`;
const PAGE = [
  '<!DOCTYPE html><html lang="en" dir="ltr"><head><link nonce="N1" rel="stylesheet" href="/assets/index.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client-C.js" nonce="N1"/><link rel="modulepreload" href="/assets/framework-F.js" nonce="N1"/>',
  "</head><body><main><h1>د.إ 1,299.00</h1></main>",
  '<script nonce="N1">window.__reactRouterContext = {};</script>',
  `<script nonce="N1" type="module" async="">${BOOTSTRAP_CODE.replace("</script>", "<\\/script>")}</script>`,
  '<script nonce="N1" id="_R_">window.__APOLLO_STATE__={};</script></body></html>',
].join("");

/** Runs the loader's script against a minimal document, returning what it inserted. */
function runLoader(html: string, image?: { complete: boolean }) {
  const script = /<script nonce="N1">(\(\(\)=>[\s\S]*?)<\/script>/.exec(html)![1]!;
  const inserted: { head: Record<string, string>[]; body: Record<string, string>[] } = { head: [], body: [] };
  const listeners: Record<string, () => void> = {};
  const img = image ? { ...image, addEventListener: (type: string, fn: () => void) => (listeners[type] = fn) } : null;
  const element = () => ({}) as Record<string, string>;
  const document = {
    currentScript: { nonce: "N1" },
    createElement: element,
    head: { append: (el: Record<string, string>) => inserted.head.push(el) },
    body: { append: (el: Record<string, string>) => inserted.body.push(el) },
    querySelector: () => img,
  };
  const timers: (() => void)[] = [];
  const run = new Function("document", "requestAnimationFrame", "setTimeout", script);
  run(
    document,
    (fn: () => void) => timers.push(fn),
    (fn: () => void) => timers.push(fn),
  );
  const flush = () => {
    while (timers.length) timers.shift()!();
  };
  return { inserted, listeners, flush };
}

describe("deferred hydration", () => {
  it("drops React Router's preloads and bootstrap, keeping everything else as rendered", () => {
    const out = deferHydration(PAGE);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toContain('<script nonce="N1" type="module"');
    expect(out).toContain('<link nonce="N1" rel="stylesheet" href="/assets/index.css" data-precedence="default"/>');
    expect(out).toContain("<h1>د.إ 1,299.00</h1>");
    expect(out).toContain('<script nonce="N1" id="_R_">window.__APOLLO_STATE__={};</script>');
    // No string inside the loader can close its <script> element.
    expect(out.match(/<\/script>/g)).toHaveLength(3);
  });

  it("inserts the same preloads and the same bootstrap, with the page's nonce, after the first paint", () => {
    const { inserted, flush } = runLoader(deferHydration(PAGE));
    expect(inserted.body).toHaveLength(0); // nothing before the frame
    flush();
    expect(inserted.head.map((l) => [l.rel, l.href])).toEqual([
      ["modulepreload", "/assets/entry.client-C.js"],
      ["modulepreload", "/assets/framework-F.js"],
    ]);
    expect(inserted.body).toEqual([{ type: "module", nonce: "N1", textContent: BOOTSTRAP_CODE.replace("</script>", "<\\/script>") }]);
  });

  it("waits for the main image when it is still loading, or gives up on it after a while", () => {
    const loading = runLoader(deferHydration(PAGE), { complete: false });
    expect(Object.keys(loading.listeners).sort()).toEqual(["error", "load"]);
    loading.listeners.load!();
    loading.flush();
    expect(loading.inserted.body).toHaveLength(1);
    const loaded = runLoader(deferHydration(PAGE), { complete: true });
    loaded.flush();
    expect(loaded.inserted.body).toHaveLength(1);
  });

  it("leaves a page without React Router's bootstrap untouched", () => {
    const plain = "<html><body><p>plain</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });

  it("gives the same page whatever the stream's chunk boundaries", async () => {
    const bytes = Buffer.from(PAGE);
    for (const size of [1, 3, 64, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await text(Readable.from(chunks).pipe(deferHydrationStream()))).toBe(deferHydration(PAGE));
    }
  });
});
