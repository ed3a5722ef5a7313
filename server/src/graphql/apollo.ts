import { ApolloServer } from "@apollo/server";
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from "@apollo/server/plugin/landingPage/default";
import type { Logger } from "pino";
import type { GatewayConfig } from "../config.js";
import type { GatewayContext } from "../context.js";
import { loadTypeDefs } from "./type-defs.js";
import { resolvers } from "./resolvers.js";

export function createApollo(config: GatewayConfig, logger: Logger): ApolloServer<GatewayContext> {
  const dev = config.nodeEnv !== "production";
  return new ApolloServer<GatewayContext>({
    typeDefs: loadTypeDefs(),
    resolvers,
    introspection: config.introspection,
    // Stack traces and internal details only while developing.
    includeStacktraceInErrorResponses: dev,
    csrfPrevention: true,
    logger: {
      debug: (m) => logger.debug(m),
      info: (m) => logger.info(m),
      warn: (m) => logger.warn(m),
      error: (m) => logger.error(m),
    },
    plugins: [
      config.introspection
        ? ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true })
        : ApolloServerPluginLandingPageProductionDefault({ footer: false }),
    ],
  });
}
