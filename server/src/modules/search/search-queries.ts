import type { CatalogClient } from "../../backend/catalog-client.js";
import type { RestProduct, RestProductCategory } from "../../backend/rest-types.js";
import type { TaxonomyNames } from "../../backend/localized-catalog.js";
import { toFils, ACTIVE_FILTER, visibleOnly, type ProductPage, cleanText, isSlug, priceBounds, type PageArgs, hiddenInLocale } from "../catalog/index.js";
import { pageWindow } from "../../paging/cursor.js";
import { badInput } from "../../errors/user-input.js";
import type { ProductFilter } from "../../__generated__/resolvers-types.js";
import type { ShopLocale } from "@proav/shop-rules";
import type { IndexFilter } from "./index-filter.js";
import type { IndexedProduct } from "./indexed-product.js";
import { ProductIndex } from "./product-index.js";
import { productFacets, type FacetOptions, type ProductFacetsModel } from "./facets.js";
import { localSpecifications } from "./specification-facets.js";
import { searchWords } from "./normalise.js";
import { englishIdOf } from "./translations.js";
import { TaxonomyIndex, type TaxonomyMatches } from "./taxonomy-index.js";
import { containing, containsTerms } from "./contains-terms.js";
import { searchBudget } from "./search-budget.js";

// The `search` field. Served from the gateway's index (no backend call); while the index is not built yet, from
// the backend's `_contains` search, ranked and counted by a throw-away index over its candidates, so both paths
// rank and count the same way.

export interface SearchPage extends ProductPage {
  facets: ProductFacetsModel;
  didYouMean: (TaxonomyMatches & { keyword: string | null }) | null;
}

/** The backend path reads up to this many candidates (as the hosted shop does) to rank them. */
export const SEARCH_SCAN_LIMIT = 1000;

/** The API's filter as the index applies it; null when it can match nothing (a malformed slug). */
export function indexFilter(filter: ProductFilter | null | undefined): IndexFilter | null {
  if (!filter) return {};
  const out: IndexFilter = {};
  for (const key of ["categorySlug", "subCategorySlug", "brandSlug"] as const) {
    const value = filter[key];
    if (!value) continue;
    if (!isSlug(value)) return null;
    out[key] = value;
  }
  const { min, max } = priceBounds(filter);
  if (min !== undefined) out.minFils = toFils(min)!;
  if (max !== undefined) out.maxFils = toFils(max)!;
  if (typeof filter.onSale === "boolean") out.onSale = filter.onSale;
  if (typeof filter.inStock === "boolean") out.inStock = filter.inStock;
  const specifications = specificationFilters(filter.specifications);
  if (specifications.length > 0) out.specifications = specifications;
  return out;
}

/** Bounds on `ProductFilter.specifications`, so a URL cannot make every product's test arbitrarily long. */
export const SPECIFICATION_FILTER_LIMITS = { entries: 10, values: 20, length: 100 };

/**
 * The specification filters trimmed, entries without values dropped, in key order with sorted values (the same
 * filter is one cache key however the URL ordered it); too many or too long is a BAD_USER_INPUT error.
 */
export function specificationFilters(given: ProductFilter["specifications"]): { key: string; values: string[] }[] {
  const { entries, values, length } = SPECIFICATION_FILTER_LIMITS;
  if (!given) return [];
  if (given.length > entries) throw badInput(`\`specifications\` takes at most ${entries} entries.`);
  const byKey = new Map<string, Set<string>>();
  for (const entry of given) {
    const key = entry.key.trim();
    if (entry.values.length > values) throw badInput(`A specification filter takes at most ${values} values.`);
    if (key.length > length || entry.values.some((v) => v.length > length)) throw badInput(`Specification keys and values are at most ${length} characters.`);
    const kept = entry.values.map((v) => v.trim()).filter(Boolean);
    if (!key || kept.length === 0) continue;
    const set = byKey.get(key) ?? new Set<string>();
    for (const v of kept) set.add(v);
    byKey.set(key, set);
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, set]) => ({ key, values: [...set].sort() }));
}

const facetsOf = new WeakMap<readonly IndexedProduct[], ProductFacetsModel>();

/** Facets of a result; the index hands the same array for the same keyword and filter, so they are counted once. */
function memoFacets(found: readonly IndexedProduct[], options: FacetOptions): ProductFacetsModel {
  let facets = facetsOf.get(found);
  if (!facets) facetsOf.set(found, (facets = productFacets(found, options)));
  return facets;
}

