import { hostname } from "node:os";
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import type { InternalAxiosRequestConfig } from "axios";
import type { Response } from "express";
import type { TracingConfig } from "../config.js";
import { currentRequest } from "./request-context.js";
import type { Tracing } from "./tracing.js";

// The OpenTelemetry side of tracing.ts, imported only when tracing is on. Three spans, by hand rather than by
// auto-instrumentation (which patches every module it knows at start-up): the gateway request, the GraphQL
// operation and each backend call, with the attributes of OpenTelemetry's HTTP and GraphQL conventions.
// Each span is made active (AsyncLocalStorage) for what runs under it, so the three nest and share a trace id.

export function otelTracing(config: TracingConfig): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": config.serviceName, "service.instance.id": `${hostname()}:${process.pid}` }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: config.tracesUrl }))],
  });
  // The global context manager (AsyncLocalStorage) and W3C `traceparent` propagator; a second gateway in the same
  // process (tests) keeps the first's, which work the same.
  provider.register();
  const tracer = provider.getTracer("proav-gateway");
  const operationSpans = new WeakSet<Span>();

  const endWith = (span: Span, res: Response) => {
    res.once("close", () => {
      span.setAttribute("http.response.status_code", res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
  };

  return {
    requests(req, res, next) {
      const parent = propagation.extract(ROOT_CONTEXT, req.headers);
      const route = req.path === "/graphql" ? "/graphql" : undefined;
      const span = tracer.startSpan(
        route ? `${req.method} ${route}` : req.method,
        {
          kind: SpanKind.SERVER,
          attributes: { "http.request.method": req.method, "url.path": req.path, ...(route ? { "http.route": route } : {}), "shop.request_id": req.id },
        },
        parent,
      );
      // Every log line of the request names its trace, to go from a line to its trace and back.
      const scope = currentRequest();
      if (scope) scope.traceId = span.spanContext().traceId;
      endWith(span, res);
      context.with(trace.setSpan(parent, span), next);
    },
    operations(_req, res, next) {
      const span = tracer.startSpan("graphql");
      operationSpans.add(span);
      endWith(span, res);
      context.with(trace.setSpan(context.active(), span), next);
    },
    async operation(run) {
      const span = tracer.startSpan("graphql");
      operationSpans.add(span);
      try {
        return await context.with(trace.setSpan(context.active(), span), run);
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    },
    apolloPlugins: [
      {
        async requestDidStart() {
          return {
            async didResolveOperation({ operation, operationName }) {
              const span = trace.getActiveSpan();
              if (!span || !operationSpans.has(span) || !operation) return;
              span.updateName(`${operation.operation} ${operationName ?? "anonymous"}`);
              span.setAttributes({ "graphql.operation.type": operation.operation, "graphql.operation.name": operationName ?? "" });
            },
          };
        },
      },
    ],
    instrumentBackend(http) {
      const spans = new WeakMap<object, Span>();
      const end = (config: InternalAxiosRequestConfig | undefined, status: number | undefined) => {
        const span = config && spans.get(config);
        if (!span) return;
        if (status !== undefined) span.setAttribute("http.response.status_code", status);
        // No answer or a 5xx is the backend's fault; a 4xx is its answer to this call.
        if (status === undefined || status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      };
      http.interceptors.request.use((config) => {
        const method = (config.method ?? "get").toUpperCase();
        const path = (config.url ?? "").split("?")[0] ?? "";
        const span = tracer.startSpan(`${method} ${backendRoute(path)}`, {
          kind: SpanKind.CLIENT,
          attributes: {
            "http.request.method": method,
            "url.path": path,
            "url.template": backendRoute(path),
            "server.address": new URL(http.defaults.baseURL ?? "http://backend").hostname,
          },
        });
        spans.set(config, span);
        propagation.inject(trace.setSpan(context.active(), span), config.headers, { set: (headers, key, value) => headers.set(key, value) });
        return config;
      });
      http.interceptors.response.use(
        (response) => {
          end(response.config, response.status);
          return response;
        },
        (error: { config?: InternalAxiosRequestConfig; response?: { status: number } }) => {
          end(error.config, error.response?.status);
          return Promise.reject(error);
        },
      );
    },
    async shutdown() {
      await provider.shutdown();
    },
  };
}

/** `/products/42` -> `/products/{id}`: a span name of few values, whatever the ids. */
export function backendRoute(path: string): string {
  return path.replace(/\/\d+(?=\/|$)/g, "/{id}");
}
