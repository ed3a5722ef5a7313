import type { AxiosInstance } from "axios";
import type { RestBrand, RestProductCategory } from "./rest-types.js";
import { errorFromResponse } from "./backend-error.js";

// Brands and categories: small, public, rarely changing. `/brands` embeds every product of every brand
// (about 200 KB), so the catalogue client caches both in process rather than calling them per request.

export async function listBrands(http: AxiosInstance): Promise<RestBrand[]> {
  try {
    const res = await http.get<RestBrand[]>("/brands", { params: { _limit: -1, _sort: "name:ASC" } });
    // Drop the embedded products at once: they are never read and would pin the whole catalogue in the cache.
    return (Array.isArray(res.data) ? res.data : []).map(({ id, name, slug }) => ({ id, name, slug }));
  } catch (error) {
    throw errorFromResponse(error, "brands");
  }
}

export async function listCategories(http: AxiosInstance): Promise<RestProductCategory[]> {
  try {
    const res = await http.get<RestProductCategory[]>("/product-categories", { params: { _limit: -1, _sort: "name:ASC" } });
    return Array.isArray(res.data) ? res.data : [];
  } catch (error) {
    throw errorFromResponse(error, "categories");
  }
}
