import { brotliCompressSync, constants, deflateSync, gzipSync } from "node:zlib";
import type { RequestHandler } from "express";

// Compression for answers that are sent whole (`res.send`), as every GraphQL answer is. The `compression`
// middleware streams: it pipes the body through a zlib stream whose work runs on libuv's thread pool, so a
// 20 KB answer costs a stream, a thread hand-off and back, and chunked framing. For a body that is already
// complete, compressing it in one synchronous call is cheaper and gives the same bytes. Negotiation and
// settings mirror `compression` (brotli at quality 4, then gzip, then deflate; 1 KB threshold; no-transform
// respected), so clients see no difference.

const ENCODINGS = ["br", "gzip", "deflate"] as const;
type Encoding = (typeof ENCODINGS)[number];

/** The best encoding the client accepts (highest q; ties go to br, then gzip, then deflate), or null. */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    const value = q.get(encoding) ?? q.get("*") ?? 0;
    if (value > bestQ) {
      best = encoding;
      bestQ = value;
    }
  }
  return best;
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === "br") {
    return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  }
  return encoding === "gzip" ? gzipSync(body) : deflateSync(body);
}

export function wholeBodyCompression(threshold = 1024): RequestHandler {
  return (req, res, next) => {
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      if (typeof body !== "string" && !Buffer.isBuffer(body)) return send(body);
      res.vary("Accept-Encoding");
      if (req.method === "HEAD" || res.statusCode === 204 || res.statusCode === 304 || res.getHeader("Content-Encoding")) return send(body);
      if (/\bno-transform\b/i.test(String(res.getHeader("Cache-Control") ?? ""))) return send(body);
      const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
      if (bytes.length < threshold) return send(body);
      const encoding = negotiateEncoding(req.headers["accept-encoding"]);
      if (!encoding) return send(body);
      if (typeof body === "string") {
        // What res.send would have done with the string: HTML by default, and always a charset.
        if (!res.getHeader("Content-Type")) res.type("html");
        const type = String(res.getHeader("Content-Type"));
        if (!/;\s*charset=/i.test(type)) res.setHeader("Content-Type", `${type}; charset=utf-8`);
      }
      res.setHeader("Content-Encoding", encoding);
      return send(compress(bytes, encoding));
    };
    next();
  };
}
