import MiniSearch, { type Query, type SearchOptions, type SearchResult } from "minisearch";
import { partNumberKey, searchWords } from "./normalise.js";
import { PREFIX_MIN_LENGTH } from "./search-limits.js";
import { withStems } from "./stem.js";

// The full-text engine of the product index (MiniSearch: BM25 ranking, prefix and fuzzy matching over a radix
// tree) and the two questions asked of it. Every field and every query goes through the one normaliser
// (normalise.ts) as MiniSearch's tokenizer, so "Z8-G5", "z8 g5" and "Z8 G٥" meet the same terms; each word is
// stored with its stem (stem.ts). This module runs where the engine lives: in the search worker
// (scorer-worker.ts), or in the calling thread for tests (scorer.ts). What it answers is plain data.

export interface SearchDocument {
  id: number;
  title: string;
  partNumber: string;
  /** The part number with case, spaces and dashes gone, as one term: "z8g5" finds "Z8 G5" while typing. */
  partKey: string;
  brands: string;
  categories: string;
  description: string;
  /** The Arabic row's title and description (Strapi i18n), so an Arabic word finds the product. */
  localTitle: string;
  localDescription: string;
  /** The Arabic names of its categories and sub-categories, and of its brands (Strapi i18n taxonomy rows). */
  localCategories: string;
  localBrands: string;
}

const FIELDS = [
  "title",
  "partNumber",
  "partKey",
  "brands",
  "categories",
  "description",
  "localTitle",
  "localDescription",
  "localCategories",
  "localBrands",
] as const;

/** The fields that hold category names: a product matched in one ranks before one matched only elsewhere. */
const CATEGORY_FIELDS: readonly string[] = ["categories", "localCategories"];

/** Part number and title above brand and category, above description. */
export const FIELD_BOOSTS: Record<(typeof FIELDS)[number], number> = {
  partKey: 4,
  partNumber: 4,
  title: 3,
  brands: 2,
  categories: 1.5,
  description: 0.5,
  localTitle: 3,
  localDescription: 0.5,
  localCategories: 1.5,
  localBrands: 2,
};

/** One typo forgiven in words of five letters or more; shorter words ("hp", "z8") must be typed right. */
export const FUZZY_MIN_LENGTH = 5;

/** Typos forgiven in a typed word. */
export const typosForgiven = (term: string): number | false => (term.length >= FUZZY_MIN_LENGTH ? 1 : false);

export const SEARCH_OPTIONS: SearchOptions = {
  combineWith: "AND",
  // The word being typed (the last) may be the start of a longer one: shoppers type "blackm", "workstat",
  // "4j0g". Earlier words are finished: expanding them too multiplied the terms a broad query scores.
  prefix: (term, i, terms) => i === terms.length - 1 && term.length >= PREFIX_MIN_LENGTH,
  fuzzy: typosForgiven,
  maxFuzzy: 1,
  boost: FIELD_BOOSTS,
};

function tokenize(text: string, field?: string): string[] {
  if (field === "partKey") {
    const key = partNumberKey(text);
    return key ? [key] : [];
  }
  return withStems(searchWords(text));
}

export type SearchEngine = MiniSearch<SearchDocument>;

export function createEngine(): SearchEngine {
  return new MiniSearch<SearchDocument>({
    fields: [...FIELDS],
    idField: "id",
    tokenize,
    processTerm: (term) => term, // already normalised by tokenize
    searchOptions: { ...SEARCH_OPTIONS, tokenize: (text) => searchWords(text), processTerm: (term) => term },
  });
}

/**
 * The products a query matches, as three parallel arrays (cheap to move between threads): id, relevance, and
 * whether a word matched in a category's name.
 */
export interface Matches {
  ids: Int32Array;
  scores: Float64Array;
  inCategory: Uint8Array;
}

/** Whether a result matched a word in a category or sub-category name. */
const inCategory = (r: SearchResult) => Object.values(r.match).some((fields) => fields.some((f) => CATEGORY_FIELDS.includes(f)));

export function matchesOf(engine: SearchEngine, query: Query): Matches {
  const results = engine.search(query);
  const matches = { ids: new Int32Array(results.length), scores: new Float64Array(results.length), inCategory: new Uint8Array(results.length) };
  results.forEach((r, i) => {
    matches.ids[i] = r.id as number;
    matches.scores[i] = r.score;
    matches.inCategory[i] = inCategory(r) ? 1 : 0;
  });
  return matches;
}

/**
 * The word of the catalogue (titles, part numbers, brand and category names, English or Arabic) closest to a
 * typed one, weighted by how well it matches; the word itself when none is.
 */
export function closestTerm(engine: SearchEngine, word: string): string {
  const weights = new Map<string, number>();
  const results = engine.search(word, {
    // The Arabic title and names too: an Arabic typo is corrected to the Arabic word.
    fields: ["title", "partNumber", "brands", "categories", "localTitle", "localCategories", "localBrands"],
    prefix: false,
    fuzzy: word.length >= 8 ? 3 : word.length >= 4 ? 2 : word.length >= 3 ? 1 : false,
    combineWith: "OR",
  });
  for (const r of results) for (const term of r.terms) weights.set(term, (weights.get(term) ?? 0) + r.score);
  const best = [...weights].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  return best?.[0] ?? word;
}
