import type { IncomingMessage } from "node:http";

// Reads a request body while counting it, and stops at `maxBytes`: a Content-Length over the cap is refused before
// any byte is read; without one (chunked), or with one that lies, the bytes are counted as they arrive and
// reading stops as soon as they pass the cap (the rest is never buffered; the caller answers with
// `Connection: close`, so the socket goes with it).

export type BodyRead = { ok: true; body: Buffer } | { ok: false; reason: "too-large" | "aborted" };

/** True when the request carries a body at all (HTTP/1.1: a Content-Length above 0, or Transfer-Encoding). */
export function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/**
 * `keep: true` puts the bytes back into the request stream once they are all in, so the next handler (React
 * Router's request adapter) reads the body as if nobody had: a stream accepts unshift() until it has emitted
 * 'end', and 'end' is only emitted once the stream is read empty, which the unshift prevents.
 */
export function readBody(req: IncomingMessage, maxBytes: number, opts: { keep?: boolean } = {}): Promise<BodyRead> {
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > maxBytes) return Promise.resolve({ ok: false, reason: "too-large" });
  if (!hasBody(req)) return Promise.resolve({ ok: true, body: Buffer.alloc(0) });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const finish = (result: BodyRead) => {
      req.off("readable", onReadable);
      req.off("error", onAborted);
      req.off("close", onClose);
      resolve(result);
    };
    const onAborted = () => finish({ ok: false, reason: "aborted" });
    const onClose = () => {
      if (!req.complete) onAborted();
    };
    function onReadable() {
      let chunk: Buffer | null;
      while ((chunk = req.read() as Buffer | null) !== null) {
        bytes += chunk.length;
        if (bytes > maxBytes) return finish({ ok: false, reason: "too-large" });
        chunks.push(chunk);
      }
      // `complete`: the whole message is parsed, so nothing more will arrive.
      if (!req.complete) return;
      const body = Buffer.concat(chunks, bytes);
      req.off("readable", onReadable);
      if (opts.keep && body.length) req.unshift(body);
      finish({ ok: true, body });
    }
    req.on("readable", onReadable);
    req.on("error", onAborted);
    req.on("close", onClose);
  });
}
