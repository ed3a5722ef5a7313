import type { ProductFilter, ProductSort } from "../../__generated__/resolvers-types.js";
import type { QueryParams } from "../../backend/http.js";
import type { RestProductCategory } from "../../backend/rest-types.js";
import { badInput } from "../../errors/user-input.js";
import { ACTIVE_FILTER } from "./visibility.js";

// Turns the API's ProductFilter and ProductSort into Strapi query parameters. Keys come only from this file
// (an allowlist); shopper text is only ever a value, so it can never inject `_where`, suffixes or extra keys.

export const SORTS: Record<ProductSort, string> = {
  NEWEST: "created_at:DESC,id:DESC",
  PRICE_ASC: "price:ASC,id:ASC",
  PRICE_DESC: "price:DESC,id:DESC",
  TITLE_ASC: "title:ASC,id:ASC",
};

export const MAX_TEXT = 100;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/i;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

function amount(name: string, raw: string | null | undefined): string | undefined {
  if (raw === null || raw === undefined || raw.trim() === "") return undefined;
  if (!AMOUNT.test(raw.trim())) throw badInput(`\`${name}\` must be an amount in AED such as "1000" or "999.50".`);
  return raw.trim();
}

/** Whitespace-normalised text, or undefined when blank; over-long text is a BAD_USER_INPUT error. */
export function cleanText(raw: string | null | undefined, name = "text"): string | undefined {
  const text = raw?.replace(/\s+/g, " ").trim();
  if (!text) return undefined;
  if (text.length > MAX_TEXT) throw badInput(`\`${name}\` must be at most ${MAX_TEXT} characters.`);
  return text;
}

/** The filter's price bounds, validated (AED decimal strings; undefined when not given). */
export function priceBounds(filter: ProductFilter | null | undefined): { min?: string; max?: string } {
  const min = amount("minPrice", filter?.minPrice);
  const max = amount("maxPrice", filter?.maxPrice);
  if (min !== undefined && max !== undefined && Number(min) > Number(max)) throw badInput("`minPrice` must not exceed `maxPrice`.");
  return { min, max };
}

export function isSlug(value: string): boolean {
  return SLUG.test(value);
}

/**
 * The backend query for a filter, or null when the filter can match nothing (an unknown slug), so the caller
 * answers an empty page without calling the backend. `categories` resolves a category slug to its sub-categories.
 */
export function backendFilters(filter: ProductFilter | null | undefined, categories: RestProductCategory[]): QueryParams | null {
  const params: QueryParams = { ...ACTIVE_FILTER };
  if (!filter) return params;
  const where: Record<string, string>[][] = []; // AND of OR-groups

  for (const [, value] of [
    ["categorySlug", filter.categorySlug],
    ["subCategorySlug", filter.subCategorySlug],
    ["brandSlug", filter.brandSlug],
  ] as const) {
    if (value && !SLUG.test(value)) return null;
  }
  if (filter.categorySlug) {
    const category = categories.find((c) => c.slug === filter.categorySlug);
    const ids = category?.sub_categories?.map((s) => s.id) ?? [];
    if (ids.length === 0) return null;
    params.sub_categories_in = ids;
  }
  if (filter.subCategorySlug) params["sub_categories.slug"] = filter.subCategorySlug;
  if (filter.brandSlug) params["brands.slug"] = filter.brandSlug;

  const { min, max } = priceBounds(filter);
  if (filter.inStock !== null && filter.inStock !== undefined) {
    throw badInput("`inStock` filtering needs the gateway's search index, which is not available on this instance right now.");
  }
  if (filter.specifications?.some((s) => s.values.some((v) => v.trim()))) {
    throw badInput("`specifications` filtering needs the gateway's search index, which is not available on this instance right now.");
  }
  if (min !== undefined || max !== undefined) {
    // The price a shopper pays: the sale price when there is one, else the list price.
    const listBranch: Record<string, string> = { sale_price_null: "true" };
    const saleBranch: Record<string, string> = { sale_price_null: "false" };
    if (min !== undefined) {
      listBranch.price_gte = min;
      saleBranch.sale_price_gte = min;
    }
    if (max !== undefined) {
      listBranch.price_lte = max;
      saleBranch.sale_price_lte = max;
    }
    where.push([listBranch, saleBranch]);
  }
  if (filter.onSale === true) params.sale_price_null = false;
  if (filter.onSale === false) params.sale_price_null = true;

  const text = cleanText(filter.text);
  if (text) where.push([{ title_contains: text }, { part_number_contains: text }, { description_contains: text }]);

  where.forEach((group, g) =>
    group.forEach((branch, b) => {
      for (const [field, value] of Object.entries(branch)) params[`_where[${g}][_or][${b}][${field}]`] = value;
    }),
  );
  return params;
}
