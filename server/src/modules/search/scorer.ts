import type { Query } from "minisearch";
import { closestTerm, createEngine, matchesOf, type Matches, type SearchDocument } from "./search-engine.js";

// Where the product index's full-text engine lives, behind one interface: in the search worker (search-worker.ts,
// the gateway's) or in the calling thread (here: tests, tools). Changes are fire-and-forget and applied in the
// order made; questions are answered after every change made before them.

export interface Scorer {
  /** Adds documents (a product's old document is discarded first). */
  add(documents: readonly SearchDocument[]): void;
  discard(id: number): void;
  /** The products a query matches, with their relevance. */
  matches(query: Query): Promise<Matches>;
  /** The catalogue's word closest to a typed one ("did you mean"). */
  closestTerm(word: string): Promise<string>;
  /** Frees the engine: its index was replaced. */
  close(): void;
}

/** A new, empty engine for an index being built. */
export type ScorerFactory = () => Scorer;

/** The engine in this thread: scoring holds it for as long as it takes. */
export function inlineScorer(): Scorer {
  const engine = createEngine();
  return {
    add: (documents) => engine.addAll(documents),
    discard: (id) => engine.discard(id),
    matches: async (query) => matchesOf(engine, query),
    closestTerm: async (word) => closestTerm(engine, word),
    close: () => engine.removeAll(),
  };
}
