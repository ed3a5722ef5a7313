import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";

export type Logger = (msg: string, extra?: object) => void;

// The gateway sends its request id (X-Request-Id) with every call; the stand-in writes it on each line the call
// causes (log.ts reads it from here), so one shopper request can be followed through both processes' logs.
// The same field names as the gateway's request log: reqId, method, url, status, durationMs.

const scope = new AsyncLocalStorage<{ reqId: string }>();
/** The gateway's rule (server/src/observability/request-id.ts): a short plain token, else a new id. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The id of the request the current code runs for; undefined outside one. */
export function currentReqId(): string | undefined {
  return scope.getStore()?.reqId;
}

/** One line per finished request. The path is logged without its query string, which may hold user text. */
export function requestLog(log: Logger | undefined): RequestHandler {
  return (req, res, next) => {
    if (!log) return next();
    const header = req.headers["x-request-id"];
    const reqId = typeof header === "string" && SANE_ID.test(header) ? header : randomUUID();
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      const url = req.originalUrl.split("?")[0] ?? "";
      log("request", { reqId, method: req.method, url, status: res.statusCode, durationMs });
    });
    scope.run({ reqId }, next);
  };
}
