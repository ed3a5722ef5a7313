import DataLoader from "dataloader";
import type { AxiosInstance } from "axios";
import type { RestBrand, RestProduct, RestProductCategory } from "./rest-types.js";
import { countProducts, listProducts, productBySlug, productsByIds, type ProductListQuery } from "./products.js";
import { listBrands, listCategories } from "./taxonomy.js";
import type { QueryParams } from "./http.js";
import { LocalizedCatalog, type SharedLocaleCaches } from "./localized-catalog.js";
import { DEFAULT_LOCALE, type Locale } from "../i18n/request-locale.js";

/** A cache that every request shares (anonymous, public data only): the value under `key`, or `load()`'s. */
export interface SharedLoader<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
}

/** Caches shared by every request of the gateway (in process, or in Redis across instances). */
export interface SharedCatalogCaches extends SharedLocaleCaches {
  brands: SharedLoader<RestBrand[]>;
  categories: SharedLoader<RestProductCategory[]>;
}

/**
 * The catalogue as one request sees it. Created per request (its DataLoaders must never serve one shopper's
 * request from another's), it batches every product lookup of a request into one `id_in` call.
 * It returns backend shapes as they are; visibility rules (is_active) are applied by the catalogue module.
 */
export class CatalogClient {
  private readonly byId: DataLoader<number, RestProduct | null>;
  private readonly bySlug: DataLoader<string, RestProduct | null>;
  /** Translations in the request's locale (the catalogue module overlays them on the English rows). */
  readonly localized: LocalizedCatalog;

  constructor(
    private readonly http: AxiosInstance,
    private readonly shared: SharedCatalogCaches,
    locale: Locale = DEFAULT_LOCALE,
  ) {
    this.localized = new LocalizedCatalog(http, shared, locale);
    this.byId = new DataLoader(async (ids) => {
      const found = new Map((await productsByIds(http, ids)).map((p) => [p.id, p]));
      return ids.map((id) => found.get(id) ?? null);
    });
    this.bySlug = new DataLoader((slugs) => Promise.all(slugs.map((slug) => productBySlug(http, slug))), { batch: false });
  }

  product(id: number): Promise<RestProduct | null> {
    return this.byId.load(id);
  }

  async productBySlug(slug: string): Promise<RestProduct | null> {
    const product = await this.bySlug.load(slug);
    if (product) this.byId.prime(product.id, product);
    return product;
  }

  async listProducts(query: ProductListQuery): Promise<RestProduct[]> {
    const products = await listProducts(this.http, query);
    for (const p of products) this.byId.prime(p.id, p);
    return products;
  }

  countProducts(filters: QueryParams): Promise<number> {
    return countProducts(this.http, filters);
  }

  // Read once per request: resolvers ask for them per product, and the shared cache may be a network hop away.
  private brandList?: Promise<RestBrand[]>;
  private categoryList?: Promise<RestProductCategory[]>;

  brands(): Promise<RestBrand[]> {
    return (this.brandList ??= this.shared.brands.get("all", async () => byName(await listBrands(this.http))));
  }

  categories(): Promise<RestProductCategory[]> {
    return (this.categoryList ??= this.shared.categories.get("all", async () => byName(await listCategories(this.http))));
  }
}

/** Backends sort by byte order ("AEC" before "Accessories"); shoppers expect dictionary order. */
function byName<T extends { name: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
}
