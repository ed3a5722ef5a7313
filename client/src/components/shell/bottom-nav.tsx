import { NavLink, Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "./icons";
import type { PanelName } from "./shell-context";
import { PanelLink } from "./panel-link";
import { useShopState } from "../../lib/shop-state/shop-store";
import { badgeView, spotName } from "../../lib/shop-state/personal-spots";
import { useSession } from "../../lib/auth/use-session";

/**
 * Mobile bottom navigation (below 768 px): Home, Categories, Wishlist, Cart, Account. Categories and Cart open
 * their panels (before hydration: the shop's categories page and the cart page); Account opens the Account panel
 * when signed in, otherwise goes to /account/login.
 */
export function BottomNav() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <nav className="bottom-nav" aria-label={t("layout.bottomNav.label")}>
      <NavLink to="/" end className="bottom-nav__item">
        <Icon name="home" />
        <span>{t("layout.bottomNav.home")}</span>
      </NavLink>
      <PanelButton panel="categories" to="/shop/shop-categories" icon="grid" label={t("layout.bottomNav.categories")} />
      <NavLink to="/account/wishlist" className="bottom-nav__item">
        <Icon name="heart" />
        <span>{t("layout.bottomNav.wishlist")}</span>
        <Badge list="wishlist" />
      </NavLink>
      <PanelButton panel="cart" to="/account/shopping-cart" icon="cart" label={t("layout.bottomNav.cart")} badge="cart" testId="bottom-nav-cart" />
      {session.status === "signed-in" ? (
        <PanelButton panel="account" to="/account/user-information" icon="user" label={t("layout.bottomNav.account")} />
      ) : (
        // Signed out (or not known yet, before hydration and without JavaScript): the sign-in page, which also
        // says "You are signed in", with Logout, to a shopper whose session is only in the cookie.
        <Link to="/account/login" className="bottom-nav__item">
          <Icon name="user" />
          <span>{t("layout.bottomNav.account")}</span>
        </Link>
      )}
    </nav>
  );
}

/** Opens its panel once hydrated; before that (and without JavaScript) a link to the page with the same content. */
function PanelButton({
  panel,
  to,
  icon,
  label,
  badge,
  testId,
}: {
  panel: PanelName;
  to: string;
  icon: IconName;
  label: string;
  badge?: "cart";
  testId?: string;
}) {
  return (
    <PanelLink panel={panel} to={to} className="bottom-nav__item" testId={testId}>
      <Icon name={icon} />
      <span>{label}</span>
      {badge ? <Badge list={badge} /> : null}
    </PanelLink>
  );
}

/** A list's count, hidden while it is empty: a personal spot (personal-spots.ts), filled in by the server. */
function Badge({ list }: { list: "cart" | "wishlist" }) {
  const view = badgeView(useShopState(), list);
  return (
    <span className="bottom-nav__badge" data-spot={spotName.badge(list)} hidden={view.attributes.hidden === true}>
      {view.text}
    </span>
  );
}
