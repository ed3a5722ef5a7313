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
}

export function matchesFilter(p: IndexedProduct, f: IndexFilter): boolean {
  if (f.brandSlug !== undefined && !p.brands.some((b) => b.slug === f.brandSlug)) return false;
  if (f.categorySlug !== undefined && !p.categories.some((c) => c.slug === f.categorySlug)) return false;
  if (f.subCategorySlug !== undefined && !p.subCategories.some((s) => s.slug === f.subCategorySlug)) return false;
  if (f.minFils !== undefined && p.payFils < f.minFils) return false;
  if (f.maxFils !== undefined && p.payFils > f.maxFils) return false;
  if (f.onSale !== undefined && p.onSale !== f.onSale) return false;
  if (f.inStock !== undefined && p.inStock !== f.inStock) return false;
  return true;
}
