import express, { type ErrorRequestHandler, type RequestHandler, type Response } from "express";
import { keepRawBody } from "../cache/micro-cache.js";
import { jsonDeeperThan } from "./json-depth.js";
import { hasBody, readBody } from "../http/read-body.js";
import { answerAfterPause } from "../http/refusal-pause.js";

// The body of POST /graphql: JSON only, and no more than the configured size, so one request cannot make the
// process buffer megabytes. body-parser's failures would otherwise reach the app's generic error handler; here
// they get the GraphQL error shape every client already reads (`errors[].message`, `extensions.code`) and a
// fixed message: JSON.parse's own message quotes the request back. Other content types are left unparsed and
// Apollo refuses them (CSRF prevention, or "POST body missing").

/** Deepest nesting of the body (variables included); the storefront's deepest body nests 6. */
export const MAX_JSON_DEPTH = 32;

function refuse(res: Response, status: number, code: string, message: string) {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

/** GET /graphql carries `variables` and `extensions` as JSON in the query string: the same depth limit. */
const queryStringDepth: RequestHandler = (req, res, next) => {
  if (req.method !== "GET") return next();
  for (const name of ["variables", "extensions"]) {
    const value = (req.query as Record<string, unknown>)[name];
    if (typeof value === "string" && jsonDeeperThan(Buffer.from(value), MAX_JSON_DEPTH)) {
      return refuse(res, 400, "BAD_REQUEST", `The ${name} nest deeper than ${MAX_JSON_DEPTH} levels.`);
    }
  }
  next();
};

/**
 * body-parser checks an honest Content-Length, but on a chunked body over the limit it reads the rest off the
 * socket (all of it) before answering. So the bytes on the wire are counted here first, as they arrive: over the
 * limit, the answer is sent at once and the connection closed unread; within it, the body goes on to body-parser
 * untouched (a compressed body is capped again once inflated, by body-parser's own limit).
 */
function cappedBody(maxBytes: number): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "POST") return next();
    if (!req.is("application/json")) {
      // Apollo refuses it unread; close rather than read the rest off the socket to keep it alive.
      if (hasBody(req)) res.set("Connection", "close");
      return next();
    }
    const read = await readBody(req, maxBytes, { keep: true });
    if (read.ok) return next();
    res.set("Connection", "close");
    if (read.reason === "too-large") {
      return answerAfterPause(req, res, () => refuse(res, 413, "PAYLOAD_TOO_LARGE", `The request body is larger than ${maxBytes} bytes.`));
    }
    res.destroy();
  };
}

export function graphqlBody(maxBytes: number): [RequestHandler, RequestHandler, ErrorRequestHandler, RequestHandler] {
  const bodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
    switch (error?.type) {
      case "entity.too.large":
        return refuse(res, 413, "PAYLOAD_TOO_LARGE", `The request body is larger than ${maxBytes} bytes.`);
      case "entity.parse.failed":
        return refuse(res, 400, "BAD_REQUEST", "The request body is not valid JSON.");
      case "encoding.unsupported":
      case "charset.unsupported":
        return refuse(res, 415, "UNSUPPORTED_MEDIA_TYPE", "The request body must be JSON in UTF-8.");
      case "request.aborted":
      case "request.size.invalid":
        return refuse(res, 400, "BAD_REQUEST", "The request body was incomplete.");
      case "entity.too.deep":
        return refuse(res, 400, "BAD_REQUEST", `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`);
      default:
        // A body that does not inflate under its Content-Encoding (zlib's "incorrect header check"), or any other
        // refusal of the body: the client's fault, in the same shape, without zlib's wording.
        if (typeof error?.status === "number" && error.status >= 400 && error.status < 500) {
          return refuse(res, 400, "BAD_REQUEST", "The request body could not be read (check its Content-Encoding).");
        }
        return next(error);
    }
  };
  const verify = (req: Parameters<typeof keepRawBody>[0], res: Parameters<typeof keepRawBody>[1], buf: Buffer) => {
    if (jsonDeeperThan(buf, MAX_JSON_DEPTH)) throw Object.assign(new Error("too deep"), { status: 400, type: "entity.too.deep" });
    keepRawBody(req, res, buf);
  };
  return [cappedBody(maxBytes), express.json({ limit: maxBytes, verify }), bodyErrors, queryStringDepth];
}
