import { pino, stdTimeFunctions, type DestinationStream, type Logger, type LoggerOptions } from "pino";
import type { GatewayConfig } from "./config.js";
import { currentRequest } from "./observability/request-context.js";

/** One line per event for a person at a terminal (`npm run dev`): time, level, which process, message, fields. */
const PRETTY = { translateTime: "SYS:HH:MM:ss.l", singleLine: true, ignore: "pid,hostname,service", messageFormat: "{service}: {msg}" };

// Structured JSON logs on stdout (one line per event), in the format the stand-in writes too
// (strapi-stand-in/src/log.ts): `level` as its name, `time` in ISO 8601, `service`, and `reqId` (plus any label
// of the request scope) on every line written while a request is served, however deep the code that writes it.
// Secrets never reach a log: auth headers, cookies and anything named password are redacted at the source.
export function createLogger(config: Pick<GatewayConfig, "logLevel"> & Partial<Pick<GatewayConfig, "logFormat">>, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    base: { service: "gateway" },
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // The log call's own fields win over these (pino's merge), so a line never carries a key twice.
    mixin: () => ({ ...currentRequest() }),
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]', "*.password"],
      censor: "[redacted]",
    },
  };
  if (destination) return pino(options, destination);
  // pino-pretty (a dev dependency) runs in pino's worker thread, so the gateway's own thread never formats.
  if (config.logFormat === "pretty") return pino({ ...options, transport: { target: "pino-pretty", options: PRETTY } });
  return pino(options);
}
