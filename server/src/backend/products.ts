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

export async function countProducts(http: AxiosInstance, filters: QueryParams = {}): Promise<number> {
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
  const pages = await Promise.all(
    chunks.map((chunk) => listProducts(http, { limit: chunk.length, start: 0, sort: "id:ASC", filters: { id_in: chunk } })),
  );
  return pages.flat();
}

/** By slug through the portable list form (a stock Strapi has no `/products/{slug}`). */
export async function productBySlug(http: AxiosInstance, slug: string): Promise<RestProduct | null> {
  const list = await listProducts(http, { limit: 1, start: 0, sort: "id:ASC", filters: { product_slug: slug } });
  return list[0] ?? null;
}
