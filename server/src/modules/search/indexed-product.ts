import type { RestBrand, RestProduct, RestProductCategory, RestSpecification, RestSubCategory } from "../../backend/rest-types.js";
import { effectiveSaleFils, toFils, isOutOfStock, isVisible } from "../catalog/index.js";
import { normaliseText } from "./normalise.js";

// A product as the search index holds it: the backend's shape (served as is, like any other read path) plus the
// facts listings filter, sort and count on, worked out once when the product is indexed.

export interface IndexedProduct {
  product: RestProduct;
  /** The price the shopper pays: the sale price when the product is on sale, else the list price. */
  payFils: number;
  onSale: boolean;
  inStock: boolean;
  brands: RestBrand[];
  categories: RestProductCategory[];
  subCategories: RestSubCategory[];
  /** The title normalised, for ordering equal scores with plain string comparisons. */
  titleKey: string;
  /** Its specifications by key (key and value trimmed; entries without either left out), for filters and facets. */
  specifications: ReadonlyMap<string, RestSpecification>;
}

/** A row's specifications by key, as the gateway shows them (catalog/specifications.ts leaves out the same entries). */
export function specificationsByKey(specs: readonly RestSpecification[] | null | undefined): Map<string, RestSpecification> {
  const byKey = new Map<string, RestSpecification>();
  for (const s of specs ?? []) {
    const key = s.key?.trim();
    const value = s.value?.trim();
    if (key && value && !byKey.has(key)) byKey.set(key, { ...s, key, value });
  }
  return byKey;
}

/** What the index needs to know about the taxonomy: the parent category of every sub-category. */
export type ParentOf = ReadonlyMap<number, RestProductCategory>;

export function parentsOf(categories: readonly RestProductCategory[]): Map<number, RestProductCategory> {
  const parents = new Map<number, RestProductCategory>();
  for (const c of categories) for (const s of c.sub_categories ?? []) parents.set(s.id, c);
  return parents;
}

/** Null for a product shoppers must not see (inactive): it is never indexed. */
export function indexedProduct(product: RestProduct, parents: ParentOf): IndexedProduct | null {
  if (!isVisible(product)) return null;
  const price = toFils(product.price);
  const sale = effectiveSaleFils(price, toFils(product.sale_price));
  const subCategories = product.sub_categories ?? [];
  const categories = [
    ...new Map(
      subCategories.flatMap((s) => {
        const parent = parents.get(s.id);
        return parent ? [[parent.id, parent] as const] : [];
      }),
    ).values(),
  ];
  return {
    product,
    payFils: sale ?? price ?? 0,
    onSale: sale !== null,
    inStock: !isOutOfStock(product),
    brands: product.brands ?? [],
    categories,
    subCategories,
    titleKey: normaliseText(product.title),
    specifications: specificationsByKey(product.specifications),
  };
}
