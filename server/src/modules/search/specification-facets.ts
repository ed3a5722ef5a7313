import { SPECIFICATION_FACETS, specificationFacets, type ShopLocale } from "@proav/shop-rules";
import type { RestSpecification } from "../../backend/rest-types.js";
import type { IndexedProduct } from "./indexed-product.js";
import type { IndexFilter } from "./index-filter.js";
import type { ProductIndex } from "./product-index.js";
import { TRANSLATED_LOCALE } from "./translations.js";

// Counts per specification value over a whole result, for the specifications shop-rules offers as filters in
// the categories of each product (a workstation counts on GPU, RAM and cores; a licence on its type and term).
// A product counts once per key, under its English value (the filter's value, the same in every language);
// labels, units and the shown value come from the page's language where the product has them. Pure.

export interface SpecificationFacetModel {
  key: string;
  label: string;
  unit: string | null;
  values: { value: string; label: string; count: number; selected: boolean }[];
}

/** The product's specifications in the page's language (the Arabic row's), or undefined to show the English ones. */
export type LocalSpecifications = (p: IndexedProduct) => ReadonlyMap<string, RestSpecification> | undefined;

/**
 * A chosen specification's values counted over the result without that specification's own filter (the others
 * kept), so a shopper who chose 64 GB still sees 128 GB with its count and can add it: values of one
 * specification are alternatives. `resultWithout` answers the same listing or search for another filter.
 */
export function withAlternatives(
  facets: SpecificationFacetModel[],
  filter: IndexFilter,
  local: LocalSpecifications | undefined,
  resultWithout: (filter: IndexFilter) => readonly IndexedProduct[],
): SpecificationFacetModel[] {
  const chosen = filter.specifications ?? [];
  if (chosen.length === 0) return facets;
  const byKey = new Map(facets.map((f) => [f.key, f]));
  for (const { key } of chosen) {
    const others = chosen.filter((s) => s.key !== key);
    const rest: IndexFilter = { ...filter, specifications: others.length > 0 ? others : undefined };
    const facet = specificationFacetCounts(resultWithout(rest), filter, local).find((f) => f.key === key);
    if (facet) byKey.set(key, facet);
  }
  return [...byKey.values()].sort((a, b) => declaredRank(a.key) - declaredRank(b.key) || textOrder(a.key, b.key));
}

/** The Arabic rows' specifications on an Arabic page (their labels, values and units); English ones otherwise. */
export function localSpecifications(index: Pick<ProductIndex, "arabicSpecifications">, locale: ShopLocale | undefined): LocalSpecifications | undefined {
  return locale === TRANSLATED_LOCALE ? (p) => index.arabicSpecifications(p.product.id) : undefined;
}

interface Tally {
  label: string;
  unit: string | null;
  /** Whether label and unit come from the page's language. */
  local: boolean;
  total: number;
  values: Map<string, { label: string; count: number; numeric: number | null }>;
}

/** Where shop-rules declares a key among its category's facets (most used first); a key in two categories takes the first place. */
function declaredRank(key: string): number {
  return Math.min(...Object.values(SPECIFICATION_FACETS).map((keys) => (keys.includes(key as never) ? keys.indexOf(key as never) : Infinity)));
}

const textOrder = new Intl.Collator("en", { numeric: true }).compare;

type FacetFilter = Pick<IndexFilter, "specifications" | "categorySlug" | "subCategorySlug">;

/**
 * The facet keys a product counts on: on a category's listing, that category's (a workstation sold with a
 * software bundle is not counted on licence terms among workstations); on a sub-category's, its parent's; else
 * those of every category it is in.
 */
function facetKeysOf(p: IndexedProduct, filter: FacetFilter): Set<string> {
  const { categorySlug, subCategorySlug } = filter;
  const categories = categorySlug
    ? [categorySlug]
    : p.categories.filter((c) => !subCategorySlug || c.sub_categories?.some((s) => s.slug === subCategorySlug)).map((c) => c.slug);
  return new Set(categories.flatMap((slug) => specificationFacets(slug)));
}

export function specificationFacetCounts(
  products: readonly IndexedProduct[],
  filter: FacetFilter = {},
  local: LocalSpecifications = () => undefined,
): SpecificationFacetModel[] {
  const tallies = new Map<string, Tally>();
  for (const p of products) {
    if (p.categories.length === 0 || p.specifications.size === 0) continue;
    for (const key of facetKeysOf(p, filter)) {
      const spec = p.specifications.get(key);
      if (!spec) continue;
      const localSpec = local(p)?.get(key);
      const shown = localSpec ?? spec;
      let tally = tallies.get(key);
      if (!tally) tallies.set(key, (tally = { label: key, unit: null, local: false, total: 0, values: new Map() }));
      // The label and unit of the first product with words in the page's language (a product whose Arabic row
      // has no specifications yet would otherwise name the facet in English on an Arabic page).
      if (tally.total === 0 || (localSpec && !tally.local)) {
        tally.label = shown.label?.trim() || key;
        tally.unit = shown.unit?.trim() || null;
        tally.local = Boolean(localSpec);
      }
      tally.total++;
      const entry = tally.values.get(spec.value);
      if (entry) {
        entry.count++;
        if (localSpec) entry.label = localSpec.value.trim();
      } else
        tally.values.set(spec.value, {
          label: shown.value.trim(),
          count: 1,
          numeric: typeof spec.numeric_value === "number" && Number.isFinite(spec.numeric_value) ? spec.numeric_value : null,
        });
    }
  }
  const selected = new Map((filter.specifications ?? []).map((s) => [s.key, new Set(s.values)]));
  return [...tallies.entries()]
    .sort(([ka, a], [kb, b]) => declaredRank(ka) - declaredRank(kb) || b.total - a.total || textOrder(ka, kb))
    .map(([key, tally]) => {
      const values = [...tally.values.entries()];
      const quantities = values.every(([, v]) => v.numeric !== null);
      values.sort(([va, a], [vb, b]) => (quantities ? a.numeric! - b.numeric! : b.count - a.count) || textOrder(va, vb));
      return {
        key,
        label: tally.label,
        unit: tally.unit,
        values: values.map(([value, v]) => ({ value, label: v.label, count: v.count, selected: selected.get(key)?.has(value) ?? false })),
      };
    });
}
