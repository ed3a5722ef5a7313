import type { RequestHandler } from "express";

export type Logger = (msg: string, extra?: object) => void;

/** One line per finished request. The path is logged without its query string, which may hold user text. */
export function requestLog(log: Logger | undefined): RequestHandler {
  return (req, res, next) => {
    if (!log) return next();
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const path = req.originalUrl.split("?")[0] ?? "";
      log("request", { method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 });
    });
    next();
  };
}
