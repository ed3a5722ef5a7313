import MiniSearch, { type SearchOptions, type SearchResult } from "minisearch";
import { LRUCache } from "lru-cache";
import type { RestBrand, RestProduct, RestProductCategory, RestSpecification } from "../../backend/rest-types.js";
import type { TaxonomyNames } from "../../backend/localized-catalog.js";
import { indexedProduct, parentsOf, specificationsByKey, type IndexedProduct, type ParentOf } from "./indexed-product.js";
import { filterKey, matchesFilter, type IndexFilter } from "./index-filter.js";
import { partNumberKey, searchWords } from "./normalise.js";
import { TaxonomyIndex } from "./taxonomy-index.js";
import { MAX_CORRECTED_WORDS, PREFIX_MIN_LENGTH, queryTerms } from "./search-limits.js";
import { withStems } from "./stem.js";
import { expandKeyword, searchQuery } from "./search-query.js";
import { englishIdOf, isTranslation, TRANSLATED_LOCALE, type Translation } from "./translations.js";

// The in-memory full-text index of the active catalogue (MiniSearch: BM25 ranking, prefix and fuzzy matching
// over a radix tree). Every field and every query goes through the one normaliser (normalise.ts) as MiniSearch's
// tokenizer, so "Z8-G5", "z8 g5" and "Z8 G٥" meet the same terms. Each word is stored with its stem (stem.ts) and
// a query searches stems and synonyms (search-query.ts), so "شاشات" finds "شاشة" and "لابتوب" mobile workstations.

interface SearchDocument {
  id: number;
  title: string;
  partNumber: string;
  /** The part number with case, spaces and dashes gone, as one term: "z8g5" finds "Z8 G5" while typing. */
  partKey: string;
  brands: string;
  categories: string;
  description: string;
  /** The Arabic row's title and description (Strapi i18n), so an Arabic word finds the product. */
  localTitle: string;
  localDescription: string;
  /** The Arabic names of its categories and sub-categories, and of its brands (Strapi i18n taxonomy rows). */
  localCategories: string;
  localBrands: string;
}

const FIELDS = [
  "title",
  "partNumber",
  "partKey",
  "brands",
  "categories",
  "description",
  "localTitle",
  "localDescription",
  "localCategories",
  "localBrands",
] as const;

/** The fields that hold category names: a product matched in one ranks before one matched only elsewhere. */
const CATEGORY_FIELDS: readonly string[] = ["categories", "localCategories"];

/** Part number and title above brand and category, above description. */
export const FIELD_BOOSTS: Record<(typeof FIELDS)[number], number> = {
  partKey: 4,
  partNumber: 4,
  title: 3,
  brands: 2,
  categories: 1.5,
  description: 0.5,
  localTitle: 3,
  localDescription: 0.5,
  localCategories: 1.5,
  localBrands: 2,
};

/** One typo forgiven in words of five letters or more; shorter words ("hp", "z8") must be typed right. */
export const FUZZY_MIN_LENGTH = 5;

/** Typos forgiven in a typed word. */
export const typosForgiven = (term: string): number | false => (term.length >= FUZZY_MIN_LENGTH ? 1 : false);

export const SEARCH_OPTIONS: SearchOptions = {
  combineWith: "AND",
  // The word being typed (the last) may be the start of a longer one: shoppers type "blackm", "workstat",
  // "4j0g". Earlier words are finished: expanding them too multiplied the terms a broad query scores.
  prefix: (term, i, terms) => i === terms.length - 1 && term.length >= PREFIX_MIN_LENGTH,
  fuzzy: typosForgiven,
  maxFuzzy: 1,
  boost: FIELD_BOOSTS,
};

/**
 * Results kept per normalised keyword and filter, as references into the index (a broad keyword over 20,000
 * products costs MiniSearch tens of milliseconds to score, the same every time until the catalogue changes).
 * Bounded by the products referenced, not by entries: one "pro" can hold 15,000.
 */
const RESULT_CACHE_REFERENCES = 500_000;

/** Products indexed between two turns of the event loop while building (a few milliseconds of work). */
const BUILD_SLICE = 200;

function tokenize(text: string, field?: string): string[] {
  if (field === "partKey") {
    const key = partNumberKey(text);
    return key ? [key] : [];
  }
  return withStems(searchWords(text));
}

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

/** Whether a result matched a word in a category or sub-category name. */
const inCategory = (r: SearchResult) => Object.values(r.match).some((fields) => fields.some((f) => CATEGORY_FIELDS.includes(f)));

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

