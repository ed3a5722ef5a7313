import { isAxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from "axios";
import type { BackendHttp } from "../backend/http.js";
import { isCircuitOpenError } from "../backend/circuit-breaker.js";
import type { GatewayMetrics } from "./metrics.js";

// Backend calls as their callers see them (the circuit breaker and the retry included), timed around the backend
// client's adapter (backend/http.ts), with the status each ended with; and the circuit's state changes.

/** `/addresses/17?x=1` -> `/addresses/:id`: numbers, UUIDs and hex ids are ids. */
export function backendRoute(url: string | undefined): string {
  const path = (url ?? "").split("?")[0]!.replace(/^https?:\/\/[^/]+/, "");
  const route = path
    .split("/")
    .map((segment) => (/^(\d+|[0-9a-f]{24}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.test(segment) ? ":id" : segment))
    .join("/");
  return route || "/";
}

/** The status label of a failed call: the backend's HTTP status, or why there was none. */
function failureStatus(error: unknown): string {
  if (isCircuitOpenError(error)) return "circuit_open";
  if (!isAxiosError(error)) return "error";
  if (error.response) return String(error.response.status);
  if (error.code === "ECONNABORTED" || error.code === "ETIMEDOUT") return "timeout";
  if (error.code === "ERR_CANCELED") return "canceled";
  return "unreachable";
}

export function instrumentBackend(http: BackendHttp, metrics: GatewayMetrics): void {
  const send = http.defaults.adapter;
  if (typeof send !== "function") throw new Error("the backend client's adapter is not a function (backend/http.ts sets the circuit's)");
  const observe = (config: InternalAxiosRequestConfig, status: string, started: bigint) => {
    const method = (config.method ?? "get").toUpperCase();
    const route = metrics.backendRouteLabel(backendRoute(config.url));
    metrics.backendRequests.inc({ method, route, status });
    metrics.backendDuration.observe({ method, route }, Number(process.hrtime.bigint() - started) / 1e9);
  };
  // Around the circuit's adapter: calls it refuses (open) are counted too, and they carry no config of their own.
  const timed: AxiosAdapter = (config) => {
    const started = process.hrtime.bigint();
    return send(config).then(
      (response) => {
        observe(config, String(response.status), started);
        return response;
      },
      (error: unknown) => {
        observe(config, failureStatus(error), started);
        throw error;
      },
    );
  };
  http.defaults.adapter = timed;
  http.circuit.onStateChange((state) => metrics.circuitTransitions.inc({ state }));
  metrics.read({ circuitState: () => http.circuit.state() });
}
