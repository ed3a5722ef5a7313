import type { CatalogClient } from "../../backend/catalog-client.js";
import type { RestProduct } from "../../backend/rest-types.js";
import { ACTIVE_FILTER, isVisible, visibleOnly } from "./visibility.js";
import { decodeCursor, pageSize, type ProductPage } from "./product-page.js";

// Read paths for products, with the visibility rule applied on every one of them.

export async function productPage(
  catalog: CatalogClient,
  args: { first?: number | null; after?: string | null },
): Promise<ProductPage> {
  const limit = pageSize(args.first);
  const offset = decodeCursor(args.after) + 1;
  const [products, totalCount] = await Promise.all([
    limit === 0
      ? Promise.resolve([])
      : catalog.listProducts({ limit, start: offset, sort: "created_at:DESC,id:DESC", filters: ACTIVE_FILTER }),
    catalog.countProducts(ACTIVE_FILTER),
  ]);
  return { products: visibleOnly(products), offset, totalCount };
}

/** By numeric id or slug. Unknown, inactive and malformed references are all simply "not found" (null). */
export async function findProduct(
  catalog: CatalogClient,
  ref: { id?: string | null; slug?: string | null },
): Promise<RestProduct | null> {
  if (ref.id) {
    return /^\d{1,12}$/.test(ref.id) ? visible(await catalog.product(Number(ref.id))) : null;
  }
  if (ref.slug) {
    return /^[a-z0-9][a-z0-9-]{0,254}$/i.test(ref.slug) ? visible(await catalog.productBySlug(ref.slug)) : null;
  }
  return null;
}

function visible(product: RestProduct | null): RestProduct | null {
  return isVisible(product) ? product : null;
}
