import bidiFactory from "bidi-js";
import type { FontScript } from "./pdf-fonts.js";

// One line of text as the PDF draws it: runs in visual order, left to right, each in one font and one direction.
// The Unicode bidirectional algorithm (bidi-js) gives each character its level; runs of a level and a script are
// then reordered by rule L2 (reverse every sequence at or above each level, from the highest down to the lowest odd
// one). An Arabic run keeps its logical order: fontkit shapes it (joined letter forms need the logical context) and
// lays its glyphs out right to left itself. Any other right-to-left run (punctuation, brackets between Arabic
// words) is reversed here, with brackets mirrored. Lines are broken before this, in logical order (rule L1 ff.).

const bidi = bidiFactory();

export interface VisualRun {
  text: string;
  script: FontScript;
  rtl: boolean;
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** Directional marks and isolates: they steer the algorithm but have no glyph. */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069]/;
const SPACE = /\s/;

interface LogicalRun {
  level: number;
  script: FontScript;
  chars: string[];
}

export function visualRuns(text: string, dir: "ltr" | "rtl"): VisualRun[] {
  const embedding = bidi.getEmbeddingLevels(text, dir);
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  const runs: LogicalRun[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (INVISIBLE.test(ch)) continue;
    const level = embedding.levels[i] ?? 0;
    const last = runs.at(-1);
    // A space joins the run before it when it can, so words of one script stay one run (and one shaping call).
    const script: FontScript = ARABIC.test(ch) ? "arabic" : SPACE.test(ch) && last?.level === level ? last.script : "latin";
    const shown = level % 2 === 1 ? (mirrored.get(i) ?? ch) : ch;
    if (last && last.level === level && last.script === script) last.chars.push(shown);
    else runs.push({ level, script, chars: [shown] });
  }
  const levels = runs.map((r) => r.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length;) {
      if (runs[i]!.level < level) {
        i++;
        continue;
      }
      let end = i;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end++;
      runs.splice(i, end - i + 1, ...runs.slice(i, end + 1).reverse());
      i = end + 1;
    }
  }
  return runs.map(({ level, script, chars }) => {
    const rtl = level % 2 === 1;
    return { text: rtl && script === "latin" ? chars.reverse().join("") : chars.join(""), script, rtl };
  });
}
