import { useTranslation } from "react-i18next";
import { Panel } from "../panel";
import { AccountLinks } from "./account-links";
import { useSession } from "../../../lib/auth/use-session";

/** The Account panel exists only while a jwt is in localStorage. */
export function AccountPanel() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status !== "signed-in") return null;
  const name = session.user ? `${session.user.firstName} ${session.user.lastName}`.trim() : "";
  return (
    <Panel name="account" title={t("layout.panels.account.title")} side="end">
      {name ? <p className="panel-greeting">{t("layout.account.hello", { name })}</p> : null}
      <AccountLinks />
    </Panel>
  );
}
