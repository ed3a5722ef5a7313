// The one text normaliser of search: the index runs every field through it when it indexes a product, and every
// query through it when it searches, so both sides always agree. Pure, no I/O.
//
// Shoppers type on phones, in English or Arabic, with Arabic-Indic digits and with or without diacritics; the
// catalogue is written in Latin script. So: NFKC (full-width and presentation forms to plain letters), lower
// case, the Arabic spelling variants folded to one letter, harakat and tatweel dropped, Arabic-Indic digits to
// ASCII, and brand names written in Arabic mapped to the catalogue's Latin spelling.

const HARAKAT_AND_TATWEEL = /[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g; // آ أ إ ٱ
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

function foldArabic(text: string): string {
  return text
    .replace(HARAKAT_AND_TATWEEL, "")
    .replace(ALEF_FORMS, "\u0627")
    .replace(/\u0629/g, "\u0647") // ة -> ه
    .replace(/\u0649/g, "\u064A") // ى -> ي
    .replace(ARABIC_INDIC_DIGIT, (d) => String((d.charCodeAt(0) - (d >= "\u06F0" ? 0x06f0 : 0x0660)) % 10));
}

/**
 * Brand names as shoppers write them in Arabic, to the catalogue's spelling. Written as people type them (with
 * hamza or without): the keys go through the same folding as queries, so every variant of a key matches.
 */
const ARABIC_BRANDS: Record<string, string> = {
  "اتش بي": "hp",
  "إتش بي": "hp",
  "اش بي": "hp",
  "إتش پي": "hp",
  ديل: "dell",
  لينوفو: "lenovo",
  لينوڤو: "lenovo",
  سوني: "sony",
  "بلاك ماجيك": "blackmagic",
  "بلاك ماجك": "blackmagic",
  "بلاك ماجيك ديزاين": "blackmagic design",
  أوتوديسك: "autodesk",
  "اوتو ديسك": "autodesk",
  انفيديا: "nvidia",
  إنفيديا: "nvidia",
  "ان فيديا": "nvidia",
  "ايه جيه ايه": "aja",
  أجا: "aja",
  بنتلي: "bentley",
  بينتلي: "bentley",
  جرافيسوفت: "graphisoft",
  غرافيسوفت: "graphisoft",
  فوكسرايت: "focusrite",
  فوكوسرايت: "focusrite",
  جينيليك: "genelec",
  جينلك: "genelec",
  كاوس: "chaos",
  كايوس: "chaos",
  "في راي": "v-ray",
  ريفيت: "revit",
  اوتوكاد: "autocad",
};

const WORD_EDGE_BEFORE = "(?<![\\p{L}\\p{N}])";
const WORD_EDGE_AFTER = "(?![\\p{L}\\p{N}])";

const brandPairs = new Map(Object.entries(ARABIC_BRANDS).map(([ar, latin]) => [foldArabic(ar.normalize("NFKC")), latin]));
// Longest first, so "بلاك ماجيك ديزاين" wins over "بلاك ماجيك".
const brandPattern = new RegExp(`${WORD_EDGE_BEFORE}(${[...brandPairs.keys()].sort((a, b) => b.length - a.length).join("|")})${WORD_EDGE_AFTER}`, "gu");

const NON_ASCII = /[^\u0000-\u007f]/;
const ARABIC = /[\u0600-\u06ff]/;

/** Text as the index sees it: folded, lower case, Arabic brand names in Latin script. */
export function normaliseText(text: string): string {
  // Most of the catalogue is plain ASCII: the index is built from it, so it skips the Unicode work it can't need.
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  const lower = text.normalize("NFKC").toLowerCase();
  if (!ARABIC.test(lower)) return lower;
  return foldArabic(lower).replace(brandPattern, (ar) => brandPairs.get(ar) ?? ar);
}

/** The words of a text, normalised: split on anything that is not a letter or a digit. */
export function searchWords(text: string): string[] {
  return normaliseText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A part number as shoppers type it in any form ("Z8 G5", "z8-g5", "Z8G٥"): letters and digits only. */
export function partNumberKey(text: string): string {
  return searchWords(text).join("");
}
