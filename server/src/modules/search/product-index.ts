import { LRUCache } from "lru-cache";
import type { RestBrand, RestProduct, RestProductCategory, RestSpecification } from "../../backend/rest-types.js";
import type { TaxonomyNames } from "../../backend/localized-catalog.js";
import { indexedProduct, parentsOf, specificationsByKey, type IndexedProduct, type ParentOf } from "./indexed-product.js";
import { filterKey, matchesFilter, type IndexFilter } from "./index-filter.js";
import { partNumberKey } from "./normalise.js";
import { TaxonomyIndex } from "./taxonomy-index.js";
import { MAX_CORRECTED_WORDS, queryTerms } from "./search-limits.js";
import { expandKeyword, searchQuery } from "./search-query.js";
import { typosForgiven, type Matches, type SearchDocument } from "./search-engine.js";
import { inlineScorer, type Scorer, type ScorerFactory } from "./scorer.js";
import { englishIdOf, isTranslation, TRANSLATED_LOCALE, type Translation } from "./translations.js";

// The in-memory index of the active catalogue: the products, their Arabic rows and part numbers here, and a
// full-text engine (search-engine.ts) behind a Scorer, in the search worker in the gateway. A keyword is scored
// once over the whole catalogue (the engine's work) and ranked per filter here; a query searches stems and
// synonyms (search-query.ts), so "شاشات" finds "شاشة" and "لابتوب" mobile workstations.

/**
 * Results kept per normalised keyword and filter, as references into the index (a broad keyword over 20,000
 * products costs MiniSearch tens of milliseconds to score, the same every time until the catalogue changes).
 * Bounded by the products referenced, not by entries: one "pro" can hold 15,000.
 */
const RESULT_CACHE_REFERENCES = 500_000;

/** Products indexed between two turns of the event loop while building (a few milliseconds of work). */
const BUILD_SLICE = 200;

function searchDocument(p: IndexedProduct, local: Translation | undefined, names: TaxonomyNames | null): SearchDocument {
  const { product } = p;
  const localNames = (ids: number[], from: Record<number, string> | undefined) => ids.flatMap((id) => from?.[id] ?? []).join(" \n ");
  return {
    id: product.id,
    title: product.title,
    partNumber: product.part_number ?? "",
    partKey: product.part_number ?? "",
    brands: p.brands.map((b) => b.name).join(" \n "),
    categories: [...p.categories.map((c) => c.name), ...p.subCategories.map((s) => s.name)].join(" \n "),
    description: product.description ?? "",
    localTitle: local?.title ?? "",
    localDescription: local?.description ?? "",
    localCategories: [
      localNames(
        p.categories.map((c) => c.id),
        names?.categories,
      ),
      localNames(
        p.subCategories.map((s) => s.id),
        names?.subCategories,
      ),
    ].join(" \n "),
    localBrands: localNames(
      p.brands.map((b) => b.id),
      names?.brands,
    ),
  };
}

// One collator for every comparison: `localeCompare(x, "en")` sets one up per call, most of a sort's cost.
const titleOrder = new Intl.Collator("en").compare;

/** Same score: alphabetical by title, then by id, so pages never shuffle between requests. */
export function byTitleThenId(a: IndexedProduct, b: IndexedProduct): number {
  return titleOrder(a.product.title, b.product.title) || a.product.id - b.product.id;
}

interface Ranked {
  p: IndexedProduct;
  exact: boolean;
  /** Matched in a category's name: "wrkstation" puts the workstations before the dock with the word in its title. */
  category: boolean;
  score: number;
  /** The normalised title: ties compare it as plain strings (a collator per comparison was most of a sort). */
  title: string;
}

function byRank(a: Ranked, b: Ranked): number {
  if (a.exact !== b.exact) return a.exact ? -1 : 1;
  if (a.category !== b.category) return a.category ? -1 : 1;
  return b.score - a.score || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0) || a.p.product.id - b.p.product.id;
}

/** A keyword's matches over the whole catalogue, as the engine scored them. */
export interface KeywordScores {
  /** The words searched (the key of every cache of this keyword). */
  words: string;
  /** The keyword as a part number: a product with exactly this one ranks first. */
  partKey: string;
  matches: Matches;
}

export class ProductIndex {
  private readonly products = new Map<number, IndexedProduct>();
  /** Arabic rows by the English product's id; an Arabic row's id to its English product's. */
  private readonly translations = new Map<number, Translation>();
  private readonly translationOwner = new Map<number, number>();
  private readonly byPartKey = new Map<string, Set<number>>();
  /** Ranked results per keyword and filter (from the keyword's scores: the ranking is this thread's work). */
  private readonly results = new LRUCache<string, readonly IndexedProduct[]>({
    maxSize: RESULT_CACHE_REFERENCES,
    sizeCalculation: (found) => Math.max(1, found.length),
  });
  /** Each keyword's matches over the whole catalogue, before any filter: what the engine is asked once. */
  private readonly scored = new LRUCache<string, KeywordScores>({
    maxSize: RESULT_CACHE_REFERENCES,
    sizeCalculation: (scores) => Math.max(1, scores.matches.ids.length),
  });
  /** Keywords being scored: a second search of one waits for the same answer. */
  private readonly scoring = new Map<string, Promise<KeywordScores>>();
  /** Counts catalogue changes: scores asked for before one are not kept. */
  private generation = 0;
  private parents: ParentOf = new Map();
  private categoryList: readonly RestProductCategory[] = [];
  private names: TaxonomyIndex | undefined;
  /** Arabic names of the taxonomy, by English id; null when the backend has none (not localized). */
  private localNames: TaxonomyNames | null = null;

