import CircuitBreaker from "opossum";
import { isAxiosError, type AxiosAdapter, type AxiosPromise, type InternalAxiosRequestConfig } from "axios";
import type { Logger } from "pino";

// A circuit breaker (opossum) around every backend call. When most recent calls fail, the gateway stops calling
// a backend that is down or drowning: queries fail at once with BACKEND_UNAVAILABLE instead of each waiting for
// its timeout (tying up sockets and the shopper), and the backend gets room to recover. After `resetTimeoutMs`
// one trial call is let through (half-open); its success closes the circuit, its failure opens it again.

export type CircuitState = "closed" | "open" | "half-open";

export interface CircuitSettings {
  /** How long the circuit stays open before one trial call is let through. */
  resetTimeoutMs: number;
  /** The circuit opens when more than this percentage of the calls in the window failed... */
  errorThresholdPercentage: number;
  /** ...and the window holds at least this many calls, so that 1 failure out of 1 call doesn't open it. */
  volumeThreshold: number;
}

/**
 * 10 calls is one or two page views (a listing page makes several), so one bad page never opens the circuit; a
 * backend failing more than half of them is not serving the shop. 5 s open: a shopper retrying sees the shop
 * come back soon, a restarting backend gets a few seconds of quiet, and one trial call per 5 s costs it nothing.
 */
export const DEFAULT_CIRCUIT_SETTINGS: CircuitSettings = { resetTimeoutMs: 5000, errorThresholdPercentage: 50, volumeThreshold: 10 };

/** Axios error codes raised on our side (bad option, bad URL, cancelled by us): never the backend's fault. */
const GATEWAY_SIDE_CODES: ReadonlySet<string> = new Set([
  "ERR_CANCELED",
  "ERR_BAD_OPTION",
  "ERR_BAD_OPTION_VALUE",
  "ERR_INVALID_URL",
  "ERR_NOT_SUPPORT",
  "ERR_BAD_REQUEST",
]);

/**
 * Only the backend's own faults count against it: no answer (refused, reset, timed out) or a 5xx. A 404 or a
 * 400 is a normal answer from a healthy backend, and a shopper asking for a missing product must never be able
 * to open the circuit for everyone.
 */
export function isBackendFault(error: unknown): boolean {
  if (!isAxiosError(error)) return false;
  const status = error.response?.status;
  if (status !== undefined) return status >= 500;
  return !GATEWAY_SIDE_CODES.has(error.code ?? "");
}

/** True for the breaker's own rejections (open circuit), as opposed to a failure of the call itself. */
export function isCircuitOpenError(error: unknown): boolean {
  return error instanceof Error && CircuitBreaker.isOurError(error);
}

export interface BackendCircuit {
  /** Sends one request through the breaker (an axios adapter). */
  send(config: InternalAxiosRequestConfig): AxiosPromise;
  state(): CircuitState;
  /** Tells `listener` of every change of state (the metrics count them). */
  onStateChange(listener: (state: CircuitState) => void): void;
  /** Stops the breaker's timers; later calls are rejected. */
  shutdown(): void;
}

export function createBackendCircuit(adapter: AxiosAdapter, settings: CircuitSettings, logger?: Logger): BackendCircuit {
  const breaker = new CircuitBreaker((config: InternalAxiosRequestConfig) => adapter(config), {
    name: "backend",
    resetTimeout: settings.resetTimeoutMs,
    errorThresholdPercentage: settings.errorThresholdPercentage,
    volumeThreshold: settings.volumeThreshold,
    // The percentage is taken over the last 10 s (10 buckets of 1 s): long enough to hold `volumeThreshold`
    // calls on a quiet shop, short enough that an old incident doesn't weigh on the decision for long.
    rollingCountTimeout: 10_000,
    rollingCountBuckets: 10,
    // No timeout of the breaker's own: axios already bounds every attempt (BACKEND_TIMEOUT_MS), and a breaker
    // timeout would reject while the socket stays busy. Axios timeouts still count as failures (isBackendFault).
    timeout: false,
    errorFilter: (error: unknown) => !isBackendFault(error),
    // Nothing reads latency percentiles or listens to snapshots: skip the sorting and the extra timer.
    rollingPercentilesEnabled: false,
    enableSnapshots: false,
    // No cache or coalescing here: per-request DataLoaders and the gateway's caches do that where it is safe.
  });

  // Known opossum trait: calls rejected while open count as calls ("fires") in its window, so for up to 10 s
  // after the circuit closes the failure percentage is diluted, and a relapse in that time reopens it later.
  breaker.on("open", () => {
    const { failures, fires } = breaker.stats;
    logger?.warn({ circuit: "backend", failures, calls: fires, resetTimeoutMs: settings.resetTimeoutMs }, "backend circuit opened: failing fast");
  });
  breaker.on("halfOpen", () => logger?.info({ circuit: "backend" }, "backend circuit half-open: letting one trial call through"));
  breaker.on("close", () => logger?.info({ circuit: "backend" }, "backend circuit closed: backend answering again"));

  return {
    send: (config) => breaker.fire(config),
    state: () => (breaker.opened ? "open" : breaker.halfOpen ? "half-open" : "closed"),
    onStateChange: (listener) => {
      breaker.on("open", () => listener("open"));
      breaker.on("halfOpen", () => listener("half-open"));
      breaker.on("close", () => listener("closed"));
    },
    shutdown: () => breaker.shutdown(),
  };
}
