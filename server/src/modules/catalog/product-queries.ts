import type { CatalogClient } from "../../backend/catalog-client.js";
import type { RestProduct } from "../../backend/rest-types.js";
import type { QueryParams } from "../../backend/http.js";
import { isVisible, visibleOnly } from "./visibility.js";
import type { ProductPage } from "./product-page.js";
import { needsTotal, pageWindow, type ConnectionArgs } from "../../paging/cursor.js";
import { badInput } from "../../errors/user-input.js";
import type { ProductIndex } from "../search/product-index.js";
import { listingFromIndex } from "../search/listing-queries.js";
import { backendFilters, SORTS } from "./product-filter.js";
import type { ProductFilter, ProductSort } from "../../__generated__/resolvers-types.js";
import { hiddenInLocale, shownInLocale } from "./locale-overlay.js";

// Read paths for products, with the visibility rule applied on every one of them (and, in another language than
// English, without the products hidden in that language).

export type PageArgs = ConnectionArgs;

/** A listing: from the search index when it is built (`index`), else from the backend. */
export async function productPage(
  catalog: CatalogClient,
  args: PageArgs & { filter?: ProductFilter | null; sort?: ProductSort | null },
  index: ProductIndex | null = null,
): Promise<ProductPage> {
  const hidden = await hiddenInLocale(catalog);
  if (index) return listingFromIndex(index, args, hidden, catalog.localized.locale);
  pageWindow(args); // refuses bad arguments before any backend call
  const needsCategories = Boolean(args.filter?.categorySlug);
  const filters = withoutHidden(backendFilters(args.filter, needsCategories ? await catalog.categories() : []), hidden);
  if (!filters) return { products: [], offset: 0, totalCount: 0 };
  const sort = SORTS[args.sort ?? "NEWEST"];
  const list = ({ offset, limit }: { offset: number; limit: number }) =>
    limit === 0 ? Promise.resolve([]) : catalog.listProducts({ limit, start: offset, sort, filters });
  // The last page of a listing needs its size first; every other page lists and counts at once.
  if (needsTotal(args)) {
    const totalCount = await catalog.countProducts(filters);
    const window = pageWindow(args, totalCount);
    return { products: unique(visibleOnly(await list(window))), offset: window.offset, totalCount };
  }
  const window = pageWindow(args);
  const [products, counted] = await Promise.all([list(window), catalog.countProducts(filters)]);
  // A short page is the last one, whatever a count said: paging must never promise a page that is empty.
  const totalCount = products.length > 0 && products.length < window.limit ? window.offset + products.length : counted;
  return { products: unique(visibleOnly(products)), offset: window.offset, totalCount };
}

/** The backend leaves hidden products out of the page and its count alike, so paging stays exact. */
function withoutHidden(filters: QueryParams | null, hidden: ReadonlySet<number>): QueryParams | null {
  return filters && hidden.size > 0 ? { ...filters, id_nin: [...hidden] } : filters;
}

export const MAX_IDS = 200;

/** In the order asked; null for missing, inactive or malformed ids. One batched backend call per 100 ids. */
export async function productsByIds(catalog: CatalogClient, ids: readonly string[]): Promise<(RestProduct | null)[]> {
  if (ids.length > MAX_IDS) throw badInput(`\`ids\` accepts at most ${MAX_IDS} ids.`);
  return Promise.all(ids.map(async (id) => (/^\d{1,12}$/.test(id) ? shownInLocale(catalog, visible(await catalog.product(Number(id)))) : null)));
}

/** By numeric id or slug. Unknown, inactive and malformed references are all simply "not found" (null). */
export async function findProduct(catalog: CatalogClient, ref: { id?: string | null; slug?: string | null }): Promise<RestProduct | null> {
  if (ref.id) {
    return /^\d{1,12}$/.test(ref.id) ? shownInLocale(catalog, visible(await catalog.product(Number(ref.id)))) : null;
  }
  if (ref.slug) {
    return /^[a-z0-9][a-z0-9-]{0,254}$/i.test(ref.slug) ? shownInLocale(catalog, visible(await catalog.productBySlug(ref.slug))) : null;
  }
  return null;
}

function visible(product: RestProduct | null): RestProduct | null {
  return isVisible(product) ? product : null;
}

/** Relation filters can repeat a product (two matching sub-categories); a page lists it once. */
function unique(products: RestProduct[]): RestProduct[] {
  const seen = new Set<number>();
  return products.filter((p) => !seen.has(p.id) && (seen.add(p.id), true));
}

export const MAX_RELATED = 24;

/** Other products of the product's first sub-category: one listing call, the product itself left out. */
export async function relatedProducts(catalog: CatalogClient, product: RestProduct, first: number | null | undefined): Promise<RestProduct[]> {
  const count = first ?? 8;
  if (!Number.isInteger(count) || count < 0 || count > MAX_RELATED) throw badInput(`\`first\` must be between 0 and ${MAX_RELATED}.`);
  const sub = product.sub_categories?.[0];
  if (!sub || count === 0) return [];
  const page = await productPage(catalog, { filter: { subCategorySlug: sub.slug }, first: count + 1 });
  return page.products.filter((p) => p.id !== product.id).slice(0, count);
}