  private constructor(private readonly scorer: Scorer) {}

  /** The index of a whole catalogue, as a full build or a re-sync reads it. */
  static build(
    products: readonly RestProduct[],
    categories: readonly RestProductCategory[],
    translations: readonly RestProduct[] = [],
    names: TaxonomyNames | null = null,
    scorer: Scorer = inlineScorer(),
  ): ProductIndex {
    const index = new ProductIndex(scorer);
    index.parents = parentsOf(categories);
    index.categoryList = categories;
    index.localNames = names;
    for (const row of translations) index.upsert(row);
    for (const product of products) index.upsert(product);
    return index;
  }

  /**
   * The same index as `build`, made in slices with a turn of the event loop between them. A full build is CPU
   * only (1.4 s for 20,000 products on a quiet core, 5 to 9 s on a loaded one) and the gateway re-syncs every few
   * minutes: in one piece it held every request, /healthz included, for that long.
   */
  static async buildInSlices(
    products: readonly RestProduct[],
    categories: readonly RestProductCategory[],
    translations: readonly RestProduct[] = [],
    names: TaxonomyNames | null = null,
    newScorer: ScorerFactory = inlineScorer,
  ): Promise<ProductIndex> {
    const index = ProductIndex.build([], categories, [], names, newScorer());
    const rows = [...translations, ...products];
    for (let start = 0; start < rows.length; start += BUILD_SLICE) {
      await new Promise((resolve) => setImmediate(resolve));
      for (const row of rows.slice(start, start + BUILD_SLICE)) index.upsert(row);
    }
    return index;
  }

  /** Category, sub-category and brand names (brands that have an active product), built when first needed. */
  taxonomy(): TaxonomyIndex {
    if (!this.names) {
      const brands = new Map<number, RestBrand>();
      for (const p of this.products.values()) for (const b of p.brands) brands.set(b.id, b);
      this.names = new TaxonomyIndex(this.categoryList, [...brands.values()], this.localNames);
    }
    return this.names;
  }

  /**
   * For a keyword that finds nothing: each word replaced by the closest word the catalogue uses (in titles,
   * part numbers, brand and category names, English or Arabic), when that corrected keyword finds products; else
   * null.
   */
  async closestKeyword(keyword: string, filter: IndexFilter = {}): Promise<string | null> {
    const { terms: words, truncated } = queryTerms(keyword);
    // A fuzzy scan per word: a long keyword gets no correction rather than a costly one (search-limits.ts).
    if (truncated || words.length > MAX_CORRECTED_WORDS) return null;
    const corrected = await Promise.all(words.map((word) => this.scorer.closestTerm(word)));
    const suggestion = corrected.join(" ");
    if (suggestion === words.join(" ")) return null;
    return (await this.find(suggestion, filter)).length > 0 ? suggestion : null;
  }

  /** Frees the full-text engine: this index was replaced. */
  close(): void {
    this.changed();
    this.scorer.close();
  }

  get size(): number {
    return this.products.size;
  }

  get(id: number): IndexedProduct | undefined {
    return this.products.get(id);
  }

  /**
   * Adds or replaces a product; an inactive one is removed instead (never indexed, never found). An Arabic row
   * (Strapi i18n) is not a product of its own: its title and description join its English product's document.
   */
  upsert(product: RestProduct): void {
    if (isTranslation(product)) return this.upsertTranslation(product);
    this.removeProduct(product.id);
    const indexed = indexedProduct(product, this.parents);
    if (!indexed) return;
    this.products.set(product.id, indexed);
    this.scorer.add([searchDocument(indexed, this.translations.get(product.id), this.localNames)]);
    const key = partNumberKey(product.part_number ?? "");
    if (key) (this.byPartKey.get(key) ?? this.byPartKey.set(key, new Set()).get(key)!).add(product.id);
  }

  /** Removes a product, or the Arabic row with that id. */
  remove(id: number): void {
    const owner = this.translationOwner.get(id);
    if (owner === undefined) return this.removeProduct(id);
    this.translationOwner.delete(id);
    this.translations.delete(owner);
    this.reindex(owner);
  }

  /** The product's Arabic title, when its Arabic row has one (for ordering an Arabic listing by title). */
  arabicTitle(id: number): string | undefined {
    const title = this.translations.get(id)?.title;
    return title?.trim() ? title : undefined;
  }

  /** The product's Arabic specifications by key (Arabic labels, values, units); undefined without an Arabic row. */
  arabicSpecifications(id: number): ReadonlyMap<string, RestSpecification> | undefined {
    return this.translations.get(id)?.specifications;
  }

