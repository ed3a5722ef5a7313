import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { loggableUrl } from "../http/loggable-url.js";
import { inRequest } from "./request-context.js";
import { acceptRequestId } from "./request-id.js";

// One line per finished request, in the field names the stand-in's request log uses too:
// { service, reqId, method, url, status, durationMs }. The request id (the client's X-Request-Id when it is a
// sane token, else a new UUID) is answered in X-Request-Id and held in the request scope for every line the
// request writes and every backend call it makes.

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** This request's id (X-Request-Id): in its log lines, its answer and its backend calls. */
      id: string;
    }
  }
}

/** Files, and probes polled every few seconds: logged only when they answer an error. */
const QUIET = /^\/(assets|uploads|static|src|node_modules|@[\w-]+)\//;
/** A probe's 503 is news (draining, backend down) but no fault of the request: info. */
const PROBE = /^\/(healthz|readyz|metrics)$/;

export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const reqId = acceptRequestId(req.headers["x-request-id"]);
    req.id = reqId;
    res.setHeader("X-Request-Id", reqId);
    const started = process.hrtime.bigint();
    res.once("close", () => {
      const status = res.statusCode;
      const url = req.originalUrl;
      const path = url.split("?")[0] ?? "";
      const probe = PROBE.test(path);
      if (status < 400 && (probe || QUIET.test(path))) return;
      const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      const line = { reqId, method: req.method, url: loggableUrl(url), status, durationMs, ...(res.writableFinished ? {} : { aborted: true }) };
      // A 4xx is the shop answering a client (a missing page, a refused form): info. A 5xx is a fault.
      if (status >= 500 && !probe) logger.warn(line, "request");
      else logger.info(line, "request");
    });
    inRequest({ reqId }, next);
  };
}
