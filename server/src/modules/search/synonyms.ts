import { searchWords } from "./normalise.js";
import { stem } from "./stem.js";

// Shop words shoppers type that the catalogue writes differently, applied at query time (search-query.ts).
// Reviewed by hand, one row per thing a shopper wants: `typed` are the words people type for it (each also
// searches the others), `catalogue` the words the shop's titles, descriptions and category names use for it. A
// typed word searches the row's catalogue words; a catalogue word typed is searched as itself only, so
// "workstation" does not widen to every "desktop" nor "display" to studio monitors. A word joins `typed` only if a
// shopper typing it wants the row's products ("monitor" is a screen here; a studio monitor is found by its own
// words and category). Alternatives are counted within the search's term bound (search-limits.ts), in the order
// written: catalogue words first, so they are the last left out. A row's entry of several words ("mobile
// workstation") is searched as all of its words and is never a trigger. Written as people type them: entries go
// through the normaliser and the stemmer, as queries do.

interface Row {
  catalogue: readonly string[];
  typed: readonly string[];
}

const ROWS: readonly Row[] = [
  { catalogue: ["mobile workstation"], typed: ["laptop", "notebook", "لابتوب", "نوتبوك", "محمول"] },
  { catalogue: ["workstation", "desktop"], typed: ["computer", "pc", "كمبيوتر", "حاسوب", "حاسب"] },
  { catalogue: ["display"], typed: ["monitor", "screen", "شاشة"] },
  { catalogue: ["ميكروفون"], typed: ["microphone", "mic", "مايك", "مايكروفون"] },
  { catalogue: ["camera"], typed: ["كاميرا", "كام"] },
  { catalogue: ["headphones"], typed: ["headset", "سماعة راس", "سماعات"] },
  { catalogue: ["software"], typed: ["program", "برنامج", "برامج", "برمجيات"] },
  { catalogue: ["subscription", "licensed"], typed: ["licence", "license", "ترخيص", "رخصة", "اشتراك"] },
];

/** Stemmed words of an entry, as the index would search them. */
const searched = (entry: string) => searchWords(entry).map(stem);

const alternatives = new Map<string, string[][]>();
for (const row of ROWS) {
  const typed = row.typed.map(searched);
  const all = [...row.catalogue.map(searched), ...typed];
  for (const entry of typed) {
    if (entry.length !== 1) continue;
    const word = entry[0]!;
    const others = all.filter((e) => e.join(" ") !== word);
    // A word in two rows searches both rows' words.
    alternatives.set(word, [...(alternatives.get(word) ?? []), ...others]);
  }
}

/**
 * The alternatives of one stemmed query word, catalogue words first; each alternative is the stemmed words that
 * must all match. Empty when the word is typed for nothing in the table. Pure.
 */
export function alternativesOf(word: string): readonly (readonly string[])[] {
  return alternatives.get(word) ?? [];
}
