import { Form, Link, useLocation, useSubmit } from "react-router";
import { SORT_OPTIONS, type ListingParams } from "./listing-params";
import { withParams } from "../../lib/url/with-params";

export function ListingToolbar({ total, params }: { total: number | null; params: ListingParams }) {
  const { search } = useLocation();
  const current = new URLSearchParams(search);
  const submit = useSubmit();
  return (
    <div className="toolbar">
      <p className="toolbar__count" role="status">
        {total === null ? "" : total === 1 ? "1 product" : `${total.toLocaleString("en-US")} products`}
      </p>
      <Form method="get" className="toolbar__sort" onChange={(e) => submit(e.currentTarget)}>
        {[...current.entries()]
          .filter(([k]) => k !== "sort" && k !== "after")
          .map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
        <label>
          <span>Sort by</span>
          <select name="sort" defaultValue={params.sort} key={params.sort}>
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit" className="button">
            Sort
          </button>
        </noscript>
      </Form>
      <div className="toolbar__view" role="group" aria-label="View">
        <Link to={withParams(current, { view: null, after: current.get("after") }) || "?"} aria-current={params.view === "grid" ? "true" : undefined}>
          Grid
        </Link>
        <Link to={withParams(current, { view: "list", after: current.get("after") })} aria-current={params.view === "list" ? "true" : undefined}>
          List
        </Link>
      </div>
    </div>
  );
}
