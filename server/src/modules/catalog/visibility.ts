import type { RestProduct } from "../../backend/rest-types.js";

// The spec's rule: a shopper only ever sees products with is_active true. A product with is_active false or
// missing is treated exactly like one that does not exist, whichever field reached it.

export function isVisible(product: RestProduct | null | undefined): product is RestProduct {
  return product?.is_active === true;
}

export function visibleOnly(products: readonly (RestProduct | null | undefined)[]): RestProduct[] {
  return products.filter(isVisible);
}

/** Filter the backend applies on list and count calls, so pages and totals agree. */
export const ACTIVE_FILTER = { is_active: true } as const;
