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

export const CATALOG_URL = new URL("./catalog.json", import.meta.url);

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
