import MiniSearch, { type SearchOptions } from "minisearch";
import type { RestBrand, RestProduct, RestProductCategory } from "../../backend/rest-types.js";
import { indexedProduct, parentsOf, type IndexedProduct, type ParentOf } from "./indexed-product.js";
import { matchesFilter, type IndexFilter } from "./index-filter.js";
import { partNumberKey, searchWords } from "./normalise.js";
import { TaxonomyIndex } from "./taxonomy-index.js";

// The in-memory full-text index of the active catalogue (MiniSearch: BM25 ranking, prefix and fuzzy matching
// over a radix tree). Every field and every query goes through the one normaliser (normalise.ts) as MiniSearch's
// tokenizer, so "Z8-G5", "z8 g5" and "Z8 G٥" meet the same terms.

interface SearchDocument {
  id: number;
  title: string;
  partNumber: string;
  /** The part number with case, spaces and dashes gone, as one term: "z8g5" finds "Z8 G5" while typing. */
  partKey: string;
  brands: string;
  categories: string;
  description: string;
}

const FIELDS = ["title", "partNumber", "partKey", "brands", "categories", "description"] as const;

/** Part number and title above brand and category, above description. */
export const FIELD_BOOSTS: Record<(typeof FIELDS)[number], number> = {
  partKey: 4,
  partNumber: 4,
  title: 3,
  brands: 2,
  categories: 1.5,
  description: 0.5,
};

/** One typo forgiven in words of five letters or more; shorter words ("hp", "z8") must be typed right. */
export const FUZZY_MIN_LENGTH = 5;

export const SEARCH_OPTIONS: SearchOptions = {
  combineWith: "AND",
  // Every word may be the start of a longer one: shoppers type "blackm", "workstat", "4j0g".
  prefix: true,
  fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? 1 : false),
  boost: FIELD_BOOSTS,
};

function tokenize(text: string, field?: string): string[] {
  if (field === "partKey") {
    const key = partNumberKey(text);
    return key ? [key] : [];
  }
  return searchWords(text);
}

function searchDocument(p: IndexedProduct): SearchDocument {
  const { product } = p;
  return {
    id: product.id,
    title: product.title,
    partNumber: product.part_number ?? "",
    partKey: product.part_number ?? "",
    brands: p.brands.map((b) => b.name).join(" \n "),
    categories: [...p.categories.map((c) => c.name), ...p.subCategories.map((s) => s.name)].join(" \n "),
    description: product.description ?? "",
  };
}

// One collator for every comparison: `localeCompare(x, "en")` sets one up per call, most of a sort's cost.
const titleOrder = new Intl.Collator("en").compare;

/** Same score: alphabetical by title, then by id, so pages never shuffle between requests. */
export function byTitleThenId(a: IndexedProduct, b: IndexedProduct): number {
  return titleOrder(a.product.title, b.product.title) || a.product.id - b.product.id;
}

export class ProductIndex {
  private readonly engine = new MiniSearch<SearchDocument>({
    fields: [...FIELDS],
    idField: "id",
    tokenize,
    processTerm: (term) => term, // already normalised by tokenize
    searchOptions: { ...SEARCH_OPTIONS, tokenize: (text) => searchWords(text), processTerm: (term) => term },
  });
  private readonly products = new Map<number, IndexedProduct>();
  private readonly byPartKey = new Map<string, Set<number>>();
  private parents: ParentOf = new Map();
  private categoryList: readonly RestProductCategory[] = [];
  private names: TaxonomyIndex | undefined;

  /** The index of a whole catalogue, as a full build or a re-sync reads it. */
  static build(products: readonly RestProduct[], categories: readonly RestProductCategory[]): ProductIndex {
    const index = new ProductIndex();
    index.parents = parentsOf(categories);
    index.categoryList = categories;
    for (const product of products) index.upsert(product);
    return index;
  }

  /** Category, sub-category and brand names (brands that have an active product), built when first needed. */
  taxonomy(): TaxonomyIndex {
    if (!this.names) {
      const brands = new Map<number, RestBrand>();
      for (const p of this.products.values()) for (const b of p.brands) brands.set(b.id, b);
      this.names = new TaxonomyIndex(this.categoryList, [...brands.values()]);
    }
    return this.names;
  }

  /**
   * For a keyword that finds nothing: each word replaced by the closest word the catalogue uses (in titles,
   * part numbers, brand and category names), when that corrected keyword finds products; else null.
   */
  closestKeyword(keyword: string, filter: IndexFilter = {}): string | null {
    const words = searchWords(keyword);
    const corrected = words.map((word) => {
      const weights = new Map<string, number>();
      const results = this.engine.search(word, {
        fields: ["title", "partNumber", "brands", "categories"],
        prefix: false,
        fuzzy: word.length >= 8 ? 3 : word.length >= 4 ? 2 : word.length >= 3 ? 1 : false,
        combineWith: "OR",
      });
      for (const r of results) for (const term of r.terms) weights.set(term, (weights.get(term) ?? 0) + r.score);
      const best = [...weights].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
      return best?.[0] ?? word;
    });
    const suggestion = corrected.join(" ");
    if (suggestion === words.join(" ")) return null;
    return this.find(suggestion, filter).length > 0 ? suggestion : null;
  }

  get size(): number {
    return this.products.size;
  }

  get(id: number): IndexedProduct | undefined {
    return this.products.get(id);
  }

  /** Adds or replaces a product; an inactive one is removed instead (never indexed, never found). */
  upsert(product: RestProduct): void {
    this.remove(product.id);
    const indexed = indexedProduct(product, this.parents);
    if (!indexed) return;
    this.products.set(product.id, indexed);
    this.engine.add(searchDocument(indexed));
    const key = partNumberKey(product.part_number ?? "");
    this.names = undefined;
    if (key) (this.byPartKey.get(key) ?? this.byPartKey.set(key, new Set()).get(key)!).add(product.id);
  }

  remove(id: number): void {
    const old = this.products.get(id);
    if (!old) return;
    this.engine.discard(id);
    this.products.delete(id);
    this.names = undefined;
    const key = partNumberKey(old.product.part_number ?? "");
    this.byPartKey.get(key)?.delete(id);
  }

  /** Every indexed product that passes the filter, in no particular order. */
  all(filter: IndexFilter = {}): IndexedProduct[] {
    return [...this.products.values()].filter((p) => matchesFilter(p, filter));
  }

  /**
   * Products matching every word of the keyword (by prefix, and with one typo in longer words), best first:
   * an exact part number (ignoring case, spaces and dashes) before everything else, then by relevance.
   */
  find(keyword: string, filter: IndexFilter = {}): IndexedProduct[] {
    const exact = this.byPartKey.get(partNumberKey(keyword)) ?? new Set<number>();
    const scored = this.engine.search(keyword);
    const score = new Map(scored.map((r) => [r.id as number, r.score]));
    for (const id of exact) if (!score.has(id)) score.set(id, 0);
    const found: IndexedProduct[] = [];
    for (const id of score.keys()) {
      const p = this.products.get(id);
      if (p && matchesFilter(p, filter)) found.push(p);
    }
    const rank = (p: IndexedProduct) => (exact.has(p.product.id) ? 0 : 1);
    return found.sort((a, b) => rank(a) - rank(b) || score.get(b.product.id)! - score.get(a.product.id)! || byTitleThenId(a, b));
  }
}
