import { inflateSync } from "node:zlib";

// A WOFF 1.0 font (https://www.w3.org/TR/WOFF/) unpacked to the plain TrueType/OpenType file it wraps: each table
// inflated, laid out again behind an sfnt table directory. Done once per process for the PDF's fonts: fontkit
// reads WOFF too, but inflates every table again for each document, which made a third of a PDF's time.

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 font");
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data: compressed < length ? inflateSync(stored) : stored };
  });
  const directory = Buffer.alloc(SFNT_HEADER + SFNT_ENTRY * numTables);
  woff.copy(directory, 0, 4, 8); // the sfnt's own version (flavor): TrueType or CFF
  const power = 2 ** Math.floor(Math.log2(numTables));
  directory.writeUInt16BE(numTables, 4);
  directory.writeUInt16BE(SFNT_ENTRY * power, 6);
  directory.writeUInt16BE(Math.log2(power), 8);
  directory.writeUInt16BE(SFNT_ENTRY * (numTables - power), 10);
  const parts = [directory];
  let offset = directory.length;
  tables.forEach((table, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    table.tag.copy(directory, at);
    directory.writeUInt32BE(table.checksum, at + 4);
    directory.writeUInt32BE(offset, at + 8);
    directory.writeUInt32BE(table.data.length, at + 12);
    // Each table starts on a four-byte boundary.
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}
