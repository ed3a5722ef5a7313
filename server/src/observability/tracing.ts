import type { ApolloServerPlugin, BaseContext } from "@apollo/server";
import type { AxiosInstance } from "axios";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { TracingConfig } from "../config.js";

// OpenTelemetry traces are optional and cost nothing when off: this file imports no OpenTelemetry module, and
// otel-tracing.ts (which does) is loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set. The rest of the gateway
// sees these hooks, which do nothing when tracing is off.

export interface Tracing {
  /** Express middleware: the request's span (continuing an incoming `traceparent`), active for all it runs. */
  readonly requests: RequestHandler;
  /** Express middleware just before Apollo's: the GraphQL operation's span. */
  readonly operations: RequestHandler;
  /** Runs an in-process operation (a server-rendered page's queries) inside its own operation span. */
  operation<T>(run: () => Promise<T>): Promise<T>;
  /** Names the operation's span once Apollo knows the operation; none when tracing is off. */
  readonly apolloPlugins: ApolloServerPlugin<BaseContext>[];
  /** A span per backend call (route, status), and its context sent on in `traceparent`. */
  instrumentBackend(http: AxiosInstance): void;
  /** Sends the spans still buffered. */
  shutdown(): Promise<void>;
}

const pass: RequestHandler = (_req, _res, next) => next();

export const NO_TRACING: Tracing = {
  requests: pass,
  operations: pass,
  operation: (run) => run(),
  apolloPlugins: [],
  instrumentBackend() {},
  async shutdown() {},
};

export async function startTracing(config: TracingConfig | undefined, logger: Logger): Promise<Tracing> {
  if (!config) return NO_TRACING;
  const { otelTracing } = await import("./otel-tracing.js");
  const tracing = otelTracing(config);
  logger.info({ tracesUrl: config.tracesUrl, serviceName: config.serviceName }, "tracing: sending OpenTelemetry spans");
  return tracing;
}
