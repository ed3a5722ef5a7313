import { Link } from "react-router";
import { useTranslation } from "react-i18next";

/** The "sidebar" layout's aside: the shop's service promises next to the product. */
export function ProductSidebar() {
  const { t } = useTranslation();
  return (
    <aside className="product-sidebar" aria-labelledby="product-sidebar-title">
      <h2 id="product-sidebar-title">{t("product.sidebar.title")}</h2>
      <ul>
        <li>{t("product.sidebar.delivery")}</li>
        <li>{t("product.sidebar.vat")}</li>
        <li>{t("product.sidebar.warranty")}</li>
        <li>{t("product.sidebar.payment")}</li>
      </ul>
      <p>{t("product.sidebar.help")}</p>
      <Link className="button" to="/page/contact-us">
        {t("product.sidebar.contact")}
      </Link>
    </aside>
  );
}
