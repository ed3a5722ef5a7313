import { Link } from "react-router";
import { useTranslation } from "react-i18next";

/** The promotional banner of the "shop-sidebar" layout (text only: nothing to download, no layout shift). */
export function ShopBanner() {
  const { t } = useTranslation();
  return (
    <aside className="shop-banner" aria-labelledby="shop-banner-title">
      <div>
        <h2 id="shop-banner-title">{t("listing.banner.title")}</h2>
        <p>{t("listing.banner.text")}</p>
      </div>
      <Link className="button button--accent" to="/shop?sale=1">
        {t("listing.banner.cta")}
      </Link>
    </aside>
  );
}
