import { describe, expect, it } from "vitest";
import { MICRO_CACHE_MAX_BYTES, microCacheStore } from "./micro-cache.js";
import { PAGE_CACHE_MAX_BYTES, pageCacheStore } from "../ssr/page-micro-cache.js";
import { cutAtNonce } from "../ssr/page-gzip.js";

// The in-process caches hold at most their byte budgets, however many distinct large answers clients ask for.

const answer = (i: number, bytes: number) => ({ body: `${i}`.padEnd(bytes / 2, "x"), bornAt: 0, contentType: "application/json", cacheControl: "public" });

describe("in-process caches", () => {
  it("keep the GraphQL micro-cache within its byte budget", () => {
    const store = microCacheStore({});
    for (let i = 0; i < 1000; i++) store.set(`{"query":"{ q${i} }"}`, answer(i, 100 * 1024));
    expect(store.calculatedSize).toBeLessThanOrEqual(MICRO_CACHE_MAX_BYTES);
    expect(store.size).toBeGreaterThan(100);
    expect(store.get(`{"query":"{ q999 }"}`)?.body.startsWith("999")).toBe(true);
  });

  it("keep the page micro-cache within its byte budget", () => {
    const store = pageCacheStore({ maxAgeSeconds: 5 });
    for (let i = 0; i < 500; i++)
      store.set(`/shop?page=${i}\nen`, { page: cutAtNonce(`${i}`.padEnd(512 * 1024, "x"), undefined), nonce: undefined, headers: {}, bornAt: 0 });
    expect(store.calculatedSize).toBeLessThanOrEqual(PAGE_CACHE_MAX_BYTES);
    expect(store.get(`/shop?page=499\nen`)).toBeDefined();
  });
});
