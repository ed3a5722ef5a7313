import { useEffect, type ReactNode } from "react";
import { useFetcher, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { showToast } from "../notifications/toast-store";

/**
 * Every Logout control of the shop: a real form posting to /account/logout (app/routes/account-logout.tsx), so
 * it works without JavaScript and always ends the server's session (the HttpOnly `session` cookie) as well as
 * this browser's. Once hydrated React Router submits it to the same action without a page load; the shopper comes
 * back to the page they were on (`redirectTo`, the page's own path: the action's redirect keeps the language).
 */
export function LogoutForm({ className, redirectTo, children }: { className?: string; redirectTo?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ failed?: boolean }>();
  const { pathname, search } = useLocation();
  const failed = fetcher.state === "idle" && fetcher.data?.failed === true;
  useEffect(() => {
    // Honest: the shop could not be reached, so the shopper is still signed in, and told so.
    if (failed) showToast({ tone: "error", title: t("layout.account.logoutFailed") });
  }, [failed, fetcher.data, t]);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/account/logout" className="logout-form">
      <input type="hidden" name="redirectTo" value={redirectTo ?? pathname + search} />
      <button type="submit" className={className} disabled={busy}>
        {children}
        {busy ? t("layout.account.signingOut") : t("layout.account.logout")}
      </button>
    </fetcher.Form>
  );
}
