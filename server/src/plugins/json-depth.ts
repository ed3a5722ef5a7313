// How deeply a JSON text nests, counted on the raw bytes before JSON.parse: a body of 40 KB can nest 20,000
// arrays, which parses fine but overflows the stack of every recursive walk after it (Apollo's variable coercion,
// cache keys). Brackets inside strings do not count.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]);
const CLOSE = new Set([0x5d, 0x7d]);

/** True when `bytes` (JSON text, UTF-8) nests arrays and objects deeper than `max`. */
export function jsonDeeperThan(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
    } else if (b === QUOTE) inString = true;
    else if (OPEN.has(b)) {
      if (++depth > max) return true;
    } else if (CLOSE.has(b)) depth--;
  }
  return false;
}
