import { ApolloServer } from "@apollo/server";
import type { Logger } from "pino";
import type { GatewayConfig } from "../config.js";
import type { GatewayContext } from "../context.js";
import { loadTypeDefs } from "./type-defs.js";
import { resolvers } from "./resolvers.js";
import { queryLimits } from "../plugins/query-limits.js";
import { operationCostPlugin } from "../plugins/operation-cost.js";
import { createFormatError } from "../plugins/format-error.js";
import type { KeyValueCache } from "@apollo/utils.keyvaluecache";
import { responseCachePlugins } from "../cache/response-cache.js";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { staticCacheControlPlugin } from "../cache/static-cache-policy.js";

/** `cache` is the process's shared cache: automatic persisted queries and anonymous responses live there. */
export function createApollo(config: GatewayConfig, logger: Logger, cache: KeyValueCache<string>): ApolloServer<GatewayContext> {
  const dev = config.nodeEnv !== "production";
  const limits = queryLimits(config.graphqlLimits);
  return new ApolloServer<GatewayContext>({
    typeDefs: loadTypeDefs(),
    resolvers,
    introspection: config.introspection,
    // Stack traces and internal details only while developing.
    includeStacktraceInErrorResponses: dev,
    csrfPrevention: true,
    cache,
    // Anyone can register a query, so registrations expire (a day) rather than fill a shared Redis for ever.
    persistedQueries: { ttl: 86_400 },
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
      operationCostPlugin<GatewayContext>(config.graphqlLimits.maxCost),
      // The schema's @cacheControl hints, applied once per document rather than once per resolved field.
      ApolloServerPluginCacheControlDisabled(),
      staticCacheControlPlugin<GatewayContext>(),
      ...responseCachePlugins<GatewayContext>({ maxAgeSeconds: config.cacheTtlSeconds, cache, publicOrigin: config.publicOrigin }),
    ],
  });
}
