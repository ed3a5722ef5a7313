import type { CatalogClient } from "../../backend/catalog-client.js";
import type { RestProduct } from "../../backend/rest-types.js";
import type { QueryParams } from "../../backend/http.js";
import { isVisible, visibleOnly } from "./visibility.js";
import type { ProductPage } from "./product-page.js";
import { needsTotal, pageWindow, type ConnectionArgs } from "../../paging/cursor.js";
import { badInput } from "../../errors/user-input.js";
import type { IndexedListing, ListingArgs } from "./indexed-listing.js";
import { backendFilters, SORTS } from "./product-filter.js";
import { hiddenInLocale, shownInLocale } from "./locale-overlay.js";
import { SHOP_LOCALES, type ShopLocale } from "@proav/shop-rules";
import { firstById } from "./relation-order.js";

// Read paths for products, with the visibility rule applied on every one of them (and, in another language than
// English, without the products hidden in that language).

export type PageArgs = ConnectionArgs;

/** A listing: from the search index when it is built (`indexed`, see indexed-listing.ts), else from the backend. */
export async function productPage(catalog: CatalogClient, args: ListingArgs, indexed: IndexedListing | null = null): Promise<ProductPage> {
  const hidden = await hiddenInLocale(catalog);
  if (indexed) return indexed(args, hidden, catalog.localized.locale);
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

const isProductId = (id: string) => /^\d{1,12}$/.test(id);

/** A product as the request's language sells it, or why it is not sold there. */
export type SaleLookup = { product: RestProduct } | { refused: "WITHDRAWN" | "NOT_IN_LANGUAGE" };

/**
 * The one rule for "is this product sold in the request's language": active (else withdrawn in every language),
 * and not hidden in that language. Saved lists, the cart, checkout and placeOrder all read products through it.
 * In the order asked; one batched backend call per 100 ids.
 */
export async function productsForSale(catalog: CatalogClient, ids: readonly number[]): Promise<SaleLookup[]> {
  const [products, hidden] = await Promise.all([Promise.all(ids.map((id) => catalog.product(id))), hiddenInLocale(catalog)]);
  return products.map((product) => {
    if (!isVisible(product)) return { refused: "WITHDRAWN" };
    return hidden.has(product.id) ? { refused: "NOT_IN_LANGUAGE" } : { product };
  });
}

/** `productsForSale` with null for a product not sold in the request's language. */
export async function productsOnSale(catalog: CatalogClient, ids: readonly number[]): Promise<(RestProduct | null)[]> {
  return (await productsForSale(catalog, ids)).map((found) => ("product" in found ? found.product : null));
}

/** In the order asked; null for missing, inactive, hidden-in-this-language or malformed ids. */
export async function productsByIds(catalog: CatalogClient, ids: readonly string[]): Promise<(RestProduct | null)[]> {
  if (ids.length > MAX_IDS) throw badInput(`\`ids\` accepts at most ${MAX_IDS} ids.`);
  const wellFormed = ids.filter(isProductId);
  const found = await productsOnSale(catalog, wellFormed.map(Number));
  const byId = new Map(wellFormed.map((id, i) => [id, found[i] ?? null]));
  return ids.map((id) => byId.get(id) ?? null);
}

/**
 * Of `ids`, those no longer sold in any language: unknown, inactive or malformed. A product hidden only in the
 * request's language is not among them, so a saved list shared by both languages keeps it.
 */
export async function withdrawnProductIds(catalog: CatalogClient, ids: readonly string[]): Promise<string[]> {
  if (ids.length > MAX_IDS) throw badInput(`\`ids\` accepts at most ${MAX_IDS} ids.`);
  const wellFormed = ids.filter(isProductId);
  const found = await productsForSale(catalog, wellFormed.map(Number));
  const withdrawn = new Set(wellFormed.filter((_, i) => "refused" in found[i]! && found[i].refused === "WITHDRAWN"));
  return ids.filter((id) => !isProductId(id) || withdrawn.has(id));
}

/** The shop's languages the product is sold in (the English row's active flag is checked by the caller). */
export async function languagesOf(catalog: CatalogClient, product: RestProduct): Promise<ShopLocale[]> {
  const hidden = await Promise.all(SHOP_LOCALES.map((locale) => catalog.localized.hiddenProductIds(locale)));
  return SHOP_LOCALES.filter((_, i) => !hidden[i]!.has(product.id));
}

/** By numeric id or slug. Unknown, inactive and malformed references are all simply "not found" (null). */
export async function findProduct(catalog: CatalogClient, ref: { id?: string | null; slug?: string | null }): Promise<RestProduct | null> {
  if (ref.id) {
    return isProductId(ref.id) ? shownInLocale(catalog, visible(await catalog.product(Number(ref.id)))) : null;
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
  const sub = firstById(product.sub_categories);
  if (!sub || count === 0) return [];
  const page = await productPage(catalog, { filter: { subCategorySlug: sub.slug }, first: count + 1 });
  return page.products.filter((p) => p.id !== product.id).slice(0, count);
}
