import { readFileSync } from "node:fs";
import type { Request, RequestHandler } from "express";
import type { RedisClient } from "../cache/redis-cache.js";
import { channelBudget } from "../guards/channel-budget.js";
import { requestChannel, type StorefrontIdentity } from "./channel.js";
import { GatewayMetrics } from "./metrics.js";
import { metricsRoutes } from "./metrics-endpoint.js";
import type { ObservabilityConfig } from "./observability-config.js";
import { graphqlMetricsPlugin, graphqlRequestMetrics, observeRequests, pageRequestMetrics } from "./request-metrics.js";

// The metrics and channels, put together for app.ts: what it mounts where, in one place.

/** The gateway's version is the storefront's: they are built and shipped together (src/ and dist/ sit in server/). */
function shippedVersion(): string {
  try {
    return (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version?: string }).version ?? "unknown";
  } catch {
    return "unknown";
  }
}

export function gatewayMetrics(config: { observability: ObservabilityConfig; publicOrigin: string; cacheTtlSeconds: number }, redis: RedisClient | undefined) {
  const o = config.observability;
  const storefront: StorefrontIdentity = { name: o.storefrontClient, version: shippedVersion(), publicOrigin: config.publicOrigin };
  const metrics = new GatewayMetrics({ knownClients: [o.storefrontClient, ...o.clientRateBudgets.keys()] });
  const clientOf = (req: Request) => requestChannel(req, storefront).client;
  return {
    metrics,
    /** For every request, early: the channel, in the metrics and the log lines. */
    observe: observeRequests(storefront),
    /** GET /metrics on the main port (with METRICS_TOKEN only). */
    routes: metricsRoutes(metrics.registry, o.metricsToken),
    /** First in the /graphql chain: the timing, then the channel's budget. */
    graphql: [
      graphqlRequestMetrics(metrics),
      channelBudget({
        budgets: o.clientRateBudgets,
        defaultPerMinute: o.defaultRateBudget,
        clientOf,
        redis,
        onRefused: (client) => metrics.budgetRefusals.inc({ client: metrics.clientLabel(client) }),
      }),
    ] as RequestHandler[],
    /** Before the storefront: page and page-data timing. */
    pages: pageRequestMetrics(metrics),
    /** Appended to createApollo's observers: operation names and outcomes, in-process operations, response cache lookups. */
    apolloPlugin: graphqlMetricsPlugin(metrics, { storefrontClient: o.storefrontClient, responseCache: config.cacheTtlSeconds > 0 }),
  };
}
