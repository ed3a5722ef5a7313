import type { ProductFilter, ProductSort, SpecificationFilter } from "../../__generated__/graphql";
import { readSpecificationParams } from "../../lib/url/specification-params";

// Shop and category filters live in the URL (?brand=hp&min=1000&max=5000&sale=1&sort=price-asc&after=...), so a
// filtered page can be shared and survives a reload. Unknown or malformed values are ignored, never an error.

// Labels are translated by the toolbar (listing.toolbar.sortOptions.<value>).
export const SORT_OPTIONS = [
  { value: "newest", sort: "NEWEST" },
  { value: "price-asc", sort: "PRICE_ASC" },
  { value: "price-desc", sort: "PRICE_DESC" },
  { value: "title", sort: "TITLE_ASC" },
] as const satisfies readonly { value: string; sort: ProductSort }[];

export const PAGE_SIZE = 24;

export interface ListingParams {
  brand: string | null;
  min: string | null;
  max: string | null;
  sale: boolean;
  sort: string;
  after: string | null;
  /** Paging backwards: the page just before this cursor (the Previous page link). */
  before: string | null;
  view: "grid" | "list";
  /** Chosen specification values (`?spec.ram_gb=64|128`, lib/url/specification-params.ts). */
  specifications: SpecificationFilter[];
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/i;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

export function readListingParams(search: URLSearchParams): ListingParams {
  const pick = (key: string, re: RegExp) => {
    const v = search.get(key)?.trim();
    return v && re.test(v) ? v : null;
  };
  const sort = search.get("sort");
  let min = pick("min", AMOUNT);
  let max = pick("max", AMOUNT);
  if (min && max && Number(min) > Number(max)) [min, max] = [max, min];
  return {
    brand: pick("brand", SLUG),
    min,
    max,
    sale: search.get("sale") === "1",
    sort: SORT_OPTIONS.some((o) => o.value === sort) ? sort! : "newest",
    // One direction at a time (the API refuses both); a hand-made URL with both goes forwards.
    after: pick("after", /^[A-Za-z0-9_-]{1,40}$/),
    before: search.get("after") ? null : pick("before", /^[A-Za-z0-9_-]{1,40}$/),
    view: search.get("view") === "list" ? "list" : "grid",
    specifications: readSpecificationParams(search),
  };
}

/** The API filter for a listing: the page's category or sub-category plus the URL's filters. */
export function toFilter(p: ListingParams, scope: { categorySlug?: string; subCategorySlug?: string }): ProductFilter {
  return {
    ...scope,
    ...(p.brand ? { brandSlug: p.brand } : {}),
    ...(p.min ? { minPrice: p.min } : {}),
    ...(p.max ? { maxPrice: p.max } : {}),
    ...(p.sale ? { onSale: true } : {}),
    ...(p.specifications.length > 0 ? { specifications: p.specifications } : {}),
  };
}

export function toSort(p: ListingParams): ProductSort {
  return SORT_OPTIONS.find((o) => o.value === p.sort)?.sort ?? "NEWEST";
}
