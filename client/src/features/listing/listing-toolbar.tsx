import { Form, Link, useLocation, useSubmit } from "react-router";
import { useTranslation } from "react-i18next";
import { SORT_OPTIONS, type ListingParams } from "./listing-params";
import { withParams } from "../../lib/url/with-params";
import { useLocale } from "../../lib/i18n/use-locale";
import { formatCount } from "@proav/shop-rules";

export function ListingToolbar({ total, params }: { total: number | null; params: ListingParams }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  const current = new URLSearchParams(search);
  const submit = useSubmit();
  return (
    <div className="toolbar">
      <p className="toolbar__count" role="status">
        {total === null ? "" : t("listing.toolbar.count", { count: total, formatted: formatCount(total, locale) })}
      </p>
      <Form method="get" className="toolbar__sort" onChange={(e) => submit(e.currentTarget)}>
        {[...current.entries()]
          .filter(([k]) => k !== "sort" && k !== "after" && k !== "before")
          .map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
        <label>
          <span>{t("listing.toolbar.sortBy")}</span>
          <select name="sort" defaultValue={params.sort} key={params.sort}>
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {t(`listing.toolbar.sortOptions.${o.value}`)}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit" className="button">
            {t("listing.toolbar.sort")}
          </button>
        </noscript>
      </Form>
      <div className="toolbar__view" role="group" aria-label={t("listing.toolbar.view")}>
        <Link
          to={withParams(current, { view: null, after: current.get("after"), before: current.get("before") }) || "?"}
          aria-current={params.view === "grid" ? "true" : undefined}
        >
          {t("listing.toolbar.grid")}
        </Link>
        <Link
          to={withParams(current, { view: "list", after: current.get("after"), before: current.get("before") })}
          aria-current={params.view === "list" ? "true" : undefined}
        >
          {t("listing.toolbar.list")}
        </Link>
      </div>
    </div>
  );
}
