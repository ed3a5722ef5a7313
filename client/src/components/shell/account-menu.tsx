import { lazy, Suspense, type ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Icon } from "./icons";
import { useSession } from "../../lib/auth/use-session";

// The session is only known in the browser, after hydration, so the signed-in menu is never in the server's
// HTML: its code (the menu and the account links) loads when a signed-in shopper's page needs it, not with
// every page. Until it arrives the entry is a plain link to the account.
const AccountDropdown = lazy(() => import("./account-dropdown").then((m) => ({ default: m.AccountDropdown })));

/**
 * The header's account entry. Signed in: a menu with the account pages and Logout. Otherwise a link to the
 * sign-in page, labelled neutrally while the session is not known yet (server render, hydration, no JavaScript)
 * so signed-in shoppers never see "Sign in" flash.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status !== "signed-in") {
    return <EntryLink to="/account/login">{session.status === "signed-out" ? t("layout.account.signIn") : t("layout.account.account")}</EntryLink>;
  }
  const name = session.user?.firstName;
  return (
    <Suspense fallback={<EntryLink to="/account/user-information">{t("layout.account.myAccount")}</EntryLink>}>
      <AccountDropdown name={name} />
    </Suspense>
  );
}

function EntryLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="header-action" data-testid="account-entry">
      <Icon name="user" />
      <span className="header-action__label">{children}</span>
    </Link>
  );
}
