import { pino, type DestinationStream, type Logger } from "pino";
import type { GatewayConfig } from "./config.js";

// Structured JSON logs on stdout (one line per event). Secrets never reach a log: auth headers, cookies and
// anything named password are redacted at the source.
export function createLogger(config: Pick<GatewayConfig, "logLevel">, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    base: { service: "gateway" },
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]', "*.password"],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
