import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/recently-viewed";
import { getBrowserClient } from "../../lib/apollo/browser-client";
import { PageSeo } from "../../lib/seo/page-seo";
import { ProductCard } from "../../components/product-card";
import { loadRecentlyViewed, RecentlyViewedQuery } from "../../features/recently-viewed/recently-viewed-query";
import { clearRecentlyViewed } from "../../features/recently-viewed/use-record-view";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";

export const handle: RouteStringsHandle = { strings: ["pages"] };

// Personal: rendered on the server from the `recently_viewed` cookie (so never cached, see entry.server), one
// productsByIds request for the whole list.
export const loader = ({ request, context }: Route.LoaderArgs) => loadRecentlyViewed(context.apollo, request.headers.get("cookie"));
export const clientLoader = () => loadRecentlyViewed(getBrowserClient(), document.cookie);

export default function RecentlyViewedRoute({ loaderData }: Route.ComponentProps) {
  useRouteStrings("pages");
  const { t } = useTranslation();
  const [cleared, setCleared] = useState(false);
  const ids = cleared ? [] : loaderData.ids;
  const { data } = useQuery(RecentlyViewedQuery, {
    variables: { ids: loaderData.ids },
    skip: loaderData.ids.length === 0,
    fetchPolicy: "cache-first",
    errorPolicy: "all",
  });
  // Vanished or inactive products (null) are skipped; the cookie keeps their ids until newer views push them out.
  const products = useMemo(() => (cleared ? [] : (data?.productsByIds ?? []).flatMap((p) => (p ? [p] : []))), [cleared, data]);
  return (
    <>
      <PageSeo title={t("pages.recentlyViewed.seoTitle")} description={t("pages.recentlyViewed.description")} noindex />
      <div className="page-head">
        <h1 className="listing__title">{t("pages.recentlyViewed.title")}</h1>
        {products.length ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              clearRecentlyViewed();
              setCleared(true);
            }}
          >
            {t("pages.recentlyViewed.clear")}
          </button>
        ) : null}
      </div>
      {cleared ? (
        <p className="notice" role="status">
          {t("pages.recentlyViewed.cleared")}
        </p>
      ) : null}
      {ids.length && loaderData.failed ? (
        <div className="notice notice--error" role="alert">
          <h2>{t("pages.recentlyViewed.failedTitle")}</h2>
          <p>{t("pages.recentlyViewed.failedText")}</p>
        </div>
      ) : products.length === 0 ? (
        <div className="notice cart-empty">
          <h2>{t("pages.recentlyViewed.emptyTitle")}</h2>
          <p>{t("pages.recentlyViewed.emptyText")}</p>
          <Link className="button button--primary" to="/shop">
            {t("pages.recentlyViewed.shopNow")}
          </Link>
        </div>
      ) : (
        <>
          <p className="section__meta">{t("pages.recentlyViewed.count", { count: products.length })}</p>
          <div className="product-grid">
            {products.map((p, i) => (
              <ProductCard key={p.id} product={p} eager={i < 4} />
            ))}
          </div>
        </>
      )}
    </>
  );
}
