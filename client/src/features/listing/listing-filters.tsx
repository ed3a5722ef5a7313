import { Form, Link, useLocation } from "react-router";
import type { ListingTaxonomyQuery } from "../../__generated__/graphql";
import type { ListingParams } from "./listing-params";
import { withParams } from "../../lib/url/with-params";
import type { ListingScope } from "./listing-queries";

/** Filters as links and one GET form, so they work before hydration and without JavaScript too. */
export function ListingFilters({ taxonomy, scope, params }: { taxonomy: ListingTaxonomyQuery; scope: ListingScope; params: ListingParams }) {
  const { search } = useLocation();
  const current = new URLSearchParams(search);
  const keep = withParams(current, { after: null }).replace(/^\?/, "");
  return (
    // A <details> so that on phones the filters fold away under one "Filters" button (no JavaScript needed);
    // on wider screens CSS keeps them always open.
    <details className="filters" aria-label="Filters">
      <summary className="filters__summary">Filters{params.brand || params.min || params.max || params.sale ? " (active)" : ""}</summary>
      <section className="filters__group">
        <h2>Categories</h2>
        <ul>
          <li>
            <Link to={`/shop${keep ? `?${keep}` : ""}`} aria-current={scope.kind === "shop" ? "page" : undefined}>
              All products
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
        <h2>Brand</h2>
        <ul>
          <li>
            <Link to={withParams(current, { brand: null }) || "?"} aria-current={!params.brand ? "true" : undefined}>
              All brands
            </Link>
          </li>
          {taxonomy.brands.map((b) => (
            <li key={b.id}>
              <Link to={withParams(current, { brand: b.slug })} aria-current={params.brand === b.slug ? "true" : undefined}>
                {b.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="filters__group">
        <h2>Price (AED)</h2>
        <Form method="get" className="filters__price">
          {[...current.entries()]
            .filter(([k]) => !["min", "max", "after"].includes(k))
            .map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={v} />
            ))}
          <label>
            <span>Min</span>
            <input name="min" inputMode="decimal" defaultValue={params.min ?? ""} placeholder="0" pattern="\d{1,9}(\.\d{1,2})?" />
          </label>
          <label>
            <span>Max</span>
            <input name="max" inputMode="decimal" defaultValue={params.max ?? ""} placeholder="Any" pattern="\d{1,9}(\.\d{1,2})?" />
          </label>
          <button type="submit" className="button">
            Apply
          </button>
        </Form>
      </section>
      <section className="filters__group">
        <h2>Offers</h2>
        <Link className={`filters__toggle${params.sale ? " filters__toggle--on" : ""}`} to={withParams(current, { sale: params.sale ? null : "1" }) || "?"} aria-current={params.sale ? "true" : undefined}>
          {params.sale ? "☑" : "☐"} On sale only
        </Link>
      </section>
    </details>
  );
}
