import type { ReactNode } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";

const ACTION = "/account/logout";

/**
 * Every Logout control of the shop: a real form posting to /account/logout (app/routes/account-logout.tsx), so
 * it works without JavaScript and always ends the server's session (the HttpOnly `session` cookie) as well as
 * this browser's. Once hydrated React Router submits it to the same action without a page load; the shopper comes
 * back to the page they were on (`redirectTo`, the page's own path: the action's redirect keeps the language).
 * A navigation, not a fetcher: signing out unmounts the control (the menu and panel exist only when signed in),
 * and a fetcher unmounted mid-flight is aborted by React Router.
 */
export function LogoutForm({ className, redirectTo, children }: { className?: string; redirectTo?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.endsWith(ACTION) === true;
  return (
    <Form method="post" action={ACTION} className="logout-form">
      <input type="hidden" name="redirectTo" value={redirectTo ?? pathname + search} />
      <button type="submit" className={className} disabled={busy}>
        {children}
        {busy ? t("layout.account.signingOut") : t("layout.account.logout")}
      </button>
    </Form>
  );
}
