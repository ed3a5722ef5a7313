import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { usePanels } from "../shell-context";
import { Panel } from "../panel";
import { AccountLinks } from "./account-links";
import { useSession } from "../../../lib/auth/use-session";

/** The Account panel exists only while a jwt is in localStorage. */
export function AccountPanel() {
  const { t } = useTranslation();
  const session = useSession();
  const { open, closePanel } = usePanels();
  const signedIn = session.status === "signed-in";
  // Logout ends the session from inside this panel: it closes with it, or the page behind would stay inert.
  useEffect(() => {
    if (!signedIn && open === "account") closePanel();
  }, [signedIn, open, closePanel]);
  if (!signedIn) return null;
  const name = session.user ? `${session.user.firstName} ${session.user.lastName}`.trim() : "";
  return (
    <Panel name="account" title={t("layout.panels.account.title")} side="end">
      {name ? <p className="panel-greeting">{t("layout.account.hello", { name })}</p> : null}
      <AccountLinks />
    </Panel>
  );
}
