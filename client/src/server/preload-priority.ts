import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY = '<link rel="modulepreload" fetchpriority="low"';

/**
 * React Router's <Scripts> preloads every module the page hydrates with, at the browser's high priority: on a
 * phone's slow link those 180 KB then compete with the stylesheet and the main image, although the page is
 * already readable without them (the server rendered it). At low priority the content paints first and the
 * bundles follow; hydration waits for them either way. The tags are React Router's own (it has no option for
 * this), so they are rewritten in the HTML stream.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const { out, rest } = rewritePreloads(carry + decoder.write(chunk));
      carry = rest;
      done(null, out);
    },
    flush(done) {
      done(null, (carry + decoder.end()).replaceAll(PRELOAD, LOW_PRIORITY));
    },
  });
}

/**
 * Rewrites the complete preload tags in `text`; a trailing piece that may be the start of a tag cut between two
 * chunks comes back as `rest`, to be prefixed to the next chunk.
 */
export function rewritePreloads(text: string): { out: string; rest: string } {
  const lt = text.lastIndexOf("<");
  const tail = lt >= 0 ? text.slice(lt) : "";
  const partial = lt >= 0 && tail.length < PRELOAD.length && PRELOAD.startsWith(tail);
  const complete = partial ? text.slice(0, lt) : text;
  return { out: complete.replaceAll(PRELOAD, LOW_PRIORITY), rest: partial ? tail : "" };
}
