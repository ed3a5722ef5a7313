import type { IndexedProduct } from "./indexed-product.js";
import type { IndexFilter } from "./index-filter.js";
import type { ProductIndex } from "./product-index.js";
import { byTitleThenId } from "./product-index.js";
import { TRANSLATED_LOCALE } from "./translations.js";
import { localSpecifications } from "./specification-facets.js";
import { productFacets, type ProductFacetsModel } from "./facets.js";
import { indexFilter } from "./search-queries.js";
import { cleanText, type IndexedListing, type ProductPage } from "../catalog/index.js";
import { pageWindow, type ConnectionArgs } from "../../paging/cursor.js";
import type { ProductFilter, ProductSort } from "../../__generated__/resolvers-types.js";
import type { ShopLocale } from "@proav/shop-rules";

// Listings (shop, category, sub-category, brand) from the index: sorted by the price the shopper pays (a
// product on sale sorts by its sale price), each product once, and a total that is the count of exactly what
// the pages hold. Product pages, carts and checkout keep reading the backend.

export interface ListingPage extends ProductPage {
  /** Counted only when asked for (a getter): a 20,000-product listing is not tallied for nothing. */
  readonly facets: ProductFacetsModel;
}

const createdAt = (p: IndexedProduct) => p.product.created_at ?? "";

export const LISTING_ORDER: Record<ProductSort, (a: IndexedProduct, b: IndexedProduct) => number> = {
  NEWEST: (a, b) => (createdAt(a) < createdAt(b) ? 1 : createdAt(a) > createdAt(b) ? -1 : b.product.id - a.product.id),
  PRICE_ASC: (a, b) => a.payFils - b.payFils || a.product.id - b.product.id,
  PRICE_DESC: (a, b) => b.payFils - a.payFils || b.product.id - a.product.id,
  TITLE_ASC: byTitleThenId,
};

// An Arabic listing sorted by title follows the titles the shopper reads: the Arabic one where the product has it,
// else the English one, in Arabic collation order.
const arabicTitleOrder = new Intl.Collator(TRANSLATED_LOCALE).compare;

function listingOrder(index: ProductIndex, sort: ProductSort, locale: ShopLocale): (a: IndexedProduct, b: IndexedProduct) => number {
  if (sort !== "TITLE_ASC" || locale !== TRANSLATED_LOCALE) return LISTING_ORDER[sort];
  const title = (p: IndexedProduct) => index.arabicTitle(p.product.id) ?? p.product.title;
  return (a, b) => arabicTitleOrder(title(a), title(b)) || a.product.id - b.product.id;
}

/** Catalog's listing port (catalog/indexed-listing.ts) answered by `index`; null while there is no index. */
export function listingFrom(index: ProductIndex | null): IndexedListing | null {
  return index && ((args, hidden, locale) => listingFromIndex(index, args, hidden, locale));
}

export async function listingFromIndex(
  index: ProductIndex,
  args: ConnectionArgs & { filter?: ProductFilter | null; sort?: ProductSort | null },
  /** Products that do not exist in the request's language: left out of pages, totals and facets. */
  hidden: ReadonlySet<number> = new Set(),
  locale: ShopLocale = "en",
): Promise<ListingPage> {
  pageWindow(args); // refuses bad arguments before any work
  const filter = indexFilter(args.filter);
  const text = cleanText(args.filter?.text);
  // The text's scores once (the search worker's work); each filter, the facets' included, ranks them here.
  const scores = text ? await index.scores(text) : null;
  const result = (f: IndexFilter) => {
    const found = scores ? index.rank(scores, f) : index.all(f);
    // find's answer is shared (cached per keyword): filter and sort a copy.
    return hidden.size > 0 ? found.filter((p) => !hidden.has(p.product.id)) : [...found];
  };
  const matching = filter === null ? [] : result(filter);
  const sorted = matching.sort(listingOrder(index, args.sort ?? "NEWEST", locale));
  const { offset, limit } = pageWindow(args, sorted.length);
  return {
    products: sorted.slice(offset, offset + limit).map((p) => p.product),
    offset,
    totalCount: sorted.length,
    get facets() {
      return productFacets(sorted, { filter, local: localSpecifications(index, locale), resultWithout: result });
    },
  };
}
