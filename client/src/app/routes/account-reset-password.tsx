import { Form, Link, redirect, useNavigate, useNavigation, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/account-reset-password";
import { FormAlert, TextField } from "../../components/forms/fields";
import { useForm } from "../../components/forms/use-form";
import { check, newPassword, sameAs } from "../../lib/validation/rules";
import { ResetPasswordMutation } from "../../features/account/account-queries";
import { useCompleteSignIn } from "../../features/account/use-complete-sign-in";
import { formPagesStylesheet } from "../../components/form-pages-stylesheet";
import { accountStylesheet } from "../../features/account/account-stylesheet";
import { AFTER_SIGN_IN } from "../../lib/auth/safe-redirect";
import { field, formAnswer, problemsOfError } from "../../components/forms/form-answer";
import { answersInPage, InPageAnswer, useNewAnswer } from "../../components/forms/in-page-answer";

export const links: Route.LinksFunction = () => [formPagesStylesheet, accountStylesheet];

const EMPTY = { password: "", confirmPassword: "" };
const validate = (v: typeof EMPTY) =>
  check({ password: () => newPassword(v.password), confirmPassword: () => (v.confirmPassword ? sameAs(v.confirmPassword, v.password) : "required") });

// The form posts here with or without JavaScript; the gateway signs the shopper in (session cookie) on success:
// a 303 to the account, or to a hydrated page (InPageAnswer) the token and shopper, which it keeps.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const code = field(form, "code").trim();
  const values = { password: field(form, "password"), confirmPassword: field(form, "confirmPassword") };
  if (Object.keys(validate(values)).length) return formAnswer("reset", form);
  try {
    const { data } = await context.apollo.mutate({ mutation: ResetPasswordMutation, variables: { input: { code, password: values.password } } });
    if (answersInPage(form) && data) return { intent: "reset" as const, signedIn: data.resetPassword };
  } catch (error) {
    return formAnswer("reset", form, problemsOfError(error));
  }
  return redirect(AFTER_SIGN_IN, 303);
}

// The page the reset link leads to (/account/reset-password?code=...): a new password, then signed in.
export default function ResetPasswordRoute({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get("code")?.trim() ?? "";
  const navigate = useNavigate();
  const complete = useCompleteSignIn();
  const navigation = useNavigation();
  const form = useForm(EMPTY, validate, {
    restored: actionData && "restored" in actionData ? actionData.restored : null,
    pending: navigation.state !== "idle" && navigation.formMethod === "POST",
  });
  useNewAnswer(actionData, (answer) => {
    if (!("signedIn" in answer)) return;
    complete(answer.signedIn);
    navigate(AFTER_SIGN_IN, { replace: true });
  });
  return (
    <>
      <title>{t("account.reset.pageTitle")}</title>
      <meta name="robots" content="noindex" />
      <div className="auth-page">
        <h1 className="page-title">{t("account.reset.heading")}</h1>
        <div className="panel auth-card">
          {!code ? (
            <div className="form">
              <p className="form-alert" role="alert">
                {t("account.reset.missingCode")}
              </p>
              <Link className="button" to="/account/login?view=forgot">
                {t("account.reset.requestNew")}
              </Link>
            </div>
          ) : (
            <Form method="post" ref={form.formRef} className="form" noValidate aria-label={t("account.reset.heading")} onSubmit={form.check}>
              <input type="hidden" name="code" value={code} />
              <InPageAnswer />
              <FormAlert messages={form.formMessages} />
              {form.serverProblems.fields.code ? (
                <p>
                  <Link to="/account/login?view=forgot">{t("account.reset.requestNew")}</Link>
                </p>
              ) : null}
              <TextField
                label={t("account.reset.password")}
                type="password"
                autoComplete="new-password"
                hint={t("account.register.passwordHint")}
                {...form.field("password")}
              />
              <TextField label={t("account.reset.confirmPassword")} type="password" autoComplete="new-password" {...form.field("confirmPassword")} />
              <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
                {form.submitting ? t("account.reset.submitting") : t("account.reset.submit")}
              </button>
            </Form>
          )}
        </div>
      </div>
    </>
  );
}
