import { Form, Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { graphql } from "../../__generated__/gql";
import type { ListingFilters_FacetsFragment as Facets, ListingTaxonomyQuery } from "../../__generated__/graphql";
import type { ListingParams } from "./listing-params";
import { withParams } from "../../lib/url/with-params";
import type { ListingScope } from "./listing-queries";
import { SpecificationFacets } from "../../components/specification-facets";

export const ListingFiltersFragment = graphql(`
  fragment ListingFilters_facets on ProductFacets {
    brands { brand { slug } count }
    onSale { value count }
    ...SpecificationFacets_facets
  }
`);

/**
 * Filters as links and one GET form, so they work before hydration and without JavaScript too. `basePath` is the
 * page's own path for "All products" (a shop layout variant keeps its layout). With `facets` (the listing's
 * counts), each brand and the on-sale toggle show how many products they leave, and brands with none are left out.
 */
export function ListingFilters({
  taxonomy,
  scope,
  params,
  basePath = "/shop",
  folded = false,
  facets,
}: {
  taxonomy: ListingTaxonomyQuery;
  scope: ListingScope;
  params: ListingParams;
  basePath?: string;
  folded?: boolean;
  facets?: Facets | null;
}) {
  const { t } = useTranslation();
  const brandCounts = facets ? new Map(facets.brands.map((b) => [b.brand.slug, b.count])) : null;
  const saleCount = facets?.onSale.find((v) => v.value)?.count ?? 0;
  const count = (n: number) => <span className="facet__count">({t("listing.filters.count", { count: n })})</span>;
  const { search } = useLocation();
  const current = new URLSearchParams(search);
  const keep = withParams(current, { after: null, before: null }).replace(/^\?/, "");
  return (
    // A <details> so that on phones the filters fold away under one "Filters" button (no JavaScript needed);
    // on wider screens CSS keeps them always open.
    <details className={`filters${folded ? " filters--folded" : ""}`} aria-label={t("listing.filters.label")}>
      <summary className="filters__summary">
        {params.brand || params.min || params.max || params.sale || params.specifications.length > 0
          ? t("listing.filters.summaryActive")
          : t("listing.filters.summary")}
      </summary>
      <section className="filters__group">
        <h2>{t("listing.filters.categories")}</h2>
        <ul>
          <li>
            <Link to={`${basePath}${keep ? `?${keep}` : ""}`} aria-current={scope.kind === "shop" ? "page" : undefined}>
              {t("listing.filters.allProducts")}
            </Link>
          </li>
          {taxonomy.categories.map((c) => (
            <li key={c.id}>
              <Link to={`/category/${c.slug}${keep ? `?${keep}` : ""}`} aria-current={scope.kind !== "shop" && scope.slug === c.slug ? "page" : undefined}>
                {c.name}
              </Link>
              {scope.kind !== "shop" && scope.categorySlug === c.slug ? (
                <ul>
                  {c.subCategories.map((s) => (
                    <li key={s.id}>
                      <Link to={`/category/${s.slug}${keep ? `?${keep}` : ""}`} aria-current={scope.slug === s.slug ? "page" : undefined}>
                        {s.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section className="filters__group">
        <h2>{t("listing.filters.brand")}</h2>
        <ul>
          <li>
            <Link to={withParams(current, { brand: null }) || "?"} aria-current={!params.brand ? "true" : undefined}>
              {t("listing.filters.allBrands")}
            </Link>
          </li>
          {taxonomy.brands
            .filter((b) => !brandCounts || brandCounts.has(b.slug))
            .map((b) => (
              <li key={b.id}>
                <Link to={withParams(current, { brand: b.slug })} aria-current={params.brand === b.slug ? "true" : undefined}>
                  {b.name}
                  {brandCounts ? <> {count(brandCounts.get(b.slug) ?? 0)}</> : null}
                </Link>
              </li>
            ))}
        </ul>
      </section>
      <section className="filters__group">
        <h2>{t("listing.filters.price")}</h2>
        <Form method="get" className="filters__price">
          {[...current.entries()]
            .filter(([k]) => !["min", "max", "after", "before"].includes(k))
            .map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={v} />
            ))}
          <label>
            <span>{t("listing.filters.min")}</span>
            <input name="min" inputMode="decimal" defaultValue={params.min ?? ""} placeholder="0" pattern="\d{1,9}(\.\d{1,2})?" />
          </label>
          <label>
            <span>{t("listing.filters.max")}</span>
            <input name="max" inputMode="decimal" defaultValue={params.max ?? ""} placeholder={t("listing.filters.any")} pattern="\d{1,9}(\.\d{1,2})?" />
          </label>
          <button type="submit" className="button">
            {t("listing.filters.apply")}
          </button>
        </Form>
      </section>
      <section className="filters__group">
        <h2>{t("listing.filters.offers")}</h2>
        <Link
          className={`filters__toggle${params.sale ? " filters__toggle--on" : ""}`}
          to={withParams(current, { sale: params.sale ? null : "1" }) || "?"}
          aria-current={params.sale ? "true" : undefined}
        >
          {params.sale ? "☑" : "☐"} {t("listing.filters.onSaleOnly")}
          {facets ? <> {count(saleCount)}</> : null}
        </Link>
      </section>
      {facets ? (
        <SpecificationFacets facets={facets} chosen={params.specifications} current={current} count={(n) => t("listing.filters.count", { count: n })} />
      ) : null}
    </details>
  );
}
