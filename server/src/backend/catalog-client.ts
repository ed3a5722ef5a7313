import DataLoader from "dataloader";
import type { AxiosInstance } from "axios";
import type { RestBrand, RestProduct, RestProductCategory } from "./rest-types.js";
import type { TtlCache } from "./ttl-cache.js";
import { countProducts, listProducts, productBySlug, productsByIds, type ProductListQuery } from "./products.js";
import { listBrands, listCategories } from "./taxonomy.js";
import type { QueryParams } from "./http.js";

/** Caches shared by every request of one gateway process (anonymous, public data only). */
export interface SharedCatalogCaches {
  brands: TtlCache<RestBrand[]>;
  categories: TtlCache<RestProductCategory[]>;
}

/**
 * The catalogue as one request sees it. Created per request (its DataLoaders must never serve one shopper's
 * request from another's), it batches every product lookup of a request into one `id_in` call.
 * It returns backend shapes as they are; visibility rules (is_active) are applied by the catalogue module.
 */
export class CatalogClient {
  private readonly byId: DataLoader<number, RestProduct | null>;
  private readonly bySlug: DataLoader<string, RestProduct | null>;

  constructor(private readonly http: AxiosInstance, private readonly shared: SharedCatalogCaches) {
    this.byId = new DataLoader(async (ids) => {
      const found = new Map((await productsByIds(http, ids)).map((p) => [p.id, p]));
      return ids.map((id) => found.get(id) ?? null);
    });
    this.bySlug = new DataLoader(
      (slugs) => Promise.all(slugs.map((slug) => productBySlug(http, slug))),
      { batch: false },
    );
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

  brands(): Promise<RestBrand[]> {
    return this.shared.brands.get("all", async () => byName(await listBrands(this.http)));
  }

  categories(): Promise<RestProductCategory[]> {
    return this.shared.categories.get("all", async () => byName(await listCategories(this.http)));
  }
}

/** Backends sort by byte order ("AEC" before "Accessories"); shoppers expect dictionary order. */
function byName<T extends { name: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
}
