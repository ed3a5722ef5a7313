import { useCallback } from "react";
import { Link, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/compare";
import { getBrowserClient } from "../../lib/apollo/browser-client";
import { useCompare, useShopStore } from "../../lib/shop-state/shop-store";
import { removeFromCompare } from "../../lib/shop-state/actions";
import { LIST_LIMITS } from "@proav/shop-rules";
import { loadSavedList } from "../../lib/shop-state/saved-list-loader";
import { useSavedProducts } from "../../lib/shop-state/use-saved-products";
import { CompareProductsQuery } from "../../features/compare/compare-query";
import { CompareTable } from "../../features/compare/compare-table";
import { DifferencesToggle, DIFFERENCES_PARAM, wantsDifferencesOnly } from "../../features/compare/differences-toggle";
import { OtherLanguageNotice } from "../../components/other-language-notice";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";

export const handle: RouteStringsHandle = { strings: ["compare"] };

export const loader = ({ request, context }: Route.LoaderArgs) => loadSavedList(context.apollo, request.headers.get("cookie"), "compare", CompareProductsQuery);
export const clientLoader = () => loadSavedList(getBrowserClient(), document.cookie, "compare", CompareProductsQuery);

/** Toggling "differences only" changes what is shown, not what is loaded: no second request for it. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const rest = (url: URL) => {
    const search = new URLSearchParams(url.search);
    search.delete(DIFFERENCES_PARAM);
    return search.toString();
  };
  return rest(currentUrl) === rest(nextUrl) ? false : defaultShouldRevalidate;
}

export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  useRouteStrings("compare");
  const { t } = useTranslation();
  const store = useShopStore();
  const entries = useCompare();
  const remove = useCallback((id: string) => removeFromCompare(store, id), [store]);
  const [search] = useSearchParams();
  const differencesOnly = wantsDifferencesOnly(search);
  const { products, dropped, otherLanguage, failed } = useSavedProducts(CompareProductsQuery, entries, loaderData.ids, remove);
  return (
    <>
      <title>{t("compare.meta.title")}</title>
      <meta name="robots" content="noindex" />
      <h1 className="listing__title">{t("compare.heading")}</h1>
      {dropped > 0 ? (
        <p className="notice" role="status">
          {t("compare.dropped")}
        </p>
      ) : null}
      <OtherLanguageNotice count={otherLanguage} kind="saved" />
      {entries.length === 0 ? (
        <div className="notice cart-empty">
          <h2>{t("compare.empty.heading")}</h2>
          <p>{t("compare.empty.text", { max: LIST_LIMITS.compare })}</p>
          <Link className="button button--primary" to="/shop">
            {t("compare.empty.shopNow")}
          </Link>
        </div>
      ) : failed ? (
        <div className="notice notice--error" role="alert">
          <h2>{t("compare.loadError.heading")}</h2>
          <p>{t("compare.loadError.text")}</p>
        </div>
      ) : (
        <>
          <DifferencesToggle differencesOnly={differencesOnly} />
          <CompareTable products={products} differencesOnly={differencesOnly} />
        </>
      )}
    </>
  );
}
