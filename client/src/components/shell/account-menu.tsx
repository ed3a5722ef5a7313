import { useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Icon } from "./icons";
import { useSession } from "../../lib/auth/use-session";
import { AccountLinks } from "./panels/account-links";
import { useDetailsDismiss } from "./use-disclosure-dismiss";

/**
 * The header's account entry. Signed in: a menu with the account pages and Logout. Otherwise a link to the
 * sign-in page, labelled neutrally while the session is not known yet (server render, hydration, no JavaScript)
 * so signed-in shoppers never see "Sign in" flash.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status !== "signed-in") {
    return (
      <Link to="/account/login" className="header-action" data-testid="account-entry">
        <Icon name="user" />
        <span className="header-action__label">{session.status === "signed-out" ? t("layout.account.signIn") : t("layout.account.account")}</span>
      </Link>
    );
  }
  return <AccountDropdown name={session.user?.firstName} />;
}

function AccountDropdown({ name }: { name: string | undefined }) {
  const { t } = useTranslation();
  const details = useRef<HTMLDetailsElement>(null);
  useDetailsDismiss(details);
  return (
    <details className="account-menu" ref={details} data-testid="account-entry">
      <summary className="header-action">
        <Icon name="user" />
        <span className="header-action__label">{name ? t("layout.account.hello", { name }) : t("layout.account.myAccount")}</span>
      </summary>
      <div className="account-menu__panel">
        <AccountLinks />
      </div>
    </details>
  );
}
