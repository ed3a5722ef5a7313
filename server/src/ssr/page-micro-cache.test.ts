import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import cookieParser from "cookie-parser";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NONCE_LOCAL } from "../http/security-headers.js";
import { cutAtNonce, gzipWithNonce, pageWithNonce } from "./page-gzip.js";
import { pageMicroCache } from "./page-micro-cache.js";

// A cached page is sent pre-compressed: stored gzipped once, each hit with its own nonce spliced in, and nothing
// compressed on the hit. The app is the gateway's chain in small: compression, a nonce per response, the cache, a
// "renderer" that writes a public page with the nonce in its scripts.

const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">window.a=1</script></head><body>` +
  "<p>A workstation for every desk.</p>".repeat(200) +
  `<script nonce="${nonce}">window.b=2</script>é ü ش</body></html>`;

function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}
const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];

describe("page micro-cache, compressed once", () => {
  let server: http.Server;
  let url: string;
  let renders = 0;
  beforeAll(async () => {
    const app = express();
    app.use(compression());
    app.use((_req, res, next) => {
      res.locals[NONCE_LOCAL] = randomBytes(16).toString("base64");
      next();
    });
    app.use(pageMicroCache({ maxAgeSeconds: 60 }));
    app.get("/page", (_req, res) => {
      renders++;
      res.setHeader("Cache-Control", "public, max-age=0");
      res.type("html").send(page(res.locals[NONCE_LOCAL] as string));
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));
  afterEach(() => vi.restoreAllMocks());

  it("sends a hit as stored gzip, with this response's nonce, compressed once by the first hit and never again", async () => {
    const compressions = ["createGzip", "createDeflate", "createBrotliCompress", "gzipSync", "deflateRawSync", "brotliCompressSync"].map((name) =>
      vi.spyOn(zlib, name as "gzipSync"),
    );
    const first = await get(`${url}/page?a`, { "accept-encoding": "gzip, deflate, br" });
    expect(first.headers["x-gateway-cache"]).toBeUndefined();
    // The spies see the miss: compressed for this client (Brotli), stored as text (deflated by the first hit).
    expect(vi.mocked(zlib.createBrotliCompress)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(zlib.deflateRawSync)).not.toHaveBeenCalled();
    for (const spy of compressions) spy.mockClear();

    const firstHit = await get(`${url}/page?a`, { "accept-encoding": "gzip, deflate, br" });
    expect(firstHit.headers["x-gateway-cache"]).toBe("hit");
    expect(vi.mocked(zlib.deflateRawSync)).toHaveBeenCalled();
    for (const spy of compressions) spy.mockClear();

    const hit = await get(`${url}/page?a`, { "accept-encoding": "gzip, deflate, br" });
    expect(hit.headers["x-gateway-cache"]).toBe("hit");
    expect(hit.headers["content-encoding"]).toBe("gzip");
    expect(hit.headers.vary).toMatch(/accept-encoding/i);
    for (const spy of compressions) expect(spy).not.toHaveBeenCalled();
    const html = zlib.gunzipSync(hit.body).toString("utf8");
    const nonce = nonceOf(html)!;
    expect(html).toBe(page(nonce));
    expect(nonce).not.toBe(nonceOf(zlib.brotliDecompressSync(first.body).toString("utf8")));
    expect(renders).toBe(1);
  });

  it("sends a hit uncompressed to a client without Accept-Encoding", async () => {
    await get(`${url}/page?b`);
    const hit = await get(`${url}/page?b`);
    expect(hit.headers["x-gateway-cache"]).toBe("hit");
    expect(hit.headers["content-encoding"]).toBeUndefined();
    const html = hit.body.toString("utf8");
    expect(html).toBe(page(nonceOf(html)!));
  });
});

describe("a page cut at its nonce", () => {
  it("decompresses to the page with each response's nonce, with any number of nonces", () => {
    for (const text of ["", "N", "aNbNc", "NN", "no nonce at all", "ü".repeat(70_000) + "N"]) {
      const stored = cutAtNonce(text, "N");
      for (const nonce of ["N", "x1y2z3=="]) {
        const sent = text.replaceAll("N", nonce);
        expect(zlib.gunzipSync(gzipWithNonce(stored, nonce)).toString("utf8")).toBe(sent);
        expect(pageWithNonce(stored, nonce).toString("utf8")).toBe(sent);
      }
    }
    expect(zlib.gunzipSync(gzipWithNonce(cutAtNonce("plain", undefined), undefined)).toString()).toBe("plain");
  });
});

describe("shared pages for shoppers with cookies", () => {
  let server: http.Server;
  let url: string;
  const seen: { cookieHeader: unknown; cookies: unknown }[] = [];
  beforeAll(async () => {
    const app = express();
    app.use(cookieParser());
    app.use(
      pageMicroCache({
        maxAgeSeconds: 60,
        shared: {
          isShared: (path) => path === "/shared",
          personalise: (html, cookieHeader) => html.replace("<b>nobody</b>", `<b>${/cart=(\w+)/.exec(cookieHeader)?.[1] ?? "?"}</b>`),
        },
      }),
    );
    app.get(["/shared", "/personal"], (req, res) => {
      seen.push({ cookieHeader: req.headers.cookie, cookies: req.cookies });
      res.setHeader("Cache-Control", req.headers.cookie ? "private, no-store" : "public, max-age=0");
      res.type("html").send(`<p>for <b>${req.cookies.cart ?? "nobody"}</b></p>`);
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it("renders a shared page for nobody (no cookie header, no parsed cookies), stores it and fills it in per shopper", async () => {
    const first = await get(`${url}/shared`, { cookie: "cart=alice; session=secret" });
    expect(first.body.toString()).toBe("<p>for <b>alice</b></p>");
    expect(first.headers["cache-control"]).toBe("private, no-store");
    expect(seen).toEqual([{ cookieHeader: undefined, cookies: {} }]);
    const second = await get(`${url}/shared`, { cookie: "cart=bob" });
    expect(second.headers["x-gateway-cache"]).toBe("hit");
    expect(second.body.toString()).toBe("<p>for <b>bob</b></p>");
    const anonymous = await get(`${url}/shared`);
    expect(anonymous.body.toString()).toBe("<p>for <b>nobody</b></p>");
    expect(seen).toHaveLength(1);
  });

  it("leaves a page that is not shared to its own render, with the shopper's cookies", async () => {
    const answer = await get(`${url}/personal`, { cookie: "cart=carol" });
    expect(answer.body.toString()).toBe("<p>for <b>carol</b></p>");
    expect(answer.headers["x-gateway-cache"]).toBeUndefined();
    expect(seen.at(-1)).toEqual({ cookieHeader: "cart=carol", cookies: { cart: "carol" } });
  });
});
