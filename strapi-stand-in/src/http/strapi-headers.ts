// The response headers a Strapi 3.6 sends with every answer (see strapi-stand-in/test/fixtures/strapi-v3-samples/*.headers.txt), and its CORS
// behaviour with the default `origin: *` config: the request's Origin is echoed with credentials allowed.
import type { RequestHandler, Response } from "express";

const ALLOWED_METHODS = "GET,HEAD,PUT,PATCH,POST,DELETE";

export function strapiHeaders(): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.setHeader("Vary", "Origin");
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Access-Control-Allow-Credentials", "true");
    }
    res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("X-Powered-By", "Strapi <strapi.io>");
    onHeaders(res, () => {
      const ms = Number((process.hrtime.bigint() - started) / 1_000_000n);
      res.setHeader("X-Response-Time", `${ms}ms`);
    });
    if (req.method === "OPTIONS" && origin && req.headers["access-control-request-method"]) {
      res.setHeader("Access-Control-Allow-Methods", ALLOWED_METHODS);
      const asked = req.headers["access-control-request-headers"];
      if (asked) res.setHeader("Access-Control-Allow-Headers", asked);
      res.status(204).end();
      return;
    }
    next();
  };
}

/** Runs `fn` just before the status line goes out (what the `on-headers` package does). */
function onHeaders(res: Response, fn: () => void): void {
  const writeHead = res.writeHead;
  let done = false;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!done) {
      done = true;
      fn();
    }
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as typeof res.writeHead;
}
