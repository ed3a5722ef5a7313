import type { Logger } from "./http/request-log.js";

/** One JSON object per line on stdout; `extra.level` overrides the default "info". */
export function jsonLogger(write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  return (msg, extra = {}) => {
    const { level = "info", ...rest } = extra as { level?: string };
    write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...rest })}\n`);
  };
}
