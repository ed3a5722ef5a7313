import type { Request, Response } from "express";
import { isLoopback } from "../guards/loopback.js";

// A request the shop refuses without reading it (a body over its limit or of a type it does not take, a webhook
// without the shared secret) costs almost nothing to answer, so a client looping on its sockets sends hundreds a
// second: in bench:hostile, 8 MB posts and 64 MB gzip bombs at 800 a second took the CPU the shoppers' pages needed
// (their p95 went 51 -> 199 ms with every attack on). Answered after a pause, as the render gate and the search
// budget answer a client over its limits, each socket sends one a second; the pause holds only the socket (the
// unread body waits in TCP's window). A person who posted too much waits a second for the explanation. A request
// from this host (tests, a local proxy that sends no X-Forwarded-For) is answered at once: it is no client of its own.

/** How long a refused client waits for its answer, in ms. */
export const REFUSAL_PAUSE_MS = 1000;

/** Runs `send` after the pause (at once for a request from this host); nothing if the client left meanwhile. */
export function answerAfterPause(req: Request, res: Response, send: () => void): void {
  if (isLoopback(req.ip ?? "")) return send();
  const timer = setTimeout(() => {
    if (!res.headersSent && !res.destroyed) send();
  }, REFUSAL_PAUSE_MS);
  res.once("close", () => clearTimeout(timer));
}
