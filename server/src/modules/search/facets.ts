import type { RestBrand, RestProductCategory, RestSubCategory } from "../../backend/rest-types.js";
import { filsToDecimal } from "../catalog/pricing.js";
import type { IndexedProduct } from "./indexed-product.js";

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
}

const nameOrder = new Intl.Collator("en").compare;

function tally<T extends { id: number; name: string }>(items: Iterable<T>) {
  const counts = new Map<number, { item: T; count: number }>();
  for (const item of items) {
    const entry = counts.get(item.id);
    if (entry) entry.count++;
    else counts.set(item.id, { item, count: 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || nameOrder(a.item.name, b.item.name));
}

function yesNo(products: readonly IndexedProduct[], has: (p: IndexedProduct) => boolean) {
  const yes = products.filter(has).length;
  return [
    { value: true, count: yes },
    { value: false, count: products.length - yes },
  ].filter((v) => v.count > 0);
}

export function productFacets(products: readonly IndexedProduct[]): ProductFacetsModel {
  // A sub-category as the API serves it knows its parent, so `subCategory { category }` resolves.
  const subs = products.flatMap((p) =>
    p.subCategories.map((s) => ({ ...s, product_category: p.categories.find((c) => c.sub_categories?.some((x) => x.id === s.id))?.id ?? s.product_category })),
  );
  return {
    brands: tally(products.flatMap((p) => p.brands)).map(({ item, count }) => ({ brand: item, count })),
    categories: tally(products.flatMap((p) => p.categories)).map(({ item, count }) => ({ category: item, count })),
    subCategories: tally(subs).map(({ item, count }) => ({ subCategory: item, count })),
    onSale: yesNo(products, (p) => p.onSale),
    inStock: yesNo(products, (p) => p.inStock),
    priceBands: PRICE_BANDS.map((band) => ({
      minPrice: band.minFils === null ? null : filsToDecimal(band.minFils),
      maxPrice: band.maxFils === null ? null : filsToDecimal(band.maxFils),
      count: products.filter((p) => (band.minFils === null || p.payFils >= band.minFils) && (band.maxFils === null || p.payFils <= band.maxFils)).length,
    })).filter((b) => b.count > 0),
  };
}
