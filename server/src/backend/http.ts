import { keepAliveAgents } from "./keep-alive-agents.js";
import axios, { type AxiosInstance } from "axios";
import type { Logger } from "pino";
import { retrying } from "./retry.js";
import { createBackendCircuit, DEFAULT_CIRCUIT_SETTINGS, type BackendCircuit, type CircuitSettings } from "./circuit-breaker.js";

// The only HTTP client that talks to the Strapi backend. Unlike the hosted shop's client (no timeout), every
// call here is bounded, and connections are kept alive because the gateway calls the same host all day.
// Every request goes through one adapter: circuit breaker -> retry -> Node's http adapter. The breaker sits
// outside the retry so it judges what callers experience: a blip that the retry absorbed is not a failure, and
// an open circuit fails fast without a retry or a single socket.

export interface BackendHttpOptions {
  baseURL: string;
  /** Per attempt. Only a failure within half of it is retried: with one retry a call takes at most 1.5x this + 150 ms. */
  timeoutMs: number;
  /** Retries of a safe call after a transient failure (see retry.ts); 0 disables. Default 1. */
  retries?: number;
  breaker?: Partial<CircuitSettings>;
}

/** The axios instance, plus its circuit so /readyz can report the state without calling the backend. */
export type BackendHttp = AxiosInstance & { readonly circuit: BackendCircuit };

/** Strapi's query dialect: repeated keys for lists (`id_in=1&id_in=2`), never `id_in[]=` or commas. */
export type QueryValue = string | number | boolean | ReadonlyArray<string | number>;
export type QueryParams = Record<string, QueryValue | undefined>;

export function toSearchParams(params: QueryParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  return search;
}

const PROXY_VARIABLES = ["http_proxy", "https_proxy", "all_proxy"];

function usesProxyEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return Object.keys(env).some((key) => PROXY_VARIABLES.includes(key.toLowerCase()) && !!env[key]);
}

export function createBackendHttp(options: BackendHttpOptions, logger?: Logger): BackendHttp {
  // Node's http adapter, named: it is the one that uses the keep-alive agents below.
  const send = retrying(axios.getAdapter("http"), options.retries ?? 1);
  const circuit = createBackendCircuit(send, { ...DEFAULT_CIRCUIT_SETTINGS, ...options.breaker }, logger);
  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    headers: { Accept: "application/json" },
    // The backend never redirects a REST read; without redirects axios skips follow-redirects, a measurable cost per call.
    maxRedirects: 0,
    // Without proxy variables in the environment, say so once: axios would otherwise look them up and parse the
    // URL again on every call. With them, axios applies them (and NO_PROXY) as before.
    ...(usesProxyEnv() ? {} : { proxy: false as const }),
    ...keepAliveAgents(64),
    paramsSerializer: { serialize: (params) => toSearchParams(params as QueryParams).toString() },
    // Strapi answers some errors as text/plain; keep the raw body so mapping never throws on JSON.parse.
    transitional: { silentJSONParsing: true },
    adapter: circuit.send,
  });
  return Object.assign(instance, { circuit });
}
