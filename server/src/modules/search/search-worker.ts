import { Worker } from "node:worker_threads";
import type { Logger } from "pino";
import type { Query } from "minisearch";
import type { Matches, SearchDocument } from "./search-engine.js";
import type { Scorer } from "./scorer.js";
import type { EngineChange, FromSearchWorker, ToSearchWorker } from "./search-worker-messages.js";

// The gateway's search worker: the product indexes' full-text engines in a thread of their own
// (scorer-worker.ts). Scoring a keyword of common words over 20,000 products takes 80 to 190 ms of CPU; on the
// thread that serves every request, each such search held every other shopper's page, /healthz included, for that
// long (bench:hostile: product pages 78 -> 272 ms at p95 under costly searches). In the worker the gateway's
// thread only sends the keyword and ranks what comes back, and a second core can do the scoring.
//
// The gateway's thread keeps each engine's documents (strings it holds anyway, as products), so a worker that dies
// is replaced and refilled: the searches in flight fail, later ones are answered once it is filled again. One that
// keeps dying is restarted after a wait that doubles (searches fail at once meanwhile).

/**
 * The worker's module beside this one: compiled JavaScript in dist; run from source (tests, tsx), TypeScript
 * through tsx's loader, which a worker does not inherit.
 */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith(".ts")) return new Worker(new URL("./scorer-worker.js", here));
  const source = JSON.stringify(new URL("./scorer-worker.ts", here).href);
  return new Worker(`import("tsx/esm/api").then(({ register }) => { register(); return import(${source}); })`, { eval: true });
}

interface Waiting {
  resolve: (reply: FromSearchWorker) => void;
  reject: (error: Error) => void;
}

type Question = { type: "matches"; query: Query } | { type: "closest"; word: string };

/** A worker that dies within this long of the last death counts as dying again (the wait before a new one doubles). */
const RESTART_WINDOW_MS = 60_000;
/** The longest wait before a new worker. */
const RESTART_MAX_DELAY_MS = 30_000;

/** The wait before the next worker after `deaths` deaths in a row: none after one, then 1 s, 2 s, 4 s, ... 30 s. */
export function restartDelayMs(deaths: number): number {
  return deaths <= 1 ? 0 : Math.min(RESTART_MAX_DELAY_MS, 1000 * 2 ** (deaths - 2));
}

export class SearchWorker {
  /** Null while a new worker waits to start. */
  private worker: Worker | null;
  /** Deaths in a row (each within RESTART_WINDOW_MS of the last), and when the last one was. */
  private deaths = 0;
  private lastDeathAt = 0;
  private nextEngine = 1;
  private nextRequest = 1;
  private readonly waiting = new Map<number, Waiting>();
  /** Each open engine's documents by product id: what a new worker is filled with. */
  private readonly documents = new Map<number, Map<number, SearchDocument>>();
  private stopped = false;

  constructor(private readonly logger: Logger) {
    this.worker = this.spawn();
  }

  private spawn(): Worker {
    const worker = startWorker();
    // The gateway's server keeps the process alive; the worker must not keep it from exiting.
    worker.unref();
    worker.on("message", (reply: FromSearchWorker) => {
      const waiting = this.waiting.get(reply.request);
      this.waiting.delete(reply.request);
      waiting?.resolve(reply);
    });
    worker.on("error", (err) => this.logger.error({ err }, "search worker failed"));
    worker.on("exit", (code) => {
      if (this.stopped) return;
      this.worker = null;
      this.failWaiting(new Error(`the search worker stopped (exit code ${code})`));
      // A worker that keeps dying (out of memory, say) is not restarted in a tight loop: the wait doubles.
      const now = Date.now();
      this.deaths = now - this.lastDeathAt < RESTART_WINDOW_MS ? this.deaths + 1 : 1;
      this.lastDeathAt = now;
      const delayMs = restartDelayMs(this.deaths);
      this.logger.error({ code, restartInMs: delayMs }, "search worker stopped; starting a new one and refilling its indexes");
      if (delayMs === 0) this.restart();
      else setTimeout(() => this.restart(), delayMs).unref();
    });
    return worker;
  }

  /** A new worker, filled with every open engine's documents (changes made meanwhile included). */
  private restart(): void {
    if (this.stopped) return;
    this.worker = this.spawn();
    for (const [engine, documents] of this.documents) {
      this.post({ type: "changes", engine, changes: [...documents.values()].map((add) => ({ add })) });
    }
  }

  /** An engine of its own for a product index. */
  scorer(): Scorer {
    const engine = this.nextEngine++;
    const documents = new Map<number, SearchDocument>();
    this.documents.set(engine, documents);
    // Changes go out as one message per turn of the event loop (an index build adds 200 products at a time).
    let changes: EngineChange[] = [];
    const flush = () => {
      if (changes.length === 0) return;
      this.post({ type: "changes", engine, changes });
      changes = [];
    };
    const change = (next: EngineChange) => {
      if (changes.length === 0) queueMicrotask(flush);
      changes.push(next);
    };
    const ask = async (question: Question): Promise<FromSearchWorker> => {
      flush();
      const reply = await this.ask({ ...question, engine });
      if ("error" in reply) throw new Error(`search worker: ${reply.error}`);
      return reply;
    };
    return {
      add: (added) => {
        for (const document of added) {
          documents.set(document.id, document);
          change({ add: document });
        }
      },
      discard: (id) => {
        documents.delete(id);
        change({ discard: id });
      },
      matches: async (query) => ((await ask({ type: "matches", query })) as { matches: Matches }).matches,
      closestTerm: async (word) => ((await ask({ type: "closest", word })) as { term: string }).term,
      close: () => {
        changes = [];
        this.documents.delete(engine);
        this.post({ type: "close", engine });
      },
    };
  }

  /** To the worker; while there is none, changes are kept in `documents` and go with the refill. */
  private post(message: ToSearchWorker): void {
    if (!this.stopped) this.worker?.postMessage(message);
  }

  private ask(question: Question & { engine: number }): Promise<FromSearchWorker> {
    if (this.stopped) return Promise.reject(new Error("the search worker is stopped"));
    if (!this.worker) return Promise.reject(new Error("the search worker is restarting"));
    const request = this.nextRequest++;
    return new Promise((resolve, reject) => {
      this.waiting.set(request, { resolve, reject });
      this.post({ ...question, request });
    });
  }

  private failWaiting(error: Error): void {
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }

  /** Stops the worker (the gateway's shutdown); questions still waiting fail. */
  async close(): Promise<void> {
    this.stopped = true;
    this.failWaiting(new Error("the search worker is stopped"));
    await this.worker?.terminate();
  }
}
