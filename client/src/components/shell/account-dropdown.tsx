import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "./icons";
import { AccountLinks } from "./panels/account-links";
import { useDetailsDismiss } from "./use-disclosure-dismiss";

/** The signed-in shopper's menu: the account pages and Logout (the Account panel's items). */
export function AccountDropdown({ name }: { name: string | undefined }) {
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
