import { searchWords } from "./normalise.js";
import { expandKeyword, type ExpandedWord } from "./search-query.js";

// What the backend path (search-queries.ts) asks Strapi for its candidates. Pure.

const longest = (words: string[]) => words.reduce((a, b) => (b.length > a.length ? b : a), "");

const CONTAINS_FIELDS = ["title", "part_number", "description"];

/** Rows containing any of the terms in title, part number or description (one `_or` group). */
export const containing = (terms: readonly string[]) =>
  Object.fromEntries(
    terms.flatMap((term, t) => CONTAINS_FIELDS.map((field, f) => [`_where[0][_or][${t * CONTAINS_FIELDS.length + f}][${field}_contains]`, term])),
  );

/**
 * What the backend's `_contains` (a substring, compared as stored) is asked for: the longest word as typed and
 * normalised, its stem ("محط" is inside "محطة" and "محطات"; "انتاج" inside "الانتاج"), and its synonyms within
 * the search's term bound ("لابتوب": "mobile workstation", "laptop"). Strapi cannot stem or look up synonyms.
 */
export function containsTerms(keyword: string): string[] {
  const typed = longest(keyword.split(/[^\p{L}\p{N}]+/u));
  const expanded = expandKeyword(keyword).words.reduce<ExpandedWord | undefined>((a, b) => (!a || b.word.length > a.word.length ? b : a), undefined);
  const forms = [typed, longest(searchWords(keyword)), expanded?.word ?? "", ...(expanded?.alternatives.map((alt) => alt.join(" ")) ?? [])];
  return [...new Set(forms.filter((f) => f.length >= 2))];
}
