import { useRef } from "react";
import { Link, redirect, useNavigate, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@apollo/client/react";
import type { Route } from "./+types/account-login";
import { useSession } from "../../lib/auth/use-session";
import { safeRedirect } from "../../lib/auth/safe-redirect";
import { Tabs } from "../../features/account/auth-tabs";
import { SignInForm, validateSignIn } from "../../features/account/sign-in-form";
import { RegisterForm, registerInput, validateRegister } from "../../features/account/register-form";
import { ForgotPasswordForm, validateForgot } from "../../features/account/forgot-password-form";
import { useCompleteSignIn, type SignedInPayload } from "../../features/account/use-complete-sign-in";
import { LogoutForm } from "../../components/shell/logout-form";
import { LoginMutation, ProfileQuery, RegisterMutation, RequestPasswordResetMutation } from "../../features/account/account-queries";
import { field, formAnswer, problemsOfError } from "../../components/forms/form-answer";
import { answersInPage } from "../../components/forms/in-page-answer";
import { accepted } from "../../lib/graphql/field-errors";
import { loadWithSessionCookie } from "../../features/account/cookie-session.server";
import { formPagesStylesheet } from "../../components/form-pages-stylesheet";
import { accountStylesheet } from "../../features/account/account-stylesheet";
import { cookieSessionClientLoader } from "../../features/account/cookie-session";

export const links: Route.LinksFunction = () => [formPagesStylesheet, accountStylesheet];

type Tab = "signin" | "register";

// "You are signed in" only for a cookie the gateway still accepts.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadWithSessionCookie(request, () => context.apollo.query({ query: ProfileQuery, errorPolicy: "all" }));
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return cookieSessionClientLoader(serverLoader);
}

// The forms post here, with or without JavaScript (the checkout's sign-in box too). The gateway sets the
// `session` cookie itself; success is a 303 to where the shopper was going, or, to a hydrated page
// (InPageAnswer), the token and shopper, which the page keeps (localStorage) before it greets and moves on. A
// problem is the form again with its messages.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  const inPage = answersInPage(form);
  const apollo = context.apollo;
  try {
    if (intent === "register") {
      const values = {
        firstName: field(form, "firstName"),
        lastName: field(form, "lastName"),
        email: field(form, "email"),
        phone: field(form, "phone"),
        password: field(form, "password"),
        confirmPassword: field(form, "confirmPassword"),
      };
      if (Object.keys(validateRegister(values)).length) return formAnswer(intent, form);
      const registered = await apollo.mutate({ mutation: RegisterMutation, variables: { input: registerInput(values) } });
      if (inPage && registered.data) return { intent, signedIn: registered.data.register };
      return redirect(redirectTo, 303);
    }
    if (intent === "forgot") {
      const email = field(form, "email").trim();
      if (Object.keys(validateForgot({ email })).length) return formAnswer(intent, form);
      await apollo.mutate({ mutation: RequestPasswordResetMutation, variables: { email } });
      return { intent, sentTo: email };
    }
    const values = { identifier: field(form, "identifier"), password: field(form, "password") };
    if (Object.keys(validateSignIn(values)).length) return formAnswer("signin", form);
    const signedIn = await apollo.mutate({ mutation: LoginMutation, variables: { identifier: values.identifier.trim(), password: values.password } });
    const payload = signedIn.data ? accepted(signedIn.data.login) : null;
    if (inPage && payload) return { intent: "signin" as const, signedIn: payload };
    return redirect(redirectTo, 303);
  } catch (error) {
    return formAnswer(intent === "register" || intent === "forgot" ? intent : "signin", form, problemsOfError(error));
  }
}

// A hydrated sign-in is answered with the token, which the page keeps before it moves on: reloading this page's
// loader first would find the new session cookie and swap the form for "You are signed in" under the shopper.
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult && typeof actionResult === "object" && "signedIn" in actionResult ? false : defaultShouldRevalidate;
}

// Sign in and register as tabs (?tab=register), forgot password as a view of the sign-in tab (?view=forgot).
// After signing in the shopper goes back where they came from (?redirectTo=, same-site paths only).
export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
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

  // The browser's token, or the server's session cookie (before hydration, without JavaScript, or signed in with a
  // form that posted before JavaScript ran: see cookie-session.ts).
  const signedIn = (session.status === "signed-in" || loaderData.cookieSession) && !finishing.current;
  const answer = actionData && "restored" in actionData ? actionData : null;
  const restoredFor = (intent: string) => (answer?.intent === intent ? answer.restored : null);
  const sentTo = actionData && "sentTo" in actionData ? actionData.sentTo : null;
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
              <LogoutForm className="button" />
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
                    <ForgotPasswordForm onBack={() => change({ view: null })} sent={sentTo} restored={restoredFor("forgot")} />
                  ) : (
                    <SignInForm onSignedIn={(p) => done(p, "login")} onForgot={() => change({ view: "forgot" })} restored={restoredFor("signin")} />
                  ),
                },
                {
                  key: "register",
                  label: t("account.login.registerTab"),
                  panel: <RegisterForm onRegistered={(p) => done(p, "registered")} restored={restoredFor("register")} />,
                },
              ]}
            />
          </div>
        )}
      </div>
    </>
  );
}
