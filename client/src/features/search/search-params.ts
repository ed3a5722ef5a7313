import type { ProductFilter, SpecificationFilter } from "../../__generated__/graphql";
import { readSpecificationParams } from "../../lib/url/specification-params";

// The search page's filters live in the URL with the keyword (?keyword=hp&category=workstations&brand=hp&min=1000
// &max=4999.99&sale=1&stock=1), so a narrowed search can be shared and survives a reload. Malformed values are
// ignored, never an error.

export interface SearchFilters {
  category: string | null;
  sub: string | null;
  brand: string | null;
  min: string | null;
  max: string | null;
  /** true: on sale only; false: not on sale; null: either. */
  sale: boolean | null;
  /** true: in stock only; false: out of stock only; null: either. */
  stock: boolean | null;
  /** Chosen specification values (`?spec.ram_gb=64|128`, lib/url/specification-params.ts); null when none. */
  specifications: SpecificationFilter[] | null;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/i;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

const yesNo = (raw: string | null) => (raw === "1" ? true : raw === "0" ? false : null);

export function readSearchFilters(search: URLSearchParams): SearchFilters {
  const pick = (key: string, re: RegExp) => {
    const v = search.get(key)?.trim();
    return v && re.test(v) ? v : null;
  };
  let min = pick("min", AMOUNT);
  let max = pick("max", AMOUNT);
  if (min && max && Number(min) > Number(max)) [min, max] = [max, min];
  return {
    category: pick("category", SLUG),
    sub: pick("sub", SLUG),
    brand: pick("brand", SLUG),
    min,
    max,
    sale: yesNo(search.get("sale")),
    stock: yesNo(search.get("stock")),
    specifications: readSpecificationParams(search).length > 0 ? readSpecificationParams(search) : null,
  };
}

export function toSearchFilter(f: SearchFilters): ProductFilter {
  return {
    ...(f.category ? { categorySlug: f.category } : {}),
    ...(f.sub ? { subCategorySlug: f.sub } : {}),
    ...(f.brand ? { brandSlug: f.brand } : {}),
    ...(f.min ? { minPrice: f.min } : {}),
    ...(f.max ? { maxPrice: f.max } : {}),
    ...(f.sale !== null ? { onSale: f.sale } : {}),
    ...(f.stock !== null ? { inStock: f.stock } : {}),
    ...(f.specifications ? { specifications: f.specifications } : {}),
  };
}

export function hasFilters(f: SearchFilters): boolean {
  return Object.values(f).some((v) => v !== null);
}
