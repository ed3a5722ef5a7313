import type { Query, SearchOptions } from "minisearch";
import { MAX_QUERY_TERMS, PREFIX_MIN_LENGTH, queryTerms } from "./search-limits.js";
import { stem } from "./stem.js";
import { alternativesOf } from "./synonyms.js";

// A keyword as the index searches it: each word as its stem (the index stores words and their stems, stem.ts),
// OR'd with its synonyms (synonyms.ts), the words AND'd. Pure.
//
// Bound: MiniSearch scores every term of a query in full, so a synonym costs what a typed word costs. The typed
// words come first (at most MAX_QUERY_TERMS, search-limits.ts); synonyms fill what is left of that same number of
// terms, in the order typed and in their group's order, and the rest are left out.

export interface ExpandedWord {
  /** The typed word's stem. */
  word: string;
  /** Synonyms kept within the bound, each as the words that must all match. */
  alternatives: string[][];
}

export interface ExpandedKeyword {
  words: ExpandedWord[];
  /** Terms searched, synonyms included: never above MAX_QUERY_TERMS. */
  termCount: number;
}

export function expandKeyword(keyword: string): ExpandedKeyword {
  const words = [...new Set(queryTerms(keyword).terms.map(stem))];
  let termCount = words.length;
  const expanded = words.map((word) => {
    const alternatives: string[][] = [];
    for (const alt of alternativesOf(word)) {
      if (termCount + alt.length > MAX_QUERY_TERMS) continue;
      alternatives.push([...alt]);
      termCount += alt.length;
    }
    return { word, alternatives };
  });
  return { words: expanded, termCount };
}

export interface QueryShape {
  /**
   * Which typed words may be the start of a longer one (from PREFIX_MIN_LENGTH characters): the last (products:
   * earlier words are finished), all (taxonomy names, a few hundred terms) or none ("did you mean").
   */
  prefix: "last" | "all" | "none";
  /** Typos forgiven in a typed word of this length (never in a synonym: it is spelled right). */
  fuzzy: (term: string) => number | false;
}

/** The keyword as a MiniSearch query tree. */
export function searchQuery({ words }: ExpandedKeyword, shape: QueryShape): Query {
  return {
    combineWith: "AND",
    queries: words.map(({ word, alternatives }, i): Query => {
      const typed: SearchOptions & { queries: Query[] } = {
        queries: [word],
        prefix: (shape.prefix === "all" || (shape.prefix === "last" && i === words.length - 1)) && word.length >= PREFIX_MIN_LENGTH,
        fuzzy: shape.fuzzy(word),
      };
      if (alternatives.length === 0) return typed;
      const synonyms = alternatives.map((alt): Query => ({ combineWith: "AND", queries: alt, prefix: false, fuzzy: false }));
      return { combineWith: "OR", queries: [typed, ...synonyms] };
    }),
  };
}
