import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { graphql } from "../../__generated__/gql";
import type { SearchFacets_FacetsFragment } from "../../__generated__/graphql";
import { withParams } from "../../lib/url/with-params";
import type { SearchFilters } from "./search-params";
import { SpecificationFacets } from "../../components/specification-facets";

export const SearchFacetsFragment = graphql(`
  fragment SearchFacets_facets on ProductFacets {
    categories { category { id name slug } count }
    subCategories { subCategory { id name slug } count }
    brands { brand { id name slug } count }
    priceBands { minPrice maxPrice count }
    onSale { value count }
    inStock { value count }
    ...SpecificationFacets_facets
  }
`);

type Option = { key: string; label: string; count: number; changes: Record<string, string | null>; on: boolean };

/**
 * The result's filter values with their counts, as plain links (they work before hydration and without
 * JavaScript): each link adds its value to the URL's other filters, and a chosen value links back out of it.
 */
export function SearchFacets({ facets, filters }: { facets: SearchFacets_FacetsFragment; filters: SearchFilters }) {
  const { t } = useTranslation();
  const current = new URLSearchParams(useLocation().search);
  const yesNo = (v: boolean) => (v ? "1" : "0");
  const amount = (decimal: string) => t("search.facets.amount", { value: Math.round(Number(decimal)) });
  const bandLabel = (min: string | null, max: string | null) =>
    min === null && max !== null
      ? t("search.facets.under", { max: amount(String(Number(max) + 0.01)) })
      : max === null && min !== null
        ? t("search.facets.over", { min: amount(min) })
        : t("search.facets.between", { min: amount(min ?? "0"), max: amount(String(Number(max) + 0.01)) });
  const groups: { id: string; title: string; options: Option[] }[] = [
    {
      id: "category",
      title: t("search.facets.category"),
      options: [
        ...facets.categories.map(({ category: c, count }) => ({
          key: `c${c.id}`,
          label: c.name,
          count,
          changes: { category: c.slug, sub: null },
          on: filters.category === c.slug,
        })),
        ...facets.subCategories.map(({ subCategory: s, count }) => ({
          key: `s${s.id}`,
          label: s.name,
          count,
          changes: { sub: s.slug },
          on: filters.sub === s.slug,
        })),
      ],
    },
    {
      id: "brand",
      title: t("search.facets.brand"),
      options: facets.brands.map(({ brand: b, count }) => ({ key: b.id, label: b.name, count, changes: { brand: b.slug }, on: filters.brand === b.slug })),
    },
    {
      id: "price",
      title: t("search.facets.price"),
      options: facets.priceBands.map((b) => ({
        key: `${b.minPrice}-${b.maxPrice}`,
        label: bandLabel(b.minPrice, b.maxPrice),
        count: b.count,
        changes: { min: b.minPrice, max: b.maxPrice },
        on: filters.min === b.minPrice && filters.max === b.maxPrice,
      })),
    },
    {
      id: "sale",
      title: t("search.facets.offers"),
      options: facets.onSale.map((v) => ({
        key: String(v.value),
        label: t(v.value ? "search.facets.onSale" : "search.facets.notOnSale"),
        count: v.count,
        changes: { sale: yesNo(v.value) },
        on: filters.sale === v.value,
      })),
    },
    {
      id: "stock",
      title: t("search.facets.availability"),
      options: facets.inStock.map((v) => ({
        key: String(v.value),
        label: t(v.value ? "search.facets.inStock" : "search.facets.outOfStock"),
        count: v.count,
        changes: { stock: yesNo(v.value) },
        on: filters.stock === v.value,
      })),
    },
  ];
  const off = (o: Option) => Object.fromEntries(Object.keys(o.changes).map((k) => [k, null]));
  return (
    <details className="filters" aria-label={t("search.facets.label")}>
      <summary className="filters__summary">{t("search.facets.label")}</summary>
      {groups
        .filter((g) => g.options.length > 0)
        .map((g) => (
          <section key={g.id} className="filters__group" aria-labelledby={`facet-${g.id}`}>
            <h2 id={`facet-${g.id}`}>{g.title}</h2>
            <ul>
              {g.options.map((o) => (
                <li key={o.key}>
                  <Link
                    to={withParams(current, o.on ? off(o) : o.changes) || "?"}
                    aria-current={o.on ? "true" : undefined}
                    aria-label={t(o.on ? "search.facets.remove" : "search.facets.add", { label: o.label, count: o.count })}
                  >
                    {o.on ? "☑ " : ""}
                    {o.label} <span className="facet__count">({t("search.facets.count", { count: o.count })})</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      <SpecificationFacets facets={facets} chosen={filters.specifications ?? []} current={current} count={(n) => t("search.facets.count", { count: n })} />
    </details>
  );
}
