import type { ShopLocale } from "@proav/shop-rules";
import type { IndexedProduct } from "./indexed-product.js";

// A listing's filter as the index applies it: the API's ProductFilter after validation, amounts in fils.

export interface IndexFilter {
  categorySlug?: string;
  subCategorySlug?: string;
  brandSlug?: string;
  /** Bounds on the price the shopper pays, inclusive. */
  minFils?: number;
  maxFils?: number;
  onSale?: boolean;
  inStock?: boolean;
  /** Specifications the product must have one of the values of, every entry (keys and values trimmed, values non-empty). */
  specifications?: { key: string; values: string[] }[];
  /** The page's language: on Arabic pages a product withdrawn in Arabic (its Arabic row inactive) is left out. */
  locale?: ShopLocale;
}

/** The filter as a cache key: its values in a fixed order. */
export function filterKey(f: IndexFilter): string {
  const specs = f.specifications?.length ? JSON.stringify(f.specifications) : undefined;
  return [f.categorySlug, f.subCategorySlug, f.brandSlug, f.minFils, f.maxFils, f.onSale, f.inStock, f.locale, specs].map((v) => v ?? "").join("|");
}

export function matchesFilter(p: IndexedProduct, f: IndexFilter): boolean {
  if (f.brandSlug !== undefined && !p.brands.some((b) => b.slug === f.brandSlug)) return false;
  if (f.categorySlug !== undefined && !p.categories.some((c) => c.slug === f.categorySlug)) return false;
  if (f.subCategorySlug !== undefined && !p.subCategories.some((s) => s.slug === f.subCategorySlug)) return false;
  if (f.minFils !== undefined && p.payFils < f.minFils) return false;
  if (f.maxFils !== undefined && p.payFils > f.maxFils) return false;
  if (f.onSale !== undefined && p.onSale !== f.onSale) return false;
  if (f.inStock !== undefined && p.inStock !== f.inStock) return false;
  if (f.specifications?.some((s) => !s.values.includes(p.specifications.get(s.key)?.value ?? ""))) return false;
  return true;
}
