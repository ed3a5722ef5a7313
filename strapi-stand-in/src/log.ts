import { pino, stdTimeFunctions, type DestinationStream, type Level } from "pino";
import { currentReqId, type Logger } from "./http/request-log.js";

// pino JSON lines on stdout, in the gateway's format (server/src/logger.ts): `level` as its name, `time` in ISO
// 8601, `service`, and `reqId` on every line written while a request is served. `extra.level` picks the level
// (default "info"). LOG_FORMAT=pretty (set by `npm run dev`) prints them for a person instead.

/** The gateway's pretty lines (server/src/logger.ts): time, level, which process, message, fields. */
const PRETTY = { translateTime: "SYS:HH:MM:ss.l", singleLine: true, ignore: "pid,hostname,service", messageFormat: "{service}: {msg}" };

export interface LogOptions {
  /** Where the lines go (tests); default stdout. */
  destination?: DestinationStream;
  pretty?: boolean;
}

export function jsonLogger({ destination, pretty = process.env.LOG_FORMAT === "pretty" }: LogOptions = {}): Logger {
  const options = {
    base: { service: "strapi-stand-in" },
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    // The line's own fields win (pino's merge), so a request line's reqId is never written twice.
    mixin: () => {
      const reqId = currentReqId();
      return reqId ? { reqId } : {};
    },
  };
  const logger = destination
    ? pino(options, destination)
    : pretty
      ? pino({ ...options, transport: { target: "pino-pretty", options: PRETTY } })
      : pino(options);
  return (msg, extra = {}) => {
    const { level = "info", ...rest } = extra as { level?: Level };
    logger[level](rest, msg);
  };
}
