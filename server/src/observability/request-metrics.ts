import { AsyncLocalStorage } from "node:async_hooks";
import type { Request, RequestHandler } from "express";
import type { ApolloServerPlugin, BaseContext, GraphQLRequestContextWillSendResponse } from "@apollo/server";
import { requestChannel, type Channel, type StorefrontIdentity } from "./channel.js";
import { graphqlName } from "./labels.js";
import { pageRoute } from "./page-route.js";
import type { GatewayMetrics, Outcome } from "./metrics.js";
import { currentRequest } from "./request-context.js";

// Requests as the metrics see them. `observeRequests` runs first for every request: it works out the channel
// (labels for the metrics and, through the request scope, for every log line) and holds a small record the
// Apollo plugin fills in (the operation's name and outcome), read when the answer has been sent.
// /graphql is timed around the whole chain, so answers from the micro-cache and refusals count too; operations a
// page runs in process are timed by the plugin (`via="ssr"`).

interface Observation {
  channel: Channel;
  /** The resolved operation's name; null for an anonymous operation; undefined when none was resolved. */
  operation?: string | null;
  outcome?: Outcome;
}

const observations = new AsyncLocalStorage<Observation>();

/** Codes that mean the shop failed the client (the gateway, the backend, or no capacity), not the client's mistake. */
const SERVER_CODES = new Set(["INTERNAL_SERVER_ERROR", "BACKEND_UNAVAILABLE", "BACKEND_TIMEOUT", "SEARCH_BUSY"]);

const elapsed = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

export function observeRequests(storefront: StorefrontIdentity): RequestHandler {
  return (req, _res, next) => {
    const channel = requestChannel(req, storefront);
    const scope = currentRequest();
    if (scope) {
      scope.client = channel.client;
      scope.clientVersion = channel.clientVersion;
    }
    observations.run({ channel }, next);
  };
}

/** The operation's name as the client sent it, for answers Apollo never saw (micro-cache hits, refusals). */
function operationFromRequest(req: Request): string | undefined {
  const source = (req.method === "GET" ? req.query : req.body) as { operationName?: unknown; query?: unknown } | undefined;
  const named = graphqlName(source?.operationName);
  if (named) return named;
  const query = typeof source?.query === "string" ? source.query.slice(0, 2000) : "";
  return graphqlName(/\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1]);
}

/** Times every /graphql request; mount first in the /graphql chain. */
export function graphqlRequestMetrics(metrics: GatewayMetrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const observation = observations.getStore();
    res.once("close", () => {
      const seconds = elapsed(started);
      const channel = observation?.channel ?? { client: "unknown", clientVersion: "unknown" };
      const name = observation?.operation === undefined ? operationFromRequest(req) : observation.operation;
      const operation = metrics.operationLabel(name);
      const status = res.statusCode;
      const outcome = observation?.outcome ?? (status >= 500 ? "server_error" : status >= 400 ? "client_error" : "ok");
      metrics.graphqlRequests.inc({ operation, via: "http", client: metrics.clientLabel(channel.client), outcome });
      metrics.graphqlDuration.observe({ operation, via: "http" }, seconds);
      metrics.countClient(channel.client, channel.clientVersion, "graphql", seconds);
    });
    next();
  };
}

function outcomeOf(rc: GraphQLRequestContextWillSendResponse<BaseContext>): Outcome {
  const body = rc.response.body;
  const errors = body.kind === "single" ? body.singleResult.errors : undefined;
  const all = errors?.length ? errors : (rc.errors ?? []);
  if (all.length === 0) return "ok";
  return all.some((e) => {
    const code = e.extensions?.code;
    return typeof code !== "string" || SERVER_CODES.has(code);
  })
    ? "server_error"
    : "client_error";
}

/**
 * Names and outcomes of operations over HTTP (for `graphqlRequestMetrics`), timing of the operations a page runs
 * in process, and the response cache's hits and misses (anonymous queries, when it is on).
 */
export function graphqlMetricsPlugin(metrics: GatewayMetrics, opts: { storefrontClient: string; responseCache: boolean }): ApolloServerPlugin<BaseContext> {
  const responseCacheLookup = metrics.cacheLayer("response");
  return {
    async requestDidStart(start) {
      const started = process.hrtime.bigint();
      const observation = observations.getStore();
      const overHttp = start.request.http !== undefined;
      return {
        async didResolveOperation(rc) {
          if (overHttp && observation) observation.operation = graphqlName(rc.operationName) ?? null;
        },
        async willSendResponse(rc) {
          const outcome = outcomeOf(rc);
          if (opts.responseCache && rc.operation?.operation === "query" && !(rc.contextValue as { credential?: unknown }).credential) {
            responseCacheLookup(rc.metrics.responseCacheHit === true);
          }
          if (overHttp) {
            if (observation) observation.outcome = outcome;
            return;
          }
          const operation = metrics.operationLabel(graphqlName(rc.operationName ?? rc.request.operationName) ?? null);
          const client = metrics.clientLabel(observation?.channel.client ?? opts.storefrontClient);
          metrics.graphqlRequests.inc({ operation, via: "ssr", client, outcome });
          metrics.graphqlDuration.observe({ operation, via: "ssr" }, elapsed(started));
        },
      };
    },
  };
}

const FILE = /\.[A-Za-z0-9]+$/;

/** Times storefront pages and their data requests (`.data`); files are left out. Mount before the storefront. */
export function pageRequestMetrics(metrics: GatewayMetrics): RequestHandler {
  return (req, res, next) => {
    if (FILE.test(req.path) && !req.path.endsWith(".data")) return next();
    const started = process.hrtime.bigint();
    const observation = observations.getStore();
    res.once("close", () => {
      const seconds = elapsed(started);
      const { route, type } = pageRoute(req.path);
      const channel = observation?.channel ?? { client: "unknown", clientVersion: "unknown" };
      metrics.pageRequests.inc({ route, type, client: metrics.clientLabel(channel.client), status: String(res.statusCode) });
      metrics.pageDuration.observe({ route, type }, seconds);
      metrics.countClient(channel.client, channel.clientVersion, "page", seconds);
    });
    next();
  };
}
