import type { NextFunction, Request, RequestHandler, Response } from "express";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { localeFromPath } from "@proav/shop-rules";
import { busyPage } from "./busy-page.js";
import { isLoopback } from "../guards/loopback.js";

// How many pages the gateway renders at once. A render holds its loaders' data, the React tree, the Apollo cache
// and the HTML (0.5 to 1 MB for a listing) until its response has been handed to the socket; without a bound,
// memory grows with the request rate and a flood of uncached renders (a shopper's cookie, or `?cb=`) exhausts the
// heap and kills the process for everyone. Here at most `maxRenders` run, up to `maxQueued` more wait their turn
// (a waiting request holds only its socket), one client address has at most `maxPerClient` of them, rendered one
// at a time in turn with everyone else's, and the rest are shed at once with a small 503 page and Retry-After:
// a busy shop tells a few shoppers to retry in a moment instead of crashing on all of them.

export interface RenderGateOptions {
  /** Renders in progress at once (SSR_MAX_RENDERS). */
  maxRenders: number;
  /** Requests waiting for a render slot; more are answered 503 at once (SSR_MAX_QUEUED). */
  maxQueued: number;
  /** Longest wait for a slot before the request is answered 503 (SSR_QUEUE_TIMEOUT_MS). */
  queueTimeoutMs: number;
  /**
   * Renders running or waiting for one client address (req.ip, see TRUST_PROXY) (SSR_MAX_RENDERS_PER_CLIENT): one
   * client sending many uncached pages at once cannot take every slot and queue place from the other shoppers.
   */
  maxPerClient: number;
  /**
   * Renders one client address may start in 10 seconds (SSR_CLIENT_RENDERS_PER_10S); more are answered 429 with
   * Retry-After. A shopper reads a page before the next; one address that keeps two renders going back to back
   * still took a third of the process from everyone else.
   */
  maxPer10sPerClient: number;
  /** How long a client over its own limits waits for its refusal (1 s in the gateway; tests may shorten it). */
  clientRefusalDelayMs?: number;
  /** Seconds the 503 asks the client to wait (Retry-After). */
  retryAfterSeconds?: number;
  /** Told of each shed request, for logging and tests. */
  onShed?: (req: Request, reason: ShedReason) => void;
}

/** Renders one client address has running at once; its others (up to maxPerClient) wait their turn. */
export const RUNNING_PER_CLIENT = 1;

type ShedReason = "queue-full" | "queue-timeout" | "client-limit" | "client-rate";

interface Waiter {
  client: string;
  admit: () => void;
  timer: NodeJS.Timeout;
}

/** The gate's counters, for tests and /readyz-style reporting. */
export interface RenderGateState {
  rendering: number;
  queued: number;
  shed: number;
}

export function renderGate(opts: RenderGateOptions): RequestHandler & { state(): RenderGateState } {
  const retryAfter = String(opts.retryAfterSeconds ?? 2);
  const queue: Waiter[] = [];
  let rendering = 0;
  let shed = 0;
  /** Renders running per client address (loopback is not counted: it is no client of its own). */
  const runningFor = new Map<string, number>();
  const running = (client: string) => runningFor.get(client) ?? 0;

  /**
   * Fills free render slots from the queue, oldest first, skipping a client that already has a render running:
   * one address's renders run one at a time, so its pipelined sockets never hold several slots while another
   * shopper's page waits, and its pages are interleaved with everyone else's in turn.
   */
  const admitWaiting = () => {
    for (let i = 0; i < queue.length && rendering < opts.maxRenders;) {
      const waiter = queue[i]!;
      if (!isLoopback(waiter.client) && running(waiter.client) >= RUNNING_PER_CLIENT) {
        i++;
        continue;
      }
      queue.splice(i, 1);
      clearTimeout(waiter.timer);
      waiter.admit();
    }
  };

  const refuse = (req: Request, res: Response, reason: ShedReason, waitSeconds = retryAfter) => {
    shed++;
    opts.onShed?.(req, reason);
    if (res.headersSent || res.destroyed) return;
    const tooMany = reason === "client-rate";
    res.status(tooMany ? 429 : 503);
    res.setHeader("Retry-After", waitSeconds);
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Connection", "close");
    res.type("html").send(busyPage(localeFromPath(req.path), waitSeconds, tooMany ? "too-many" : "busy"));
  };
  const rate = new RateLimiterMemory({ points: opts.maxPer10sPerClient, duration: 10 });
  // A client over its own limits is answered after a pause: looping on its sockets, it would otherwise get
  // hundreds of cheap refusals a second, each still an HTTP request to parse. A timer costs nothing.
  const refuseClient = (req: Request, res: Response, reason: ShedReason, waitSeconds?: string) => {
    const timer = setTimeout(() => refuse(req, res, reason, waitSeconds), opts.clientRefusalDelayMs ?? 0);
    res.once("close", () => clearTimeout(timer));
  };

  /** Renders running or queued per client address. */
  const perClient = new Map<string, number>();

  const gate: RequestHandler = async (req, res, next) => {
    const client = req.ip ?? "unknown";
    // Per-client limits need the shopper's own address (TRUST_PROXY); a request from this host has none.
    if (isLoopback(client)) return admitOrQueue(req, res, next);
    try {
      await rate.consume(client);
    } catch (limited) {
      if (!(limited instanceof RateLimiterRes)) throw limited;
      return refuseClient(req, res, "client-rate", String(Math.max(1, Math.ceil(limited.msBeforeNext / 1000))));
    }
    const mine = perClient.get(client) ?? 0;
    if (mine >= opts.maxPerClient) return refuseClient(req, res, "client-limit");
    perClient.set(client, mine + 1);
    res.once("close", () => {
      const left = (perClient.get(client) ?? 1) - 1;
      if (left > 0) perClient.set(client, left);
      else perClient.delete(client);
    });
    admitOrQueue(req, res, next);
  };

  /** A render slot now, or a place in the queue, or the 503. */
  const admitOrQueue = (req: Request, res: Response, next: NextFunction) => {
    const client = req.ip ?? "unknown";
    const admit = () => {
      rendering++;
      runningFor.set(client, running(client) + 1);
      // `close` follows `finish`, and also comes when the client went away first: the slot is always returned.
      res.once("close", () => {
        rendering--;
        const left = running(client) - 1;
        if (left > 0) runningFor.set(client, left);
        else runningFor.delete(client);
        admitWaiting();
      });
      // The render starts on the next turn of the event loop, not now: with the catalogue cached, a render runs
      // from start to finish without waiting for I/O, so started at once, each would end before the next request
      // was even read, the gate would never see two at a time, and one client's ten pipelined sockets would take
      // ten renders for every one of another shopper's. Deferred, every request that has arrived is counted first.
      setImmediate(next);
    };
    const ownTurn = isLoopback(client) || running(client) < RUNNING_PER_CLIENT;
    if (rendering < opts.maxRenders && ownTurn) return admit();
    if (queue.length >= opts.maxQueued) return refuse(req, res, "queue-full");
    const waiter: Waiter = {
      client,
      admit,
      timer: setTimeout(() => {
        queue.splice(queue.indexOf(waiter), 1);
        refuse(req, res, "queue-timeout");
      }, opts.queueTimeoutMs),
    };
    queue.push(waiter);
    // A client that gives up while waiting leaves the queue (its place is not rendered for nobody).
    res.once("close", () => {
      const at = queue.indexOf(waiter);
      if (at < 0) return;
      queue.splice(at, 1);
      clearTimeout(waiter.timer);
    });
  };
  return Object.assign(gate, { state: () => ({ rendering, queued: queue.length, shed }) });
}
