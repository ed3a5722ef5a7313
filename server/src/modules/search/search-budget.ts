import { AsyncLocalStorage } from "node:async_hooks";
import { GraphQLError } from "graphql";
import { CLIENT_REFUSAL_DELAY_MS, SEARCH_CPU_SHARE, SEARCH_MAX_PER_CLIENT, SEARCH_MAX_QUEUED, SEARCH_QUEUE_TIMEOUT_MS } from "./search-limits.js";

// Search's own share of the process. Scoring runs on the one thread that serves every request, so twenty costly
// searches at once once held /healthz for 5 s and other shoppers' searches for 41 s. Here searches that need the
// index's CPU run one at a time, each after the event loop had a turn (pending requests go first), and while
// they queue they take at most `cpuShare` of the time; a search that finds the queue full, or waits too long,
// is answered SEARCH_BUSY (the storefront shows its "search failed, try again" notice) instead of making
// everyone wait. One client address has at most `maxPerClient` searches queued or running, so one client sending
// costly searches in parallel cannot fill the queue for the other shoppers. Searches answered from the index's
// result cache never queue.

/**
 * A request from this host (tests, or a local proxy that sends no X-Forwarded-For) is no client of its own: limited
 * per address, every shopper behind such a proxy would share one budget.
 */
export function isLoopback(address: string): boolean {
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

/** The client address of the request being served (app.ts sets it for each request; "unknown" outside one). */
const requestClient = new AsyncLocalStorage<string>();

/** Runs `next` (and everything it starts) as a request from this client address. */
export function asSearchClient(address: string, next: () => void): void {
  requestClient.run(address, next);
}

export interface SearchBudgetOptions {
  maxQueued: number;
  queueTimeoutMs: number;
  /** 0 < share <= 1. */
  cpuShare: number;
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

export class SearchBudget {
  private readonly queue: Waiter[] = [];
  private scheduled = false;
  private nextStartAt = 0;
  /** Searches refused since start (for tests and logs). */
  refused = 0;

  constructor(
    private readonly opts: SearchBudgetOptions = {
      maxQueued: SEARCH_MAX_QUEUED,
      queueTimeoutMs: SEARCH_QUEUE_TIMEOUT_MS,
      cpuShare: SEARCH_CPU_SHARE,
      maxPerClient: SEARCH_MAX_PER_CLIENT,
      clientRefusalDelayMs: CLIENT_REFUSAL_DELAY_MS,
    },
  ) {}

  /** Searches queued or running per client address. */
  private readonly perClient = new Map<string, number>();

  get queued(): number {
    return this.queue.length;
  }

  /** Runs `work` (synchronous, CPU-bound) in its turn; rejects with SEARCH_BUSY when there is no room or time. */
  run<T>(work: () => T, client: string = requestClient.getStore() ?? "unknown"): Promise<T> {
    const mine = this.perClient.get(client) ?? 0;
    if (mine >= this.opts.maxPerClient && !isLoopback(client)) {
      // Answered after a pause, not at once: a client looping on its sockets would otherwise get hundreds of
      // cheap refusals a second, and even a refusal goes through HTTP and GraphQL. A timer costs nothing.
      this.refused++;
      return new Promise((_, reject) => setTimeout(() => reject(searchBusy()), this.opts.clientRefusalDelayMs ?? 0).unref());
    }
    if (this.queue.length >= this.opts.maxQueued) {
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
      this.queue.push({
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
      });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.queue.length === 0) return;
    this.scheduled = true;
    const wait = this.nextStartAt - performance.now();
    // setImmediate: I/O that arrived meanwhile (other shoppers' requests, probes) is handled before the next search.
    if (wait > 0) setTimeout(() => this.next(), wait);
    else setImmediate(() => this.next());
  }

  private next(): void {
    this.scheduled = false;
    const now = performance.now();
    let waiter = this.queue.shift();
    while (waiter && waiter.deadline < now) {
      this.refused++;
      waiter.reject(searchBusy());
      waiter = this.queue.shift();
    }
    if (waiter) {
      const started = performance.now();
      try {
        waiter.resolve(waiter.work());
      } catch (error) {
        waiter.reject(error);
      }
      const took = performance.now() - started;
      this.nextStartAt = performance.now() + took * (1 / this.opts.cpuShare - 1);
    }
    this.schedule();
  }
}

/** The process's budget: every search of this gateway shares it. */
export const searchBudget = new SearchBudget();
