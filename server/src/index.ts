import { createServer } from "node:http";
import { ConfigError, loadConfig } from "./config.js";
import { createLogger } from "./logger.js";
import { createApp } from "./app.js";
import { StorefrontNotBuiltError } from "./ssr/storefront.js";
import { trackConnections } from "./http/graceful-close.js";
import { metricsServer } from "./observability/metrics-endpoint.js";

// Process entry: read configuration, listen, and shut down gracefully on Ctrl-C / SIGTERM.

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`gateway: invalid configuration: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const storefront = config.storefront;
  let gateway;
  try {
    gateway = await createApp(config, logger);
  } catch (error) {
    if (error instanceof StorefrontNotBuiltError) {
      console.error(`gateway: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const server = createServer(gateway.app);
  const connections = trackConnections(server);
  // /metrics on a port of its own, for the scraper only; it lives as long as the process (unref: never keeps it up).
  const { metricsPort, metricsToken } = config.observability;
  if (metricsPort !== undefined) {
    metricsServer(gateway.metrics.registry, metricsToken)
      .listen(metricsPort, config.host, () => logger.info({ metricsPort }, "metrics on their own port"))
      .unref();
  }
  server.keepAliveTimeout = 65_000;
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    logger.info({ port, backend: config.backendUrl, storefront }, `gateway listening on http://localhost:${port}`);
  });

  // Graceful shutdown, in order: /readyz fails at once while requests are still served (answers close their
  // connections), for SHUTDOWN_DELAY_SECONDS so load balancers stop routing here; then no new connections,
  // in-flight requests finish (up to SHUTDOWN_TIMEOUT_SECONDS), connections with nothing in them are closed
  // (http/graceful-close.ts: a silent preconnect no longer holds the exit); then Apollo and the caches (Redis) stop.
  // Ctrl-C (SIGINT) skips the delay.
  // pino writes stdout asynchronously: at process.exit it writes what is still queued at once, ahead of a write
  // already under way, so the last lines (the Redis connection closed, "shut down") could land out of order.
  // Waiting for the queue to drain keeps the log in the order things happened; a stdout that never drains (a
  // reader gone) holds the exit a second at most.
  const exitAfterLogs = (code: number) => {
    setTimeout(() => process.exit(code), 1000);
    logger.flush(() => process.exit(code));
  };
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const { delaySeconds, timeoutSeconds } = config.shutdown;
    const delayMs = signal === "SIGTERM" ? delaySeconds * 1000 : 0;
    logger.info({ signal, delaySeconds: delayMs / 1000 }, "shutting down: readiness fails, then in-flight requests drain");
    gateway.beginDrain();
    setTimeout(
      () => {
        logger.warn({ timeoutSeconds }, "shutdown: requests still open after the timeout; exiting");
        exitAfterLogs(1);
      },
      delayMs + timeoutSeconds * 1000,
    ).unref();
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await connections.close();
    await gateway.close();
    logger.info("shut down");
    exitAfterLogs(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  // Started by `npm start` (scripts/start.mjs) with an IPC channel: it closes when that process ends, even by
  // SIGKILL, and the gateway must not live on as an orphan holding the port.
  if (process.send) process.once("disconnect", () => void shutdown("parent exited"));
  process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled rejection"));
}

void main();
