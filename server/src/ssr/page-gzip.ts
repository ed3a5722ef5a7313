import zlib from "node:zlib";

// A page served from the micro-cache is compressed once, by the first hit that is sent gzip, not again on every hit
// (that was about 0.8 ms of a 1.9 ms hit), and not when it is stored: a page stored for shoppers with cookies is
// sent to them filled in (personalised, so compressed as any answer), and a page asked for once never needs it. Each hit carries its own CSP nonce, though, so the stored bytes cannot be sent as they
// are. Deflate allows them to be cut apart: the text between the nonces is compressed as independent pieces, each
// ending byte-aligned (a sync flush), and each hit puts its own nonce between them as a stored block (uncompressed,
// 5 bytes of framing). Only the gzip trailer, a CRC-32 of the page as sent, is worked out per hit, from the text
// pieces kept as bytes (the uncompressed answer is joined from the same pieces).
//
// Gzip only: a Brotli stream has no independent pieces to put a nonce between (its back-references and distance
// history run across the whole stream), so a client that accepts both is sent gzip on a hit. Every browser does.

/** A page cut at its nonce: the text around it, as bytes and (once a hit is sent gzip) as raw deflate pieces. */
export interface PageAroundNonce {
  /** The text before, between and after the nonces (UTF-8). */
  texts: Buffer[];
  /** Each text as raw deflate; all but the last end in a sync flush, the last is final. Made by the first gzip hit. */
  deflated?: Buffer[];
  /** The bytes held, counting room for the deflate pieces from the start (for the cache's size bound). */
  byteLength: number;
}

/** Room kept for a page's deflate pieces: a quarter of its text (a rendered page deflates to about a sixth). */
const DEFLATE_ROOM = 0.25;

// Gzip header: magic, deflate, no flags, no modification time, no extra flags, OS "unknown" (RFC 1952).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** `nonce` undefined (a page without inline scripts, or a policy without nonces): one piece. */
export function cutAtNonce(page: string, nonce: string | undefined): PageAroundNonce {
  const texts = (nonce ? page.split(nonce) : [page]).map((text) => Buffer.from(text, "utf8"));
  const textBytes = texts.reduce((sum, b) => sum + b.length, 0);
  return { texts, byteLength: Math.ceil(textBytes * (1 + DEFLATE_ROOM)) };
}

/** The page's raw deflate pieces, made once. */
function deflatedPieces(page: PageAroundNonce): Buffer[] {
  page.deflated ??= page.texts.map((text, i) =>
    zlib.deflateRawSync(text, {
      level: zlib.constants.Z_BEST_COMPRESSION,
      finishFlush: i === page.texts.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
    }),
  );
  return page.deflated;
}

/** The page as sent uncompressed, with `nonce` in place. */
export function pageWithNonce(page: PageAroundNonce, nonce: string | undefined): Buffer {
  return Buffer.concat(between(page.texts, nonce ? Buffer.from(nonce, "utf8") : undefined));
}

/** The page as a gzip file, with `nonce` in place. */
export function gzipWithNonce(page: PageAroundNonce, nonce: string | undefined): Buffer {
  const nonceBytes = nonce ? Buffer.from(nonce, "utf8") : undefined;
  let crc = 0;
  let size = 0;
  for (const part of between(page.texts, nonceBytes)) {
    // Skipped when empty: Node 20's crc32 of an empty buffer (as at a page that starts with a nonce) gives 0, not `crc`.
    if (part.length > 0) crc = zlib.crc32(part, crc);
    size += part.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...between(deflatedPieces(page), nonceBytes && storedBlock(nonceBytes)), trailer]);
}

/** `parts` with `separator` between each two. */
function between(parts: Buffer[], separator: Buffer | undefined): Buffer[] {
  return parts.flatMap((part, i) => (i > 0 && separator ? [separator, part] : [part]));
}

/** A non-final stored deflate block (RFC 1951 3.2.4), starting on a byte boundary as a sync flush leaves it. */
function storedBlock(data: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0; // BFINAL 0, BTYPE 00 (stored), the rest of the byte padding
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}
