import { constants, type InputType } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import type { Plugin } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

// Bundles are compressed once, at build time, as hard as the formats allow, instead of per request at the
// middleware's default level: Zopfli writes standard gzip about 3-4% smaller than `gzip -9` (6.7 KB off the
// JavaScript a phone downloads before the home page can hydrate), and Brotli at quality 11 is another 13%
// smaller for the browsers that accept it (all current ones). Too slow to do per request; free when done here.
// The gateway serves the .br or .gz file next to the original (express-static-gzip) by Accept-Encoding.
async function zopfliGzip(input: InputType): Promise<Buffer> {
  const bytes =
    typeof input === "string"
      ? Buffer.from(input)
      : ArrayBuffer.isView(input)
        ? Buffer.from(input.buffer, input.byteOffset, input.byteLength)
        : Buffer.from(input);
  return Buffer.from(await gzipAsync(bytes, { numiterations: 5 }));
}

export function precompressAssets(): Plugin {
  return compression({
    include: /\.(js|css|svg|json|txt|xml|webmanifest)$/,
    threshold: 0, // small chunks too: each is on the critical path
    logLevel: "silent",
    algorithms: [defineAlgorithm(zopfliGzip, {}), defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
  });
}
