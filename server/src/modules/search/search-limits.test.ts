import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import MiniSearch, { type Query } from "minisearch";
import { ProductIndex } from "./product-index.js";
import { MAX_CORRECTED_WORDS, MAX_QUERY_TERMS, queryTerms } from "./search-limits.js";
import { expandKeyword } from "./search-query.js";
import { SYNTHETIC_CATEGORIES, syntheticCatalog } from "./synthetic-catalog.js";

// The work one hostile keyword may ask of the index at the size one gateway holds (20,000 products), counted in
// what MiniSearch is asked to score rather than timed (the machine's load would decide a timing).

// 100 characters of words that match most of a pro AV catalogue.
const HOSTILE = "professional video audio workstation broadcast studio production editing colour grading real time pro";

let index: ProductIndex;
beforeAll(() => {
  index = ProductIndex.build(syntheticCatalog(20_000), SYNTHETIC_CATEGORIES);
}, 60_000);
afterEach(() => vi.restoreAllMocks());

/** The terms of a query: a keyword's words, or every word of a query tree (typed words and synonyms). */
const termsOf = (query: Query): string[] =>
  typeof query === "string" ? query.split(" ").filter(Boolean) : typeof query === "object" && "queries" in query ? query.queries.flatMap(termsOf) : [];

/** The terms of every query the index hands MiniSearch while `fn` runs (the index's engine in this thread). */
async function scoredQueries(fn: () => Promise<unknown>): Promise<string[][]> {
  const search = vi.spyOn(MiniSearch.prototype, "search");
  await fn();
  const calls = [...search.mock.calls];
  search.mockRestore();
  return calls.map(([query]) => termsOf(query));
}

describe("search bounds", () => {
  it("keeps the first distinct words of a keyword, at most MAX_QUERY_TERMS", async () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(100);
    expect(queryTerms(HOSTILE)).toEqual({ terms: HOSTILE.split(" ").slice(0, MAX_QUERY_TERMS), truncated: true });
    expect(queryTerms("pro pro PRO Pro pro")).toEqual({ terms: ["pro"], truncated: false });
    expect(queryTerms("HP Z8-G5 workstation")).toEqual({ terms: ["hp", "z8", "g5", "workstation"], truncated: false });
  });

  it("scores a 100-character keyword of common words as no more than its first six words, at 20,000 products", async () => {
    const queries = await scoredQueries(() => index.find(HOSTILE));
    expect(queries).toHaveLength(1);
    expect(queries[0]!.length).toBeLessThanOrEqual(MAX_QUERY_TERMS);
    // Same work, so the same cached answer: the words past the bound cost nothing.
    const firstSix = HOSTILE.split(" ").slice(0, MAX_QUERY_TERMS).join(" ");
    expect(await index.find(firstSix)).toBe(await index.find(HOSTILE));
    // A repeated hostile keyword (or one padded with repeated words) is answered from the cache, scoring nothing.
    expect(await scoredQueries(() => index.find(`${HOSTILE} ${HOSTILE}`))).toEqual([]);
  });

  it("counts synonyms within MAX_QUERY_TERMS: typed words first, then as many synonyms as fit", async () => {
    // "laptop" alone searches its synonyms ("mobile workstation" is two terms); six typed words leave no room.
    const laptop = expandKeyword("laptop");
    expect(laptop.words[0]!.alternatives.length).toBeGreaterThan(0);
    expect(laptop.termCount).toBeLessThanOrEqual(MAX_QUERY_TERMS);
    const crowded = "laptop computer monitor mic camera software licence headphones";
    expect(expandKeyword(crowded)).toMatchObject({ termCount: MAX_QUERY_TERMS });
    expect(expandKeyword(crowded).words.every((w) => w.alternatives.length === 0)).toBe(true);
    for (const keyword of ["لابتوب", "كمبيوتر hp", "شاشة 4k", "برمجيات رخصة", crowded]) {
      const queries = await scoredQueries(() => index.find(keyword));
      expect(queries).toHaveLength(1);
      expect(queries[0]!.length).toBeLessThanOrEqual(MAX_QUERY_TERMS);
    }
  });

  it("corrects at most MAX_CORRECTED_WORDS words for 'did you mean', and nothing for a longer keyword", async () => {
    const typos = "profesional vidio audoi workstatoin broadcst studoi";
    expect(await scoredQueries(() => index.closestKeyword(typos))).toEqual([]);
    const short = typos.split(" ").slice(0, MAX_CORRECTED_WORDS).join(" ");
    const corrections = await scoredQueries(() => index.closestKeyword(short));
    // One fuzzy scan per word, then one search of the corrected keyword.
    expect(corrections.length).toBeLessThanOrEqual(MAX_CORRECTED_WORDS + 1);
  });

  it("still finds what shoppers type: brand and model, a part number, a prefix being typed", async () => {
    const [first] = syntheticCatalog(1);
    expect((await index.find(first!.part_number!))[0]!.product.id).toBe(1);
    expect((await index.find("hp z8")).length).toBeGreaterThan(0);
    expect((await index.find("thinkst")).length).toBeGreaterThan(0);
  });
});