export async function searchPage(
  catalog: CatalogClient,
  index: ProductIndex | null,
  args: PageArgs & { keyword: string; filter?: ProductFilter | null },
  locale?: ShopLocale,
): Promise<SearchPage> {
  const keyword = cleanText(args.keyword, "keyword");
  if (!keyword) throw badInput("`keyword` must not be blank.");
  pageWindow(args); // refuses bad arguments before any work
  const text = cleanText(args.filter?.text);
  const query = text ? `${keyword} ${text}` : keyword;
  const validFilter = indexFilter(args.filter);
  const filter = validFilter && locale ? { ...validFilter, locale } : validFilter;
  const source = index ?? (await candidateIndex(catalog, query));
  const search = async () => {
    const scores = filter && searchWords(query).length > 0 ? await source.scores(query) : null;
    const found: readonly IndexedProduct[] = scores && filter ? source.rank(scores, filter) : [];
    let didYouMean: SearchPage["didYouMean"] = null;
    if (found.length === 0 && filter) {
      const close = source.taxonomy().match(query, "close");
      didYouMean = { keyword: await source.closestKeyword(query, filter), ...close };
    }
    return { found, scores, didYouMean };
  };
  // A result the index has cached costs nothing; anything else over the live index waits for search's turn
  // (search-budget.ts). The backend path's index holds at most SEARCH_SCAN_LIMIT candidates: cheap either way.
  const hit = filter ? source.cached(query, filter) : undefined;
  const { found, scores, didYouMean } = !index || (hit && hit.length > 0) ? await search() : await searchBudget.run(search);
  const { offset, limit } = pageWindow(args, found.length);
  return {
    products: found.slice(offset, offset + limit).map((p) => p.product),
    offset,
    totalCount: found.length,
    get facets() {
      return memoFacets(found, { filter, local: localSpecifications(source, locale), resultWithout: (f) => (scores ? source.rank(scores, f) : []) });
    },
    didYouMean,
  };
}

/**
 * The backend path: candidates containing the longest word in any of its forms (containsTerms), and the products
 * of the categories and sub-categories whose names match the keyword (in English and, for an Arabic request, in
 * Arabic), indexed on the spot with the index's own rules. In another language, the rows of that language
 * containing those forms bring their English products and their words, and the products hidden in that language
 * are left out, as the index does.
 */
async function candidateIndex(catalog: CatalogClient, keyword: string): Promise<ProductIndex> {
  const terms = containsTerms(keyword);
  const [candidates, translations, categories, names, hidden] = await Promise.all([
    terms.length > 0
      ? catalog.listProducts({ limit: SEARCH_SCAN_LIMIT, start: 0, sort: "id:ASC", filters: { ...ACTIVE_FILTER, ...containing(terms) } })
      : Promise.resolve([] as RestProduct[]),
    terms.length > 0 ? catalog.localized.rowsMatching(containing(terms), SEARCH_SCAN_LIMIT) : Promise.resolve([] as RestProduct[]),
    catalog.categories(),
    catalog.localized.taxonomyNames(),
    hiddenInLocale(catalog),
  ]);
  const inNamedCategories = await productsOfMatchingCategories(catalog, keyword, categories, names);
  const listed = new Set(candidates.map((p) => p.id));
  for (const p of inNamedCategories) if (!listed.has(p.id) && candidates.push(p)) listed.add(p.id);
  const owners = [...new Set(translations.map(englishIdOf))].filter((id): id is number => id !== null && !listed.has(id));
  const owned = (await Promise.all(owners.map((id) => catalog.product(id)))).filter((p): p is RestProduct => p !== null);
  const shown = visibleOnly([...candidates, ...owned]).filter((p) => !hidden.has(p.id));
  return ProductIndex.build(shown, categories, translations, names);
}

/** Active products of the categories and sub-categories whose names match the keyword ("محطات العمل", "laptop"). */
async function productsOfMatchingCategories(
  catalog: CatalogClient,
  keyword: string,
  categories: RestProductCategory[],
  names: TaxonomyNames | null,
): Promise<RestProduct[]> {
  const matches = new TaxonomyIndex(categories, [], names).match(keyword, "typing");
  const ids = [...new Set([...matches.categories.flatMap((c) => (c.sub_categories ?? []).map((s) => s.id)), ...matches.subCategories.map((s) => s.id)])];
  if (ids.length === 0) return [];
  return catalog.listProducts({ limit: SEARCH_SCAN_LIMIT, start: 0, sort: "id:ASC", filters: { ...ACTIVE_FILTER, sub_categories_in: ids } });
}

export const MAX_SUGGESTIONS = 6;
export const SUGGEST_MIN_LENGTH = 2;

export interface SuggestionsModel extends TaxonomyMatches {
  products: RestProduct[];
  totalCount: number;
}

/** Header suggestions: the best products and the taxonomy names matching a keyword as typed. */
export async function searchSuggestions(
  catalog: CatalogClient,
  index: ProductIndex | null,
  args: { keyword: string; first?: number | null },
  locale?: ShopLocale,
): Promise<SuggestionsModel> {
  const keyword = cleanText(args.keyword, "keyword") ?? "";
  const first = args.first ?? MAX_SUGGESTIONS;
  if (!Number.isInteger(first) || first < 0 || first > MAX_SUGGESTIONS) throw badInput(`\`first\` must be between 0 and ${MAX_SUGGESTIONS}.`);
  if (searchWords(keyword).join("").length < SUGGEST_MIN_LENGTH) {
    return { products: [], totalCount: 0, categories: [], subCategories: [], brands: [] };
  }
  const source = index ?? (await candidateIndex(catalog, keyword));
  const filter = locale ? { locale } : {};
  const suggest = async () => ({ found: await source.find(keyword, filter), names: source.taxonomy().match(keyword, "typing") });
  const { found, names } = !index || source.cached(keyword, filter) ? await suggest() : await searchBudget.run(suggest);
  return { products: found.slice(0, first).map((p) => p.product), totalCount: found.length, ...names };
}
