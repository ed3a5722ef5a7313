import type { RestBrand, RestProductCategory, RestSubCategory } from "../../backend/rest-types.js";
import { filsToDecimal } from "../catalog/index.js";
import type { IndexedProduct } from "./indexed-product.js";
import type { IndexFilter } from "./index-filter.js";
import { specificationFacetCounts, withAlternatives, type LocalSpecifications, type SpecificationFacetModel } from "./specification-facets.js";

// Counts per filter value over a whole result (every page), for the counts beside each filter option. Pure.

export interface PriceBand {
  minFils: number | null;
  maxFils: number | null;
}

/** AED bands of the price the shopper pays, chosen for this catalogue (accessories to flagship workstations). */
export const PRICE_BANDS: PriceBand[] = [
  { minFils: null, maxFils: 999_99 },
  { minFils: 1_000_00, maxFils: 4_999_99 },
  { minFils: 5_000_00, maxFils: 9_999_99 },
  { minFils: 10_000_00, maxFils: 24_999_99 },
  { minFils: 25_000_00, maxFils: null },
];

export interface ProductFacetsModel {
  brands: { brand: RestBrand; count: number }[];
  categories: { category: RestProductCategory; count: number }[];
  subCategories: { subCategory: RestSubCategory; count: number }[];
  onSale: { value: boolean; count: number }[];
  inStock: { value: boolean; count: number }[];
  priceBands: { minPrice: string | null; maxPrice: string | null; count: number }[];
  specifications: SpecificationFacetModel[];
}

/** What the specification facets need besides the result: the filter (for `selected`) and the page's words. */
export interface FacetOptions {
  filter?: IndexFilter | null;
  local?: LocalSpecifications;
  /** The same listing or search under another filter, for counting a chosen specification's other values. */
  resultWithout?: (filter: IndexFilter) => readonly IndexedProduct[];
}

const nameOrder = new Intl.Collator("en").compare;

type Counted<T> = Map<number, { item: T; count: number }>;

function add<T extends { id: number }>(counts: Counted<T>, item: T, copy: (item: T) => T = (x) => x): void {
  const entry = counts.get(item.id);
  if (entry) entry.count++;
  else counts.set(item.id, { item: copy(item), count: 1 });
}

function ranked<T extends { name: string }>(counts: Counted<T>) {
  return [...counts.values()].sort((a, b) => b.count - a.count || nameOrder(a.item.name, b.item.name));
}

const yesNo = (yes: number, total: number) =>
  [
    { value: true, count: yes },
    { value: false, count: total - yes },
  ].filter((v) => v.count > 0);

function specifications(products: readonly IndexedProduct[], { filter, local, resultWithout }: FacetOptions): SpecificationFacetModel[] {
  const counted = specificationFacetCounts(products, filter ?? {}, local);
  return filter && resultWithout ? withAlternatives(counted, filter, local, resultWithout) : counted;
}

/**
 * One pass over the result, counting ids: a listing of 20,000 products is tallied on every shop page that is not
 * cached, and copying each product's relations to count them cost 30 to 45 ms there.
 */
export function productFacets(products: readonly IndexedProduct[], options: FacetOptions = {}): ProductFacetsModel {
  const brands: Counted<RestBrand> = new Map();
  const categories: Counted<RestProductCategory> = new Map();
  const subCategories: Counted<RestSubCategory> = new Map();
  const bands = PRICE_BANDS.map(() => 0);
  let onSale = 0;
  let inStock = 0;
  for (const p of products) {
    for (const b of p.brands) add(brands, b);
    for (const c of p.categories) add(categories, c);
    // A sub-category as the API serves it knows its parent, so `subCategory { category }` resolves.
    for (const s of p.subCategories) {
      add(subCategories, s, (sub) => ({
        ...sub,
        product_category: p.categories.find((c) => c.sub_categories?.some((x) => x.id === sub.id))?.id ?? sub.product_category,
      }));
    }
    if (p.onSale) onSale++;
    if (p.inStock) inStock++;
    PRICE_BANDS.forEach((band, i) => {
      if ((band.minFils === null || p.payFils >= band.minFils) && (band.maxFils === null || p.payFils <= band.maxFils)) bands[i]!++;
    });
  }
  return {
    brands: ranked(brands).map(({ item, count }) => ({ brand: item, count })),
    categories: ranked(categories).map(({ item, count }) => ({ category: item, count })),
    subCategories: ranked(subCategories).map(({ item, count }) => ({ subCategory: item, count })),
    onSale: yesNo(onSale, products.length),
    inStock: yesNo(inStock, products.length),
    priceBands: PRICE_BANDS.map((band, i) => ({
      minPrice: band.minFils === null ? null : filsToDecimal(band.minFils),
      maxPrice: band.maxFils === null ? null : filsToDecimal(band.maxFils),
      count: bands[i]!,
    })).filter((b) => b.count > 0),
    specifications: specifications(products, options),
  };
}
