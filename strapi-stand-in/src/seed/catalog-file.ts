// The seed catalog (derived from the hosted shop's samples), read from disk rather than imported so the same
// code runs from src/ (tsx, vitest) and dist/, and so its exact text can go into the seed fingerprint.
import { readFileSync } from "node:fs";

export interface CatalogBrand {
  id: number;
  name: string;
  slug: string;
}

export interface CatalogCategory extends CatalogBrand {
  sub_categories: CatalogBrand[];
}

export interface CatalogProduct {
  id: number;
  title: string;
  product_slug: string;
  price: number;
  sale_price: number | null;
  is_active: boolean;
  part_number: string | null;
  description: string | null;
  badges: string[];
  badge: unknown;
  brands: number[];
  sub_categories: number[];
  created_at: string;
}

export interface Catalog {
  brands: CatalogBrand[];
  categories: CatalogCategory[];
  products: CatalogProduct[];
}

/**
 * One locale's translation of the catalog (catalog-ar.json). Entries point at the default-locale row they
 * translate (`of`); what Strapi shares across locales (price, part number, image, badges) is copied from it.
 * Brands are not listed: their names stay Latin in every locale (sample i18n/28), each locale still gets its rows.
 */
export interface CatalogTranslation {
  locale: string;
  categories: { of: number; name: string }[];
  sub_categories: { of: number; name: string }[];
  products: { of: number; title: string; description: string; is_active: boolean }[];
}

export const CATALOG_URL = new URL("./catalog.json", import.meta.url);
export const TRANSLATION_URLS = [new URL("./catalog-ar.json", import.meta.url)];

export function readCatalogText(): string {
  return readFileSync(CATALOG_URL, "utf8");
}

export function parseCatalog(text: string): Catalog {
  const data = JSON.parse(text) as Partial<Catalog>;
  if (!Array.isArray(data.brands) || !Array.isArray(data.categories) || !Array.isArray(data.products)) {
    throw new Error("catalog.json must hold brands, categories and products arrays");
  }
  return data as Catalog;
}

export function readTranslationTexts(): string[] {
  return TRANSLATION_URLS.map((url) => readFileSync(url, "utf8"));
}

export function parseTranslation(text: string): CatalogTranslation {
  const data = JSON.parse(text) as Partial<CatalogTranslation>;
  if (typeof data.locale !== "string" || !Array.isArray(data.categories) || !Array.isArray(data.sub_categories) || !Array.isArray(data.products)) {
    throw new Error("a catalog translation must hold locale, categories, sub_categories and products");
  }
  return data as CatalogTranslation;
}
