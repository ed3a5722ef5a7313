import { AsyncLocalStorage } from "node:async_hooks";
import { GraphQLError } from "graphql";
import {
  CLIENT_REFUSAL_DELAY_MS,
  SEARCH_CPU_SHARE,
  SEARCH_CPU_SHARE_ALL,
  SEARCH_MAX_PER_CLIENT,
  SEARCH_MAX_QUEUED,
  SEARCH_QUEUE_TIMEOUT_MS,
} from "./search-limits.js";
import { isLoopback } from "../../guards/loopback.js";

// Search's own share of the process. Scoring once ran on the one thread that serves every request, so twenty
// costly searches at once held /healthz for 5 s and other shoppers' searches for 41 s; it now runs in the search
// worker (search-worker.ts), a thread of its own, but on the same cores. Here searches that need the index's
// scoring run one at a time, each after the event loop had a turn (pending requests go first). Client
// addresses take turns: one client's searches take at most `cpuShare` of the time and all clients' together at
// most `allClientsShare`, so a client sending costly searches back to back slows itself, not the shopper whose one
// search arrives next (with one queue for all, that shopper waited behind the busy client's searches and their
// pauses: bench:hostile's search pages went 37 -> 194 ms at p95). A search that finds the queue full, or waits
// too long, is answered SEARCH_BUSY (the storefront shows its "search failed, try again" notice) instead of making
// everyone wait. One client address has at most `maxPerClient` searches queued or running. Searches answered from
// the index's result cache never queue.

/** The client address of the request being served (app.ts sets it for each request; "unknown" outside one). */
const requestClient = new AsyncLocalStorage<string>();

/** Runs `next` (and everything it starts) as a request from this client address. */
export function asSearchClient(address: string, next: () => void): void {
  requestClient.run(address, next);
}

export interface SearchBudgetOptions {
  maxQueued: number;
  queueTimeoutMs: number;
  /** 0 < share <= 1: the share of the loop one client address's searches may take. */
  cpuShare: number;
  /** 0 < share <= 1: the share all searches together may take (many addresses at once); 1 when not given. */
  allClientsShare?: number;
  maxPerClient: number;
  /** How long a client over `maxPerClient` waits for its SEARCH_BUSY. */
  clientRefusalDelayMs?: number;
}

interface Waiter {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  deadline: number;
}

export const SEARCH_BUSY = "SEARCH_BUSY";

export function searchBusy(): GraphQLError {
  return new GraphQLError("Search is busy right now. Please try again in a moment.", { extensions: { code: SEARCH_BUSY, retryAfterSeconds: 1 } });
}

/** The time a search of `took` ms must be followed by, for searches to take at most `share` of the loop. */
const restAfter = (took: number, share: number) => took * (1 / share - 1);

export class SearchBudget {
  /**
   * Waiting searches per client address, in turn order: the next search is the first of the first client whose
   * rest is over, and a served client goes to the back. A shopper's one search so waits behind at most one search
   * of each other client, never behind everything one busy client has queued.
   */
  private readonly queues = new Map<string, Waiter[]>();
  /** When each client that searched lately may start its next search (its own share of the loop). */
  private readonly restUntil = new Map<string, number>();
  /** When any next search may start (all clients' share of the loop). */
  private allRestUntil = 0;
  private queuedCount = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private immediate = false;
  /** A search is running (scoring in the search worker): the next waits for it. */
  private running = false;
  /** Searches refused since start (for tests and logs). */
  refused = 0;

  constructor(
    private readonly opts: SearchBudgetOptions = {
      maxQueued: SEARCH_MAX_QUEUED,
      queueTimeoutMs: SEARCH_QUEUE_TIMEOUT_MS,
      cpuShare: SEARCH_CPU_SHARE,
      allClientsShare: SEARCH_CPU_SHARE_ALL,
      maxPerClient: SEARCH_MAX_PER_CLIENT,
      clientRefusalDelayMs: CLIENT_REFUSAL_DELAY_MS,
    },
  ) {}

  /** Searches queued or running per client address. */
  private readonly perClient = new Map<string, number>();

  get queued(): number {
    return this.queuedCount;
  }

