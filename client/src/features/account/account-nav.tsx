import { Link, NavLink, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { useSession } from "../../lib/auth/use-session";
import { signInHref } from "../../lib/auth/safe-redirect";
import { LogoutForm } from "../../components/shell/logout-form";

// The account menu of the Account panel (the same entries, in the same order), as a side menu on wide
// screens and wrapping tabs on phones.
const LINKS = [
  { to: "/account/user-information", key: "information" },
  { to: "/account/invoices", key: "orders" },
  { to: "/account/quotes", key: "quotes" },
  { to: "/account/order-tracking", key: "track" },
  { to: "/account/addresses", key: "addresses" },
  { to: "/account/recent-viewed-product", key: "recentViewed" },
  { to: "/account/wishlist", key: "wishlist" },
] as const;

/**
 * Signed in (in this browser, or by the `session` cookie the layout's loader saw: before hydration, without
 * JavaScript, or signed in before JavaScript ran): the account pages and Logout. Signed out: only a way to sign in, since every other entry would
 * only lead to "Please sign in".
 */
export function AccountNav({ cookieSession }: { cookieSession: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname, search } = useLocation();
  const signedIn = session.status === "signed-in" || cookieSession;
  if (!signedIn) {
    return (
      <nav className="account-nav" aria-label={t("account.nav.label")}>
        <Link className="button button--primary account-nav__sign-in" to={signInHref(pathname + search)}>
          {t("account.nav.signIn")}
        </Link>
      </nav>
    );
  }
  const name = session.status === "signed-in" && session.user ? `${session.user.firstName} ${session.user.lastName}`.trim() : "";
  return (
    <nav className="account-nav" aria-label={t("account.nav.label")}>
      <p className="account-nav__greeting" data-testid="account-greeting">
        {name ? t("account.nav.greeting", { name }) : t("account.nav.label")}
      </p>
      <ul className="account-nav__list">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.to !== "/account/invoices" && link.to !== "/account/quotes"} className="account-nav__link">
              {t(`account.nav.${link.key}`)}
            </NavLink>
          </li>
        ))}
        <li>
          <LogoutForm className="account-nav__link account-nav__logout" />
        </li>
      </ul>
    </nav>
  );
}
