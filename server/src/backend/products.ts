import type { AxiosInstance } from "axios";
import type { QueryParams } from "./http.js";
import type { RestProduct } from "./rest-types.js";
import { errorFromResponse } from "./backend-error.js";

// Product calls of the Strapi dialect. Callers pass allowlisted filters only; user text is a value, never a key.

export interface ProductListQuery {
  limit: number;
  start: number;
  sort: string;
  filters?: QueryParams;
}

/** Ids per `id_in` call: 100 repeated `id_in=123456` keys stay well under common 8 KB URL limits. */
export const ID_CHUNK = 100;

export async function listProducts(http: AxiosInstance, q: ProductListQuery): Promise<RestProduct[]> {
  try {
    const params = { ...q.filters, _limit: q.limit, _start: q.start, _sort: q.sort };
    const res = await http.get<RestProduct[]>("/products", { params });
    return Array.isArray(res.data) ? res.data : [];
  } catch (error) {
    throw errorFromResponse(error, "products");
  }
}

/** The product's to-many relations: a filter matching several related rows of one product repeats it in a join. */
const TO_MANY_RELATIONS = ["sub_categories", "brands", "badges"];

/**
 * Whether Strapi's `/products/count` may count a product more than once for these filters. Strapi 3.6 counts the
 * rows of its relation join, not distinct products: with `sub_categories_in=4&sub_categories_in=5`, a product
 * filed under both counts twice (the list itself is distinct). A single value per relation cannot repeat a row
 * (a product is linked to a given sub-category once, and slugs are unique).
 */
export function countMayRepeat(filters: QueryParams): boolean {
  return Object.entries(filters).some(([key, value]) => {
    const head = key.split(".")[0]!.replace(/_(in|eq|ne|nin|lt|lte|gt|gte|contains|ncontains|containss|ncontainss)$/, "");
    return TO_MANY_RELATIONS.includes(head) && Array.isArray(value) && value.length > 1 && !key.endsWith("_nin");
  });
}

/**
 * Distinct products matching the filters. Where Strapi's count may repeat a product, the ids are counted from
 * the (distinct) list instead: one larger call, exact on any backend.
 */
export async function countProducts(http: AxiosInstance, filters: QueryParams = {}): Promise<number> {
  if (countMayRepeat(filters)) {
    const all = await listProducts(http, { limit: -1, start: 0, sort: "id:ASC", filters });
    return new Set(all.map((p) => p.id)).size;
  }
  try {
    const res = await http.get<number | string>("/products/count", { params: filters });
    const count = Number(res.data);
    return Number.isFinite(count) ? count : 0;
  } catch (error) {
    throw errorFromResponse(error, "product count");
  }
}

/** One call per chunk of ids, in any order; the caller restores order. */
export async function productsByIds(http: AxiosInstance, ids: readonly number[]): Promise<RestProduct[]> {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) chunks.push(ids.slice(i, i + ID_CHUNK));
  const pages = await Promise.all(chunks.map((chunk) => listProducts(http, { limit: chunk.length, start: 0, sort: "id:ASC", filters: { id_in: chunk } })));
  return pages.flat();
}

/** By slug through the portable list form (a stock Strapi has no `/products/{slug}`). */
export async function productBySlug(http: AxiosInstance, slug: string): Promise<RestProduct | null> {
  const list = await listProducts(http, { limit: 1, start: 0, sort: "id:ASC", filters: { product_slug: slug } });
  return list[0] ?? null;
}