  /** Whether the product's Arabic row is withdrawn (inactive in Arabic); false without an Arabic row. */
  hiddenInArabic(id: number): boolean {
    return this.translations.get(id)?.active === false;
  }

  private upsertTranslation(row: RestProduct): void {
    const owner = englishIdOf(row);
    const previous = this.translationOwner.get(row.id);
    if (previous !== undefined && previous !== owner) this.remove(row.id);
    if (owner === null) return;
    this.translationOwner.set(row.id, owner);
    this.translations.set(owner, {
      id: row.id,
      title: row.title,
      description: row.description ?? "",
      active: row.is_active === true,
      specifications: specificationsByKey(row.specifications),
    });
    this.reindex(owner);
  }

  /** The English product's document again, with its current Arabic words. */
  private reindex(id: number): void {
    const indexed = this.products.get(id);
    this.changed();
    if (!indexed) return;
    this.scorer.discard(id);
    this.scorer.add([searchDocument(indexed, this.translations.get(id), this.localNames)]);
  }

  private removeProduct(id: number): void {
    this.changed();
    const old = this.products.get(id);
    if (!old) return;
    this.scorer.discard(id);
    this.products.delete(id);
    const key = partNumberKey(old.product.part_number ?? "");
    this.byPartKey.get(key)?.delete(id);
  }

  /** Anything derived from the whole catalogue is stale. */
  private changed(): void {
    this.names = undefined;
    this.results.clear();
    this.scored.clear();
    this.scoring.clear();
    this.generation++;
  }

  /** Every indexed product that passes the filter, in no particular order. */
  all(filter: IndexFilter = {}): IndexedProduct[] {
    return [...this.products.values()].filter((p) => this.passes(p, filter));
  }

  private passes(p: IndexedProduct, filter: IndexFilter): boolean {
    return matchesFilter(p, filter) && !(filter.locale === TRANSLATED_LOCALE && this.hiddenInArabic(p.product.id));
  }

  /**
   * The result `find` would return without asking the engine, when the keyword's scores are at hand; else
   * undefined. (Ranking them for a new filter is this thread's work, a few milliseconds at most.)
   */
  cached(keyword: string, filter: IndexFilter = {}): readonly IndexedProduct[] | undefined {
    const scores = this.scored.get(queryTerms(keyword).terms.join(" "));
    return scores && this.rank(scores, filter);
  }

  /**
   * A keyword's matches over the whole catalogue (every word, by prefix for the last and with one typo in longer
   * words), from the engine once per keyword until the catalogue changes. At most MAX_QUERY_TERMS words
   * (search-limits.ts): a longer keyword is searched, and kept, as its first ones.
   */
  scores(keyword: string): Promise<KeywordScores> {
    const words = queryTerms(keyword).terms.join(" ");
    const kept = this.scored.get(words);
    if (kept) return Promise.resolve(kept);
    const asked = this.scoring.get(words);
    if (asked) return asked;
    const generation = this.generation;
    const partKey = partNumberKey(keyword);
    const answer = this.scorer.matches(searchQuery(expandKeyword(keyword), { prefix: "last", fuzzy: typosForgiven })).then((matches) => {
      const scores: KeywordScores = { words, partKey, matches };
      if (generation === this.generation) this.scored.set(words, scores);
      return scores;
    });
    const forget = () => {
      if (this.scoring.get(words) === answer) this.scoring.delete(words);
    };
    answer.then(forget, forget);
    this.scoring.set(words, answer);
    return answer;
  }

  /**
   * A keyword's matching products that pass the filter, best first: an exact part number (ignoring case, spaces
   * and dashes) before everything else, then a match in a category's name, then by relevance. The same array for
   * the same scores and filter until the catalogue changes: callers must not modify it.
   */
  rank(scores: KeywordScores, filter: IndexFilter = {}): readonly IndexedProduct[] {
    const key = `${scores.words}\u0000${filterKey(filter)}`;
    const cached = this.results.get(key);
    if (cached) return cached;
    const exact = this.byPartKey.get(scores.partKey) ?? new Set<number>();
    const ranked: Ranked[] = [];
    const add = (id: number, score: number, category: boolean) => {
      const p = this.products.get(id);
      if (p && this.passes(p, filter)) ranked.push({ p, exact: exact.has(id), category, score, title: p.titleKey });
    };
    const { ids, scores: relevance, inCategory } = scores.matches;
    const matched = new Set<number>();
    for (let i = 0; i < ids.length; i++) {
      add(ids[i]!, relevance[i]!, inCategory[i] === 1);
      matched.add(ids[i]!);
    }
    for (const id of exact) if (!matched.has(id)) add(id, 0, false);
    const found = ranked.sort(byRank).map((r) => r.p);
    this.results.set(key, found);
    return found;
  }

  /** `rank` of the keyword's `scores`. */
  async find(keyword: string, filter: IndexFilter = {}): Promise<readonly IndexedProduct[]> {
    return this.rank(await this.scores(keyword), filter);
  }
}
