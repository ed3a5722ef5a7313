import http from "node:http";
import https from "node:https";
import axios, { type AxiosInstance } from "axios";

// The only HTTP client that talks to the Strapi backend. Unlike the hosted shop's client (no timeout), every
// call here is bounded, and connections are kept alive because the gateway calls the same host all day.

export interface BackendHttpOptions {
  baseURL: string;
  timeoutMs: number;
}

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

export function createBackendHttp(options: BackendHttpOptions): AxiosInstance {
  return axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    headers: { Accept: "application/json" },
    httpAgent: new http.Agent({ keepAlive: true, maxSockets: 64 }),
    httpsAgent: new https.Agent({ keepAlive: true, maxSockets: 64 }),
    paramsSerializer: { serialize: (params) => toSearchParams(params as QueryParams).toString() },
    // Strapi answers some errors as text/plain; keep the raw body so mapping never throws on JSON.parse.
    transitional: { silentJSONParsing: true },
  });
}
