// Light stemming, so a shopper's word meets the catalogue's other forms of it: "شاشات" and "الشاشة", "انتاج" and
// "الإنتاج", "displays" and "display". Pure, no I/O; run on words the normaliser (normalise.ts) has already folded
// (so ة is ه and أ إ آ are ا). The index keeps every word and its stem; a query searches the stem.
//
// Arabic: Larkey, Ballesteros and Connell's light10 (SIGIR 2002), the light stemmer search engines use (Lucene's
// ArabicStemmer is the same rules): an optional و, one article form, then the common suffixes. Hand-written, not
// a package (one change from light10: at most one suffix, "يات" among them, so that "واجهات"/"واجهة" and
// "برمجيات"/"برمجية" meet; light10 strips ات and then ه). The maintained npm stemmers for Arabic are Snowball's (@orama/stemmers, snowball-stemmers), which cut
// to something near the root and so join unrelated shop words, or part of an NLP framework (@nlpjs/lang-ar and
// its core) for what are a dozen lines here.
// English: only the plural s ("workstations", "displays"), so category names meet titles; nothing cleverer, the
// catalogue's words are product words, not prose.

const ARABIC_LETTERS = /^[\u0621-\u064A]+$/;
const LATIN_LETTERS = /^[a-z]+$/;

/** The article and the article with a prefixed preposition or conjunction, longest first. */
const ARTICLES = ["وال", "بال", "كال", "فال", "لل", "ال"];
/** light10's suffixes and "يات" (ة and ى already folded to ه and ي), longest first: the first that fits goes. */
const SUFFIXES = ["يات", "ها", "ان", "ات", "ون", "ين", "يه", "ه", "ي"];

function stemArabic(word: string): string {
  let w = word;
  if (w.length > 3 && w.startsWith("و")) w = w.slice(1);
  const article = ARTICLES.find((a) => w.startsWith(a) && w.length > a.length + 1);
  if (article) w = w.slice(article.length);
  const suffix = SUFFIXES.find((x) => w.length > x.length + 1 && w.endsWith(x));
  return suffix ? w.slice(0, -suffix.length) : w;
}

function stemEnglish(word: string): string {
  // "glass", "status", "analysis" are not plurals.
  if (word.length < 4 || !word.endsWith("s") || /(ss|us|is)$/.test(word)) return word;
  return word.slice(0, -1);
}

/** The stem of one normalised word; digits, part numbers and mixed words are left as they are. */
export function stem(word: string): string {
  if (ARABIC_LETTERS.test(word)) return stemArabic(word);
  if (LATIN_LETTERS.test(word)) return stemEnglish(word);
  return word;
}

/** Each word followed by its stem when that differs: what the index stores for a field. */
export function withStems(words: readonly string[]): string[] {
  return words.flatMap((w) => {
    const s = stem(w);
    return s === w ? [w] : [w, s];
  });
}
