import { useCallback } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/wishlist";
import { getBrowserClient } from "../../lib/apollo/browser-client";
import { useShopStore, useWishlist } from "../../lib/shop-state/shop-store";
import { removeFromWishlist } from "../../lib/shop-state/actions";
import { loadSavedList } from "../../lib/shop-state/saved-list-loader";
import { useSavedProducts } from "../../lib/shop-state/use-saved-products";
import { WishlistProductsQuery } from "../../features/wishlist/wishlist-query";
import { cardImageLoading, ProductCard } from "../../components/product-card";
import { OtherLanguageNotice } from "../../components/other-language-notice";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";

export const handle: RouteStringsHandle = { strings: ["wishlist"] };

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadSavedList(context.apollo, request.headers.get("cookie"), "wishlist", WishlistProductsQuery);
export const clientLoader = () => loadSavedList(getBrowserClient(), document.cookie, "wishlist", WishlistProductsQuery);

export default function WishlistRoute({ loaderData }: Route.ComponentProps) {
  useRouteStrings("wishlist");
  const { t } = useTranslation();
  const store = useShopStore();
  const entries = useWishlist();
  const remove = useCallback((id: string) => removeFromWishlist(store, id), [store]);
  const { products, dropped, otherLanguage, failed } = useSavedProducts(WishlistProductsQuery, entries, loaderData.ids, remove);
  return (
    <>
      <title>{t("wishlist.meta.title")}</title>
      <meta name="robots" content="noindex" />
      <h1 className="listing__title">{t("wishlist.heading")}</h1>
      {dropped > 0 ? (
        <p className="notice" role="status">
          {t("wishlist.dropped")}
        </p>
      ) : null}
      <OtherLanguageNotice count={otherLanguage} kind="saved" />
      {entries.length === 0 ? (
        <div className="notice cart-empty">
          <h2>{t("wishlist.empty.heading")}</h2>
          <p>{t("wishlist.empty.text")}</p>
          <Link className="button button--primary" to="/shop">
            {t("wishlist.empty.shopNow")}
          </Link>
        </div>
      ) : failed ? (
        <div className="notice notice--error" role="alert">
          <h2>{t("wishlist.loadError.heading")}</h2>
          <p>{t("wishlist.loadError.text")}</p>
        </div>
      ) : (
        <div className="product-grid">
          {products.map((p, i) => (
            <ProductCard key={p.id} product={p} {...cardImageLoading(i)} />
          ))}
        </div>
      )}
    </>
  );
}
