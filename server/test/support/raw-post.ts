import { request } from "node:http";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** Body bytes the client had written when the answer's headers arrived (or when it stopped). */
  written: number;
  ms: number;
}

/**
 * Posts `totalBytes` of `fill` to the gateway with node:http, chunk by chunk and with backpressure, so a test can
 * send a body of tens of megabytes without holding it, declare a Content-Length (true or not) or none (chunked),
 * and see how much the server took before it answered. Writing stops as soon as the answer arrives; a socket
 * the server closes afterwards is expected.
 */
export function rawPost(
  url: string,
  path: string,
  opts: { headers?: Record<string, string>; totalBytes: number; chunkBytes?: number; fill?: string; contentLength?: number | "none"; prefix?: string },
): Promise<RawAnswer> {
  const started = performance.now();
  const chunk = Buffer.alloc(opts.chunkBytes ?? 16 * 1024, opts.fill ?? "a");
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.contentLength !== "none") headers["content-length"] = String(opts.contentLength ?? opts.totalBytes);
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = request(new URL(path, url), { method: "POST", headers, agent: false }, (res) => {
      answered = true;
      const at = written;
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("error", () => {});
      // An answer cut short (the gateway closes after refusing) is read as far as it came.
      const settle = () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(parts).toString("utf8"),
          written: at,
          ms: performance.now() - started,
        });
      res.on("end", settle);
      res.on("aborted", settle);
    });
    req.on("error", (err) => {
      if (!answered) reject(err);
    });
    const prefix = opts.prefix ? Buffer.from(opts.prefix) : undefined;
    const pump = () => {
      if (answered || req.destroyed) return;
      while (written < opts.totalBytes) {
        const part = written === 0 && prefix ? prefix : chunk.subarray(0, Math.min(chunk.length, opts.totalBytes - written));
        written += part.length;
        if (!req.write(part)) return void req.once("drain", pump);
        if (answered) return;
      }
      req.end();
    };
    pump();
  });
}
