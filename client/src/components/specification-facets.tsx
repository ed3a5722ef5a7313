import { Link } from "react-router";
import { graphql } from "../__generated__/gql";
import type { SpecificationFacets_FacetsFragment as Facets, SpecificationFilter } from "../__generated__/graphql";
import { withParams } from "../lib/url/with-params";
import { toggleSpecification } from "../lib/url/specification-params";

export const SpecificationFacetsFragment = graphql(`
  fragment SpecificationFacets_facets on ProductFacets {
    specifications { key label unit values { value label count selected } }
  }
`);

/**
 * The specifications a listing or search offers as filters (GPU, RAM, cores for workstations; licence type and
 * term for software), a group per specification like the other facet groups: each value a plain link (works
 * without JavaScript) adding it to the URL's filters, or taking a chosen one out. Values and units are the
 * gateway's, in the page's language; values are isolated so Latin model names read left to right in Arabic.
 */
export function SpecificationFacets({
  facets,
  chosen,
  current,
  count,
}: {
  facets: Facets;
  chosen: readonly SpecificationFilter[];
  current: URLSearchParams;
  /** The count beside a value, in the page's words. */
  count: (n: number) => string;
}) {
  return (
    <>
      {facets.specifications.map((facet) => (
        <section key={facet.key} className="filters__group" aria-labelledby={`spec-facet-${facet.key}`} data-facet={facet.key}>
          <h2 id={`spec-facet-${facet.key}`}>
            {facet.label}
            {facet.unit ? ` (${facet.unit})` : null}
          </h2>
          <ul>
            {facet.values.map((v) => (
              <li key={v.value}>
                <Link to={withParams(current, toggleSpecification(chosen, facet.key, v.value)) || "?"} aria-current={v.selected ? "true" : undefined}>
                  {v.selected ? "☑ " : "☐ "}
                  <bdi>{v.label}</bdi> <span className="facet__count">({count(v.count)})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