export class ProductIndex {
  private readonly engine = new MiniSearch<SearchDocument>({
    fields: [...FIELDS],
    idField: "id",
    tokenize,
    processTerm: (term) => term, // already normalised by tokenize
    searchOptions: { ...SEARCH_OPTIONS, tokenize: (text) => searchWords(text), processTerm: (term) => term },
  });
  private readonly products = new Map<number, IndexedProduct>();
  /** Arabic rows by the English product's id; an Arabic row's id to its English product's. */
  private readonly translations = new Map<number, Translation>();
  private readonly translationOwner = new Map<number, number>();
  private readonly byPartKey = new Map<string, Set<number>>();
  private readonly results = new LRUCache<string, readonly IndexedProduct[]>({
    maxSize: RESULT_CACHE_REFERENCES,
    sizeCalculation: (found) => Math.max(1, found.length),
  });
  private parents: ParentOf = new Map();
  private categoryList: readonly RestProductCategory[] = [];
  private names: TaxonomyIndex | undefined;
  /** Arabic names of the taxonomy, by English id; null when the backend has none (not localized). */
  private localNames: TaxonomyNames | null = null;

  /** The index of a whole catalogue, as a full build or a re-sync reads it. */
  static build(
    products: readonly RestProduct[],
    categories: readonly RestProductCategory[],
    translations: readonly RestProduct[] = [],
    names: TaxonomyNames | null = null,
  ): ProductIndex {
    const index = new ProductIndex();
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
  ): Promise<ProductIndex> {
    const index = ProductIndex.build([], categories, [], names);
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
  closestKeyword(keyword: string, filter: IndexFilter = {}): string | null {
    const { terms: words, truncated } = queryTerms(keyword);
    // A fuzzy scan per word: a long keyword gets no correction rather than a costly one (search-limits.ts).
    if (truncated || words.length > MAX_CORRECTED_WORDS) return null;
    const corrected = words.map((word) => {
      const weights = new Map<string, number>();
      const results = this.engine.search(word, {
        // The Arabic title and names too: an Arabic typo is corrected to the Arabic word.
        fields: ["title", "partNumber", "brands", "categories", "localTitle", "localCategories", "localBrands"],
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
    this.engine.add(searchDocument(indexed, this.translations.get(product.id), this.localNames));
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
    this.engine.discard(id);
    this.engine.add(searchDocument(indexed, this.translations.get(id), this.localNames));
  }

  private removeProduct(id: number): void {
    this.changed();
    const old = this.products.get(id);
    if (!old) return;
    this.engine.discard(id);
    this.products.delete(id);
    const key = partNumberKey(old.product.part_number ?? "");
    this.byPartKey.get(key)?.delete(id);
  }

  /** Anything derived from the whole catalogue is stale. */
  private changed(): void {
    this.names = undefined;
    this.results.clear();
  }

  /** Every indexed product that passes the filter, in no particular order. */
  all(filter: IndexFilter = {}): IndexedProduct[] {
    return [...this.products.values()].filter((p) => this.passes(p, filter));
  }

  private passes(p: IndexedProduct, filter: IndexFilter): boolean {
    return matchesFilter(p, filter) && !(filter.locale === TRANSLATED_LOCALE && this.hiddenInArabic(p.product.id));
  }

  /** The result `find` would return without any work, when it is cached; else undefined. */
  cached(keyword: string, filter: IndexFilter = {}): readonly IndexedProduct[] | undefined {
    return this.results.get(this.cacheKey(keyword, filter));
  }

  private cacheKey(keyword: string, filter: IndexFilter): string {
    return `${queryTerms(keyword).terms.join(" ")}\u0000${filterKey(filter)}`;
  }

  /**
   * Products matching every word of the keyword (by prefix, and with one typo in longer words), best first:
   * an exact part number (ignoring case, spaces and dashes) before everything else, then by relevance. The same
   * array for the same words and filter until the catalogue changes: callers must not modify it.
   */
  find(keyword: string, filter: IndexFilter = {}): readonly IndexedProduct[] {
    // At most MAX_QUERY_TERMS words (search-limits.ts): a longer keyword is searched, and cached, as its first ones.
    const words = queryTerms(keyword).terms.join(" ");
    const cacheKey = `${words}\u0000${filterKey(filter)}`;
    const cached = this.results.get(cacheKey);
    if (cached) return cached;
    const exact = this.byPartKey.get(partNumberKey(keyword)) ?? new Set<number>();
    const ranked: Ranked[] = [];
    const add = (id: number, score: number, category: boolean) => {
      const p = this.products.get(id);
      if (p && this.passes(p, filter)) ranked.push({ p, exact: exact.has(id), category, score, title: p.titleKey });
    };
    const query = searchQuery(expandKeyword(keyword), { prefix: "last", fuzzy: typosForgiven });
    for (const r of this.engine.search(query)) add(r.id as number, r.score, inCategory(r));
    for (const id of exact) if (!ranked.some((r) => r.p.product.id === id)) add(id, 0, false);
    const found = ranked.sort(byRank).map((r) => r.p);
    this.results.set(cacheKey, found);
    return found;
  }
}
