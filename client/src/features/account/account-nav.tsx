import { NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import { useApolloClient } from "@apollo/client/react";
import { useSession } from "../../lib/auth/use-session";
import { signOut } from "./sign-out";

// The account menu of the Account panel (the same entries, in the same order), as a side menu on wide
// screens and wrapping tabs on phones.
const LINKS = [
  { to: "/account/user-information", key: "information" },
  { to: "/account/invoices", key: "orders" },
  { to: "/account/order-tracking", key: "track" },
  { to: "/account/addresses", key: "addresses" },
  { to: "/account/recent-viewed-product", key: "recentViewed" },
  { to: "/account/wishlist", key: "wishlist" },
] as const;

export function AccountNav() {
  const { t } = useTranslation();
  const session = useSession();
  const client = useApolloClient();
  const name = session.status === "signed-in" && session.user ? `${session.user.firstName} ${session.user.lastName}`.trim() : "";
  return (
    <nav className="account-nav" aria-label={t("account.nav.label")}>
      <p className="account-nav__greeting" data-testid="account-greeting">
        {session.status === "unknown" ? "\u00a0" : name ? t("account.nav.greeting", { name }) : t("account.nav.greetingAnonymous")}
      </p>
      <ul className="account-nav__list">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.to !== "/account/invoices"} className="account-nav__link">
              {t(`account.nav.${link.key}`)}
            </NavLink>
          </li>
        ))}
        {session.status === "signed-in" ? (
          <li>
            <button type="button" className="account-nav__link account-nav__logout" onClick={() => signOut(client)}>
              {t("account.nav.logout")}
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
