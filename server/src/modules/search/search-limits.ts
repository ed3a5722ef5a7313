import { searchWords } from "./normalise.js";

// The most work one search may ask of the index. At 20,000 products a common word ("video", "workstation")
// matches most of the catalogue and costs 15 to 25 ms of CPU to score; MiniSearch scores every term of an AND
// query in full before intersecting, so a 100-character keyword of common words cost 250 to 490 ms, all of it on
// the one thread that serves every shopper. These bounds cap it; search-budget.ts caps how often it may run.

/** Distinct words of a keyword that are searched; later ones are ignored (shoppers type two to four). */
export const MAX_QUERY_TERMS = 6;
/** The word being typed is expanded by prefix only from this many characters ("a" would expand to every word with an a). */
export const PREFIX_MIN_LENGTH = 2;
/**
 * "Did you mean" corrects keywords of at most this many words: each word is a fuzzy scan of the index (up to three
 * typos in a long word, 40 to 60 ms at 20,000 products), and a six-word keyword of typos cost over 200 ms.
 */
export const MAX_CORRECTED_WORDS = 2;

export interface QueryTerms {
  /** The words searched, normalised, in the order typed, each once, at most MAX_QUERY_TERMS. */
  terms: string[];
  /** Whether words were left out. */
  truncated: boolean;
}

/** The words of a keyword that a search uses. Pure. */
export function queryTerms(keyword: string): QueryTerms {
  const distinct = [...new Set(searchWords(keyword))];
  return { terms: distinct.slice(0, MAX_QUERY_TERMS), truncated: distinct.length > MAX_QUERY_TERMS };
}

/**
 * Searches that need the index's CPU (not answered from its result cache) waiting their turn; more are answered
 * "busy" at once (search-budget.ts).
 */
export const SEARCH_MAX_QUEUED = 16;
/** Of those, how many one client address may have queued or running. */
export const SEARCH_MAX_PER_CLIENT = 2;
/** A client over that number gets its SEARCH_BUSY after this pause, in ms (slows a client looping on its sockets). */
export const CLIENT_REFUSAL_DELAY_MS = 1000;
/** Longest wait for that turn before the search is answered "busy", in ms. */
export const SEARCH_QUEUE_TIMEOUT_MS = 2000;
/**
 * Share of the search worker's time that one client address's searches may take while they queue: after its
 * search of d ms its next one starts 9d ms later at the earliest. When scoring ran on the serving thread a search
 * blocked every request for its d ms: at a quarter, one address sending costly searches kept other shoppers' p95 at
 * 3.7x quiet in bench:hostile, at a tenth 2.6x (2026-11-28). In the worker it still takes a core's time, and it
 * keeps one address from taking the worker from everyone else's searches.
 * A shopper's own searches are unaffected: a 20 ms suggestion rests 180 ms, less than the 250 ms the search box
 * waits for typing to pause.
 */
export const SEARCH_CPU_SHARE = 0.1;
/**
 * Share that all clients' searches together may take: after any search of d ms the next one, whoever asked it,
 * starts d ms later at the earliest, so many addresses searching at once still leave half of a core to the rest.
 */
export const SEARCH_CPU_SHARE_ALL = 0.5;
