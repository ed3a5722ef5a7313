import { ApolloServer, type ApolloServerPlugin, type BaseContext } from "@apollo/server";
import type { Logger } from "pino";
import type { GatewayConfig } from "../config.js";
import type { GatewayContext } from "../context.js";
import { loadTypeDefs } from "./type-defs.js";
import { InMemoryLRUCache } from "@apollo/utils.keyvaluecache";
import type { DocumentNode } from "graphql";
import { resolvers } from "./resolvers.js";
import { queryLimits } from "../plugins/query-limits.js";
import { operationCostPlugin } from "../plugins/operation-cost.js";
import { servedOperationsPlugin } from "../plugins/served-operations.js";
import { createFormatError } from "../plugins/format-error.js";
import type { KeyValueCache } from "@apollo/utils.keyvaluecache";
import { responseCachePlugins } from "../cache/response-cache.js";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { staticCacheControlPlugin } from "../cache/static-cache-policy.js";

/** Approximate (JSON) size of the parsed documents kept; see documentStore below. */
const DOCUMENT_STORE_BYTES = 4 * 1024 * 1024;

/**
 * `cache` is the process's shared cache: automatic persisted queries and anonymous responses live there.
 * `observers` are plugins that only watch (tracing), appended to the gateway's own.
 */
export function createApollo(
  config: GatewayConfig,
  logger: Logger,
  cache: KeyValueCache<string>,
  observers: ApolloServerPlugin<BaseContext>[] = [],
): ApolloServer<GatewayContext> {
  const dev = config.nodeEnv !== "production";
  const limits = queryLimits(config.graphqlLimits);
  return new ApolloServer<GatewayContext>({
    typeDefs: loadTypeDefs(),
    resolvers,
    introspection: config.introspection,
    // Stack traces and internal details only while developing.
    includeStacktraceInErrorResponses: dev,
    csrfPrevention: true,
    // index.ts drains the HTTP server first on SIGTERM, then stops Apollo; Apollo stopping by itself at the
    // signal would answer the requests still arriving on kept-alive sockets with 500s.
    stopOnTerminationSignals: false,
    cache,
    // Anyone can register a query, so registrations expire (a day) rather than fill a shared Redis for ever.
    persistedQueries: { ttl: 86_400 },
    // Parsed and validated documents, keyed by query text. Apollo's default allows 30 MiB measured as JSON, which
    // the parsed trees (tokens, locations) hold several times over; any client can send new texts to fill it.
    // The storefront and a mobile app use a few dozen documents.
    documentStore: new InMemoryLRUCache<DocumentNode>({ maxSize: DOCUMENT_STORE_BYTES, sizeCalculation: InMemoryLRUCache.sizeCalculation }),
    // One HTTP request carries one operation, so the limits below bound what one request can cost.
    allowBatchedHttpRequests: false,
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    formatError: createFormatError({
      production: !dev,
      onHidden: (err) => logger.error({ err }, "unexpected GraphQL error (client saw a generic message)"),
    }),
    logger: {
      debug: (m) => logger.debug(m),
      info: (m) => logger.info(m),
      warn: (m) => logger.warn(m),
      error: (m) => logger.error(m),
    },
    plugins: [
      // Apollo's landing pages load from its CDN; the gateway serves its own explorer instead (http/graphql-explorer.ts).
      ApolloServerPluginLandingPageDisabled(),
      servedOperationsPlugin<GatewayContext>(),
      operationCostPlugin<GatewayContext>(config.graphqlLimits.maxCost),
      // The schema's @cacheControl hints, applied once per document rather than once per resolved field.
      ApolloServerPluginCacheControlDisabled(),
      staticCacheControlPlugin<GatewayContext>(),
      ...responseCachePlugins<GatewayContext>({ maxAgeSeconds: config.cacheTtlSeconds, cache, publicOrigin: config.publicOrigin }),
      ...observers,
    ],
  });
}
