import type { IndexedProduct } from "./indexed-product.js";
import type { ProductIndex } from "./product-index.js";
import { byTitleThenId } from "./product-index.js";
import { productFacets, type ProductFacetsModel } from "./facets.js";
import { indexFilter } from "./search-queries.js";
import { pageWindow, type ConnectionArgs, type ProductPage } from "../catalog/product-page.js";
import { cleanText, type ProductFilterInput, type ProductSortInput } from "../catalog/product-filter.js";

// Listings (shop, category, sub-category, brand) from the index: sorted by the price the shopper pays (a
// product on sale sorts by its sale price), each product once, and a total that is the count of exactly what
// the pages hold. Product pages, carts and checkout keep reading the backend.

export interface ListingPage extends ProductPage {
  /** Counted only when asked for (a getter): a 20,000-product listing is not tallied for nothing. */
  readonly facets: ProductFacetsModel;
}

const createdAt = (p: IndexedProduct) => p.product.created_at ?? "";

export const LISTING_ORDER: Record<ProductSortInput, (a: IndexedProduct, b: IndexedProduct) => number> = {
  NEWEST: (a, b) => (createdAt(a) < createdAt(b) ? 1 : createdAt(a) > createdAt(b) ? -1 : b.product.id - a.product.id),
  PRICE_ASC: (a, b) => a.payFils - b.payFils || a.product.id - b.product.id,
  PRICE_DESC: (a, b) => b.payFils - a.payFils || b.product.id - a.product.id,
  TITLE_ASC: byTitleThenId,
};

export function listingFromIndex(
  index: ProductIndex,
  args: ConnectionArgs & { filter?: ProductFilterInput | null; sort?: ProductSortInput | null },
  /** Products that do not exist in the request's language: left out of pages, totals and facets. */
  hidden: ReadonlySet<number> = new Set(),
): ListingPage {
  pageWindow(args); // refuses bad arguments before any work
  const filter = indexFilter(args.filter);
  const text = cleanText(args.filter?.text);
  const found = filter === null ? [] : text ? index.find(text, filter) : index.all(filter);
  const matching = hidden.size > 0 ? found.filter((p) => !hidden.has(p.product.id)) : found;
  const sorted = matching.sort(LISTING_ORDER[args.sort ?? "NEWEST"]);
  const { offset, limit } = pageWindow(args, sorted.length);
  return {
    products: sorted.slice(offset, offset + limit).map((p) => p.product),
    offset,
    totalCount: sorted.length,
    get facets() {
      return productFacets(sorted);
    },
  };
}
