import type { Query } from "minisearch";
import type { Matches, SearchDocument } from "./search-engine.js";

// What the gateway's thread and the search worker say to each other (search-worker.ts, scorer-worker.ts).

export type EngineChange = { add: SearchDocument; discard?: undefined } | { discard: number };

export type ToSearchWorker =
  | { type: "changes"; engine: number; changes: EngineChange[] }
  | { type: "close"; engine: number }
  | { type: "matches"; engine: number; request: number; query: Query }
  | { type: "closest"; engine: number; request: number; word: string };

export type FromSearchWorker = { request: number } & ({ matches: Matches } | { term: string } | { error: string });
