import type { RestProduct } from "../../backend/rest-types.js";

// Search relevance, as the shop's customers expect it: someone typing a part number wants that exact part;
// otherwise title hits beat part-number hits, which beat description-only hits. Several words must all match
// somewhere. Ties keep a stable alphabetical order so pages never shuffle between requests.

export function searchTerms(keyword: string): string[] {
  return [...new Set(keyword.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
}

/** The term sent to the backend: the longest, as the most selective. */
export function backendTerm(terms: string[]): string {
  return terms.reduce((a, b) => (b.length > a.length ? b : a), "");
}

function score(p: RestProduct, phrase: string, terms: string[]): number | null {
  const title = p.title.toLowerCase();
  const part = (p.part_number ?? "").toLowerCase();
  const text = `${title}\n${part}\n${(p.description ?? "").toLowerCase()}`;
  if (!terms.every((t) => text.includes(t))) return null;
  if (part && part === phrase) return 0;
  if (title.startsWith(phrase)) return 1;
  if (title.includes(phrase)) return 2;
  if (terms.every((t) => title.includes(t))) return 3;
  if (part.includes(phrase)) return 4;
  if (terms.some((t) => title.includes(t) || part.includes(t))) return 5;
  return 6; // description only
}

/** Matching products, best first, each once. */
export function rankSearch(products: RestProduct[], keyword: string): RestProduct[] {
  const terms = searchTerms(keyword);
  const phrase = terms.join(" ");
  const seen = new Set<number>();
  const scored: { p: RestProduct; s: number }[] = [];
  for (const p of products) {
    if (seen.has(p.id)) continue;
    seen.add(p.id);
    const s = score(p, phrase, terms);
    if (s !== null) scored.push({ p, s });
  }
  return scored.sort((a, b) => a.s - b.s || a.p.title.localeCompare(b.p.title, "en") || a.p.id - b.p.id).map((x) => x.p);
}
