import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { SearchBox } from "./search-box";
import { useShopState } from "../../lib/shop-state/shop-store";
import { counterView, spotName, type ListName } from "../../lib/shop-state/personal-spots";
import { Icon, type IconName } from "./icons";
import { PanelLink } from "./panel-link";
import { DepartmentMenu } from "./department-menu";
import { HydrateLater } from "./hydrate-later";
import { AccountMenu } from "./account-menu";
import { LanguageSwitch } from "./language-switch";

/**
 * Desktop: logo, search with suggestions, account, compare/wishlist/cart counters, then the department bar.
 * Below 768 px: menu, logo, search and cart; the rest moves to the bottom navigation and panels. Menu and search
 * open their panels once hydrated and are links before (see PanelLink).
 */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("layout.skipToContent")}
      </a>
      <div className="site-header__inner">
        {/* Without JavaScript (or before it runs) the footer, below, holds the menu's links and the language. */}
        <PanelLink panel="menu" to="#site-menu" className="header-icon mobile-only">
          <Icon name="menu" size={24} />
          <span className="visually-hidden">{t("layout.header.openMenu")}</span>
        </PanelLink>
        {/* Named by its visible text ("ProAV Shop"), as screen-reader users who also see the page expect. */}
        <Link to="/" className="brand-mark">
          <span className="brand-mark__logo" aria-hidden="true">
            P
          </span>
          <span className="brand-mark__name">
            ProAV <span>Shop</span>
          </span>
        </Link>
        <div className="site-header__search" id="site-search">
          <SearchBox />
        </div>
        <div className="site-header__actions">
          {/* Without JavaScript it shows the header's own search box, which phones otherwise hide (shell.css). */}
          <PanelLink panel="search" to="#site-search" className="header-icon mobile-only">
            <Icon name="search" size={24} />
            <span className="visually-hidden">{t("layout.header.openSearch")}</span>
          </PanelLink>
          <LanguageSwitch className="language-switch desktop-only" />
          <div className="desktop-only">
            <AccountMenu />
          </div>
          <nav className="site-header__counters" aria-label={t("layout.header.yourLists")}>
            <Link to="/account/compare" className="counter-link desktop-only">
              <Counter list="compare" label={t("layout.header.compare")} icon="compare" testId="compare-count" />
            </Link>
            <Link to="/account/wishlist" className="counter-link desktop-only">
              <Counter list="wishlist" label={t("layout.header.wishlist")} icon="heart" testId="wishlist-count" />
            </Link>
            <Link to="/account/shopping-cart" className="counter-link">
              <Counter list="cart" label={t("layout.header.cart")} icon="cart" testId="cart-count" />
            </Link>
          </nav>
        </div>
      </div>
      {/* Every category and sub-category link: hydrates after the rest of the header (see HydrateLater). */}
      <HydrateLater>
        <DepartmentMenu />
      </HydrateLater>
    </header>
  );
}

/** A list's count: a personal spot (personal-spots.ts), filled in by the server on a shared page. */
function Counter({ list, label, icon, testId }: { list: ListName; label: string; icon: IconName; testId: string }) {
  const { t } = useTranslation();
  const view = counterView(t, useShopState(), list);
  return (
    <span className="counter">
      <Icon name={icon} className="counter__icon" />
      <span className="counter__label">{label}</span>
      <span className="counter__badge" data-testid={testId} data-spot={spotName.counter(list)} aria-label={String(view.attributes["aria-label"])}>
        {view.text}
      </span>
    </span>
  );
}
