import { useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useApolloClient, useQuery } from "@apollo/client/react";
import type { Route } from "./+types/account-login";
import { useSession } from "../../lib/auth/use-session";
import { safeRedirect } from "../../lib/auth/safe-redirect";
import { Tabs } from "../../features/account/auth-tabs";
import { SignInForm } from "../../features/account/sign-in-form";
import { RegisterForm } from "../../features/account/register-form";
import { ForgotPasswordForm } from "../../features/account/forgot-password-form";
import { useCompleteSignIn, type SignedInPayload } from "../../features/account/use-complete-sign-in";
import { signOut } from "../../features/account/sign-out";
import { ProfileQuery } from "../../features/account/account-queries";
import { accountStylesheet } from "../../features/account/account-links";

export const links: Route.LinksFunction = () => [accountStylesheet];

type Tab = "signin" | "register";

// Sign in and register as tabs (?tab=register), forgot password as a view of the sign-in tab (?view=forgot).
// After signing in the shopper goes back where they came from (?redirectTo=, same-site paths only).
export default function LoginRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const client = useApolloClient();
  const complete = useCompleteSignIn();
  const finishing = useRef(false);
  const tab: Tab = params.get("tab") === "register" ? "register" : "signin";
  const forgot = tab === "signin" && params.get("view") === "forgot";
  const redirectTo = safeRedirect(params.get("redirectTo"));

  const change = (next: Record<string, string | null>) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        for (const [k, v] of Object.entries(next)) {
          if (v === null) copy.delete(k);
          else copy.set(k, v);
        }
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );

  const done = (payload: SignedInPayload, greeting: "login" | "registered") => {
    finishing.current = true;
    complete(payload, greeting);
    navigate(redirectTo, { replace: true });
  };

  const signedIn = session.status === "signed-in" && !finishing.current;
  // Offering "continue" to a shopper whose token is dead would be a lie: asking for the profile checks it (a
  // refused token signs out, and the forms appear).
  useQuery(ProfileQuery, { skip: !signedIn, fetchPolicy: "network-only" });
  const name = session.status === "signed-in" && session.user ? `${session.user.firstName} ${session.user.lastName}`.trim() : "";

  return (
    <>
      <title>{t("account.login.pageTitle")}</title>
      <meta name="robots" content="noindex" />
      <div className="auth-page">
        <h1 className="page-title">{t("account.login.heading")}</h1>
        {signedIn ? (
          <section className="panel auth-card" aria-labelledby="signed-in-title">
            <h2 id="signed-in-title">{t("account.login.signedInTitle")}</h2>
            {name ? <p>{t("account.login.signedInText", { name })}</p> : null}
            <div className="form__actions">
              <Link className="button button--primary" to={redirectTo}>
                {params.get("redirectTo") ? t("account.login.continue") : t("account.login.goToAccount")}
              </Link>
              <button type="button" className="button" onClick={() => signOut(client)}>
                {t("account.login.signOut")}
              </button>
            </div>
          </section>
        ) : (
          <div className="panel auth-card">
            <Tabs<Tab>
              idPrefix="auth"
              label={t("account.login.tabsLabel")}
              selected={tab}
              onSelect={(key) => change({ tab: key === "register" ? "register" : null, view: null })}
              tabs={[
                {
                  key: "signin",
                  label: t("account.login.signInTab"),
                  panel: forgot ? (
                    <ForgotPasswordForm onBack={() => change({ view: null })} />
                  ) : (
                    <SignInForm onSignedIn={(p) => done(p, "login")} onForgot={() => change({ view: "forgot" })} />
                  ),
                },
                { key: "register", label: t("account.login.registerTab"), panel: <RegisterForm onRegistered={(p) => done(p, "registered")} /> },
              ]}
            />
          </div>
        )}
      </div>
    </>
  );
}
