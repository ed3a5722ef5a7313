// The two ends of the middleware chain: Strapi's plain-text 404 for anything unrouted, and a handler that turns
// every error into a Boom body, so no request can crash the process or hang.
import type { ErrorRequestHandler, RequestHandler, Response } from "express";
import { InvalidInput } from "../extension-rules.js";
import { boomBody, HttpError } from "./http-error.js";
import type { Logger } from "./request-log.js";

/** Strapi answers unknown routes, ids and slugs with a bare `Not Found` in text/plain (samples 09, 43, 49). */
export function sendNotFound(res: Response): void {
  res.status(404).type("text/plain").send("Not Found");
}

export const notFound: RequestHandler = (_req, res) => sendNotFound(res);

export function errorHandler(log: Logger | undefined): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    const httpError = toHttpError(err);
    if (httpError.status >= 500) {
      log?.("request failed", {
        level: "error",
        method: req.method,
        url: req.originalUrl.split("?")[0],
        // A deliberate 500 (Strapi's answer to `_limit=abc`) needs no stack trace; a crash does.
        error: err instanceof HttpError || !(err instanceof Error) ? String(httpError.message) : (err.stack ?? err.message),
      });
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(httpError.status).json(boomBody(httpError));
  };
}

/**
 * The extension's rules (extension-rules.ts) report bad input as InvalidInput, answered with Strapi's content-type
 * validation 400 as the extension's own controllers do (strapi/shop/http.js). body-parser reports bad JSON,
 * oversized bodies and odd charsets as errors with a 4xx `status`.
 */
function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof InvalidInput) return new HttpError(400, "ValidationError", undefined, { errors: err.errors });
  if (err instanceof Error && "status" in err && typeof err.status === "number" && err.status >= 400 && err.status < 500) {
    const message = "type" in err && err.type === "entity.parse.failed" ? `Invalid JSON body: ${err.message}` : err.message;
    return new HttpError(err.status, message);
  }
  return new HttpError(500, err instanceof Error ? err.message : String(err));
}
