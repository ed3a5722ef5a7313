import { data, redirect } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/account-logout";
import { LogoutMutation } from "../../features/account/account-queries";
import { formPagesStylesheet } from "../../components/form-pages-stylesheet";
import { accountStylesheet } from "../../features/account/account-stylesheet";
import { LogoutForm } from "../../components/shell/logout-form";
import { field } from "../../components/forms/form-answer";
import { safeRedirect } from "../../lib/auth/safe-redirect";
import { FormAlert } from "../../components/forms/fields";
import { clearSession, readToken } from "../../lib/auth/session-storage";
import { recordSignOut } from "../../lib/auth/sign-out-notice";

export const links: Route.LinksFunction = () => [formPagesStylesheet, accountStylesheet];

// The one way out of an account: every Logout control (header menu, Account panel, account menu, sign-in page) is
// a form posting here. The gateway's `logout` mutation, run in process with this request's cookies, clears the
// HttpOnly `session` cookie on this response (only the server can), then the shopper goes back (303) to the page
// they signed out on, which now renders signed out. Without JavaScript that is the whole story.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // The sign-in page is not a destination after signing in, but it is a fine one after signing out.
  const back = safeRedirect(field(form, "redirectTo"), "/account/login");
  try {
    await context.apollo.mutate({ mutation: LogoutMutation });
  } catch {
    return data({ failed: true }, { status: 503 });
  }
  return redirect(back, 303);
}

// Once hydrated, the forms submit through React Router to the action above; only when the server has answered
// with its redirect (the cookie is gone) does this browser drop its copy of the token (localStorage), which shows
// 'Good bye!' and empties the Apollo cache. A sign-out that could not reach the shop signs out nothing here
// either, and lands on this route's page, which says so and offers the button again.
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      // A session held only in the cookie (signed in before JavaScript ran) has no token here to drop, but was
      // ended all the same: say so.
      if (!readToken()) recordSignOut("logout");
      clearSession("logout");
    }
    if (thrown instanceof Response) throw thrown;
    return { failed: true };
  }
}

// A typed or bookmarked /account/logout (a GET) shows a page with the same Logout button: nothing signs a
// shopper out on a GET, which any link or prefetch could send.
export default function LogoutRoute({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t("account.logout.pageTitle")}</title>
      <meta name="robots" content="noindex" />
      <div className="auth-page">
        <h1 className="page-title">{t("account.logout.heading")}</h1>
        <section className="panel auth-card">
          <FormAlert messages={actionData?.failed ? [t("layout.account.logoutFailed")] : []} />
          <p>{t("account.logout.text")}</p>
          <LogoutForm className="button button--primary" redirectTo="/account/login" />
        </section>
      </div>
    </>
  );
}
