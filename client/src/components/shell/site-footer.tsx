import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Icon } from "./icons";
import { useShellCategories } from "./use-shell-categories";
import { categoryPath } from "./categories";
import { LanguageSwitch } from "./language-switch";

export function SiteFooter({ year }: { year: number }) {
  const { t } = useTranslation();
  const categories = useShellCategories();
  return (
    <footer className="site-footer">
      <ul className="footer-trust">
        <li>
          <Icon name="receipt" /> {t("layout.footer.trust.vat")}
        </li>
        <li>
          <Icon name="truck" /> {t("layout.footer.trust.delivery")}
        </li>
        <li>
          <Icon name="shield" /> {t("layout.footer.trust.dealer")}
        </li>
      </ul>
      {/* The header's Menu leads here before JavaScript runs (and without it): the same links, and the language. */}
      <div className="site-footer__inner" id="site-menu">
        <div className="footer-about">
          <p className="footer-brand">
            ProAV<span>Shop</span>
          </p>
          <p>{t("layout.footer.address")}</p>
          <p>{t("layout.footer.dealers")}</p>
        </div>
        <nav className="footer-column" aria-labelledby="footer-shop">
          <h2 id="footer-shop">{t("layout.footer.shop")}</h2>
          <ul>
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={categoryPath(c.slug)}>{c.name}</Link>
              </li>
            ))}
            <li>
              <Link to="/shop">{t("layout.footer.allProducts")}</Link>
            </li>
            <li>
              <Link to="/shop?sale=1">{t("layout.footer.deals")}</Link>
            </li>
          </ul>
        </nav>
        <nav className="footer-column" aria-labelledby="footer-help">
          <h2 id="footer-help">{t("layout.footer.help")}</h2>
          <ul>
            <li>
              <Link to="/account/shopping-cart">{t("layout.footer.cart")}</Link>
            </li>
            <li>
              <Link to="/account/checkout">{t("layout.footer.checkout")}</Link>
            </li>
            <li>
              <Link to="/account/order-tracking">{t("layout.footer.trackOrder")}</Link>
            </li>
            <li>
              <Link to="/account/compare">{t("layout.footer.compare")}</Link>
            </li>
            <li>
              <Link to="/page/faqs">{t("layout.footer.faqs")}</Link>
            </li>
          </ul>
        </nav>
        <nav className="footer-column" aria-labelledby="footer-company">
          <h2 id="footer-company">{t("layout.footer.company")}</h2>
          <ul>
            <li>
              <Link to="/page/about-us">{t("layout.footer.about")}</Link>
            </li>
            <li>
              <Link to="/page/contact-us">{t("layout.footer.contact")}</Link>
            </li>
            <li>
              <Link to="/account/user-information">{t("layout.footer.myAccount")}</Link>
            </li>
            <li>
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__legal">{t("layout.footer.copyright", { year })}</p>
    </footer>
  );
}
