import { describe, expect, it } from "vitest";
import type { CatalogClient } from "../../backend/catalog-client.js";
import { ProductIndex } from "./product-index.js";
import { SEARCH_MAX_QUEUED } from "./search-limits.js";
import { searchPage, searchSuggestions } from "./search-queries.js";
import { asSearchClient, SEARCH_BUSY } from "./search-budget.js";
import { SYNTHETIC_CATEGORIES, syntheticCatalog } from "./synthetic-catalog.js";

// `search` and `searchSuggestions` over the live index go through search's budget: more uncached searches at
// once than it queues are answered SEARCH_BUSY, and a result the index has cached is answered whatever the queue.

const index = ProductIndex.build(syntheticCatalog(2000), SYNTHETIC_CATEGORIES);
// Never called: with a live index no search reads the backend.
const catalog = null as unknown as CatalogClient;
const code = (r: PromiseSettledResult<unknown>) => (r.status === "rejected" ? (r.reason as { extensions?: { code?: string } }).extensions?.code : "ok");

describe("search through the budget", () => {
  it("answers one client's third search SEARCH_BUSY (after a pause) while its first two wait", async () => {
    const settled = await Promise.allSettled(
      [1, 2, 3].map((i) => {
        let answer!: Promise<unknown>;
        asSearchClient("203.0.113.9", () => (answer = searchPage(catalog, index, { keyword: `studio audio ${i}`, first: 4 })));
        return answer;
      }),
    );
    expect(settled.map(code)).toEqual(["ok", "ok", SEARCH_BUSY]);
  });

  it("answers SEARCH_BUSY past the queue's room, and serves a cached result meanwhile", async () => {
    await searchPage(catalog, index, { keyword: "workstation", first: 4 }); // now cached
    // Each from a shopper of their own (app.ts names the client address of every request).
    const from = <T>(address: string, search: () => Promise<T>) => {
      let answer!: Promise<T>;
      asSearchClient(address, () => (answer = search()));
      return answer;
    };
    const flood = Array.from({ length: SEARCH_MAX_QUEUED + 2 }, (_, i) =>
      from(`198.51.100.${i}`, () => searchPage(catalog, index, { keyword: `video studio ${i}`, first: 4 })),
    );
    const suggestion = from("198.51.100.200", () => searchSuggestions(catalog, index, { keyword: `audio ${Math.random()}` }));
    const cached = await searchPage(catalog, index, { keyword: "workstation", first: 4 });
    expect(cached.totalCount).toBeGreaterThan(0);
    const settled = await Promise.allSettled([...flood, suggestion]);
    const codes = settled.map(code);
    expect(codes.slice(0, SEARCH_MAX_QUEUED)).toEqual(Array(SEARCH_MAX_QUEUED).fill("ok"));
    expect(codes.slice(SEARCH_MAX_QUEUED)).toEqual([SEARCH_BUSY, SEARCH_BUSY, SEARCH_BUSY]);
  });
});
