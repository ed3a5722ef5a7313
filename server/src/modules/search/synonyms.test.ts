import { describe, expect, it } from "vitest";
import { alternativesOf } from "./synonyms.js";
import { expandKeyword } from "./search-query.js";
import { MAX_QUERY_TERMS } from "./search-limits.js";

const words = (keyword: string) => expandKeyword(keyword).words.map((w) => [w.word, ...w.alternatives.map((a) => a.join(" "))]);

describe("synonyms", () => {
  it("searches a shopper's word as the catalogue's, catalogue words first", () => {
    expect(words("لابتوب")[0]!.slice(0, 3)).toEqual(["لابتوب", "mobile workstation", "laptop"]);
    expect(words("laptop")[0]!.slice(0, 2)).toEqual(["laptop", "mobile workstation"]);
    expect(words("كمبيوتر")[0]).toContain("workstation");
    // Alternatives are stemmed as the index stores them: "ميكروفون" is searched as its stem.
    expect(words("مايك")[0]).toContain("ميكروف");
    expect(words("شاشة")[0]).toContain("display");
    expect(words("رخصة")[0]).toContain("subscription");
    // Stemmed like queries: the plural finds the row too.
    expect(words("برمجيات")[0]).toContain("software");
  });

  it("never widens a catalogue word", () => {
    expect(alternativesOf("workstation")).toEqual([]);
    expect(alternativesOf("display")).toEqual([]);
    expect(alternativesOf("software")).toEqual([]);
  });

  it("counts alternatives within MAX_QUERY_TERMS, typed words first", () => {
    const expanded = expandKeyword("laptop computer screen");
    expect(expanded.termCount).toBeLessThanOrEqual(MAX_QUERY_TERMS);
    expect(expanded.words.map((w) => w.word)).toEqual(["laptop", "computer", "screen"]);
    // The first word's catalogue alternative ("mobile workstation", two terms) before anything of the later words.
    expect(expanded.words[0]!.alternatives[0]).toEqual(["mobile", "workstation"]);
  });
});
