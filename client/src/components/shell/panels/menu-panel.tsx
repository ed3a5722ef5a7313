import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Panel } from "../panel";
import { Icon } from "../icons";
import { useShellCategories } from "../use-shell-categories";
import { categoryPath } from "../categories";
import { useCart, useCompare, useWishlist } from "../../../lib/shop-state/shop-store";
import { cartCount } from "@proav/shop-rules";
import { useSession } from "../../../lib/auth/use-session";
import { LanguageSwitch } from "../language-switch";

/** The mobile main menu: the shop, its departments, the shopper's lists, help pages and the account. */
export function MenuPanel() {
  const { t } = useTranslation();
  const categories = useShellCategories();
  const cart = useCart();
  const wishlist = useWishlist();
  const compare = useCompare();
  const session = useSession();
  return (
    <Panel name="menu" title={t("layout.panels.menu.title")} side="start">
      <nav aria-label={t("layout.panels.menu.title")}>
        <ul className="panel-links">
          <li>
            <Link to="/">
              <Icon name="home" size={20} />
              {t("layout.panels.menu.home")}
            </Link>
          </li>
          <li>
            <Link to="/shop">
              <Icon name="grid" size={20} />
              {t("layout.panels.menu.shop")}
            </Link>
          </li>
          <li>
            <Link to="/shop?sale=1">
              <Icon name="tag" size={20} />
              {t("layout.panels.menu.deals")}
            </Link>
          </li>
        </ul>
        {categories.length ? (
          <>
            <h3 className="panel-section">{t("layout.panels.menu.departments")}</h3>
            <ul className="panel-links">
              {categories.map((c) => (
                <li key={c.id}>
                  <Link to={categoryPath(c.slug)}>{c.name}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <h3 className="panel-section">{t("layout.panels.menu.yourLists")}</h3>
        <ul className="panel-links">
          <li>
            <Link to="/account/shopping-cart">
              <Icon name="cart" size={20} />
              {t("layout.panels.menu.cart")} <span className="panel-links__count">{cartCount(cart)}</span>
            </Link>
          </li>
          <li>
            <Link to="/account/wishlist">
              <Icon name="heart" size={20} />
              {t("layout.panels.menu.wishlist")} <span className="panel-links__count">{wishlist.length}</span>
            </Link>
          </li>
          <li>
            <Link to="/account/compare">
              <Icon name="compare" size={20} />
              {t("layout.panels.menu.compare")} <span className="panel-links__count">{compare.length}</span>
            </Link>
          </li>
          <li>
            <Link to="/account/recent-viewed-product">
              <Icon name="clock" size={20} />
              {t("layout.panels.menu.recentViewed")}
            </Link>
          </li>
        </ul>
        <h3 className="panel-section">{t("layout.panels.menu.help")}</h3>
        <ul className="panel-links">
          <li>
            <Link to="/page/about-us">{t("layout.panels.menu.about")}</Link>
          </li>
          <li>
            <Link to="/page/contact-us">{t("layout.panels.menu.contact")}</Link>
          </li>
          <li>
            <Link to="/page/faqs">{t("layout.panels.menu.faqs")}</Link>
          </li>
          <li>
            <Link to={session.status === "signed-in" ? "/account/user-information" : "/account/login"}>
              <Icon name="user" size={20} />
              {session.status === "signed-in" ? t("layout.panels.menu.myAccount") : t("layout.panels.menu.signIn")}
            </Link>
          </li>
          <li>
            <LanguageSwitch />
          </li>
        </ul>
      </nav>
    </Panel>
  );
}