  /**
   * Runs `work` (the index's scoring, in the search worker, and what ranks it here) in its turn; rejects with
   * SEARCH_BUSY when there is no room or time.
   */
  run<T>(work: () => T | Promise<T>, client: string = requestClient.getStore() ?? "unknown"): Promise<T> {
    const mine = this.perClient.get(client) ?? 0;
    if (mine >= this.opts.maxPerClient && !isLoopback(client)) {
      // Answered after a pause, not at once: a client looping on its sockets would otherwise get hundreds of
      // cheap refusals a second, and even a refusal goes through HTTP and GraphQL. A timer costs nothing.
      this.refused++;
      return new Promise((_, reject) => setTimeout(() => reject(searchBusy()), this.opts.clientRefusalDelayMs ?? 0).unref());
    }
    if (this.queuedCount >= this.opts.maxQueued) {
      this.refused++;
      return Promise.reject(searchBusy());
    }
    this.perClient.set(client, mine + 1);
    const done = () => {
      const left = (this.perClient.get(client) ?? 1) - 1;
      if (left > 0) this.perClient.set(client, left);
      else this.perClient.delete(client);
    };
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        work,
        resolve: (value) => {
          done();
          resolve(value as T);
        },
        reject: (error) => {
          done();
          reject(error);
        },
        deadline: performance.now() + this.opts.queueTimeoutMs,
      };
      const queue = this.queues.get(client);
      if (queue) queue.push(waiter);
      else this.queues.set(client, [waiter]);
      this.queuedCount++;
      // A new client may be due before the client the timer waits for.
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.running || this.immediate || this.timer || this.queuedCount === 0) return;
    const now = performance.now();
    let startAt = Infinity;
    for (const client of this.queues.keys()) startAt = Math.min(startAt, this.restUntil.get(client) ?? 0);
    const wait = Math.max(startAt, this.allRestUntil) - now;
    // setImmediate: I/O that arrived meanwhile (other shoppers' requests, probes) is handled before the next search.
    if (wait > 0) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.next();
      }, wait);
    } else {
      this.immediate = true;
      setImmediate(() => {
        this.immediate = false;
        this.next();
      });
    }
  }

  private next(): void {
    const now = performance.now();
    this.refuseLate(now);
    for (const [client, until] of this.restUntil) if (until <= now && !this.queues.has(client)) this.restUntil.delete(client);
    if (now >= this.allRestUntil) {
      const client = [...this.queues.keys()].find((c) => (this.restUntil.get(c) ?? 0) <= now);
      if (client !== undefined) this.serve(client);
    }
    this.schedule();
  }

  /** Runs the first search of `client` and sends the client to the back of the turn order. */
  private serve(client: string): void {
    const queue = this.queues.get(client)!;
    const waiter = queue.shift()!;
    this.queuedCount--;
    this.queues.delete(client);
    if (queue.length > 0) this.queues.set(client, queue);
    const started = performance.now();
    this.running = true;
    let answer: Promise<unknown>;
    try {
      answer = Promise.resolve(waiter.work());
    } catch (error) {
      answer = Promise.reject(error);
    }
    void answer.then(waiter.resolve, waiter.reject).finally(() => {
      const ended = performance.now();
      const took = ended - started;
      // This host (tests, a local proxy without X-Forwarded-For) stands for many shoppers: only the shared rest applies.
      if (!isLoopback(client)) this.restUntil.set(client, ended + restAfter(took, this.opts.cpuShare));
      this.allRestUntil = ended + restAfter(took, this.opts.allClientsShare ?? 1);
      this.running = false;
      this.schedule();
    });
  }

  /** Answers SEARCH_BUSY to every search that waited past its deadline. */
  private refuseLate(now: number): void {
    for (const [client, queue] of this.queues) {
      while (queue.length > 0 && queue[0]!.deadline < now) {
        this.refused++;
        this.queuedCount--;
        queue.shift()!.reject(searchBusy());
      }
      if (queue.length === 0) this.queues.delete(client);
    }
  }
}

/** The process's budget: every search of this gateway shares it. */
export const searchBudget = new SearchBudget();
