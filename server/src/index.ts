import { createServer } from "node:http";
import { ConfigError, loadConfig } from "./config.js";
import { createLogger } from "./logger.js";
import { createApp } from "./app.js";
import { StorefrontNotBuiltError } from "./ssr/storefront.js";

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
  server.keepAliveTimeout = 65_000;
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    logger.info({ port, backend: config.backendUrl, storefront }, `gateway listening on http://localhost:${port}`);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    server.close(() => void gateway.close().finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled rejection"));
}

void main();
