import type { RequestHandler, Response } from "express";
import { hasBody, readBody } from "./read-body.js";
import { REFUSAL_PAGE_CSP, refusalPage, type Refusal } from "./refusal-page.js";
import { answerAfterPause } from "./refusal-pause.js";

// Form posts to the storefront's route actions (cart, sign in, checkout, contact...). React Router reads a body
// whole, whatever its size, and answers a body it cannot parse as a form with a 500. So before it runs: only what
// the shop's forms send (application/x-www-form-urlencoded, not compressed) up to `maxBytes`, counted as it
// arrives; the body is then handed on untouched. Anything else gets a short page in the page's language: 415 for
// another content type, 413 for a body too large (with `Connection: close`, so the rest is never read), after
// refusal-pause.ts's pause.

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
const FORM = /^application\/x-www-form-urlencoded\s*(;\s*charset="?utf-8"?\s*)?$/i;

function refuse(res: Response, path: string, status: 413 | 415, refusal: Refusal) {
  const { locale, html } = refusalPage(path, refusal);
  res.status(status).set({
    "Content-Type": "text/html; charset=utf-8",
    "Content-Language": locale,
    "Content-Security-Policy": REFUSAL_PAGE_CSP,
    "Cache-Control": "no-store",
  });
  if (status === 413) res.set("Connection", "close");
  res.send(html);
}

export function storefrontBodies(maxBytes: number): RequestHandler {
  return async (req, res, next) => {
    if (SAFE.has(req.method)) return next();
    const type = req.headers["content-type"];
    const encoding = req.headers["content-encoding"];
    const isForm = typeof type === "string" && FORM.test(type.trim());
    if (!isForm || (encoding !== undefined && encoding.toLowerCase() !== "identity")) {
      // A body left unread would be drained after the answer: close instead.
      if (hasBody(req)) res.set("Connection", "close");
      return answerAfterPause(req, res, () => refuse(res, req.path, 415, "unsupported-type"));
    }
    const read = await readBody(req, maxBytes, { keep: true });
    if (read.ok) return next();
    if (read.reason === "too-large") return answerAfterPause(req, res, () => refuse(res, req.path, 413, "too-large"));
    // The client went away mid-body: nobody is left to answer.
    res.destroy();
  };
}
