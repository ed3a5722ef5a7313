import { Link, redirect, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useMutation } from "@apollo/client/react";
import type { Route } from "./+types/account-reset-password";
import { FormAlert, TextField } from "../../components/forms/fields";
import { useForm } from "../../components/forms/use-form";
import { check, newPassword, sameAs } from "../../lib/validation/rules";
import { ResetPasswordMutation } from "../../features/account/account-queries";
import { useCompleteSignIn } from "../../features/account/use-complete-sign-in";
import { accountStylesheet } from "../../features/account/account-links";
import { AFTER_SIGN_IN } from "../../lib/auth/safe-redirect";
import { field, formAnswer, problemsOfError } from "../../components/forms/form-answer";

export const links: Route.LinksFunction = () => [accountStylesheet];

const EMPTY = { password: "", confirmPassword: "" };
const validate = (v: typeof EMPTY) =>
  check({ password: () => newPassword(v.password), confirmPassword: () => (v.confirmPassword ? sameAs(v.confirmPassword, v.password) : "required") });

// Without JavaScript the form posts here; the gateway signs the shopper in (session cookie) on success.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const code = field(form, "code").trim();
  const values = { password: field(form, "password"), confirmPassword: field(form, "confirmPassword") };
  if (Object.keys(validate(values)).length) return formAnswer("reset", form);
  try {
    await context.apollo.mutate({ mutation: ResetPasswordMutation, variables: { input: { code, password: values.password } } });
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
  const [reset] = useMutation(ResetPasswordMutation);
  const form = useForm(EMPTY, validate, { restored: actionData?.restored });
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
            <form
              method="post"
              ref={form.formRef}
              className="form"
              noValidate
              aria-label={t("account.reset.heading")}
              onSubmit={form.submit(async (v) => {
                const { data } = await reset({ variables: { input: { code, password: v.password } } });
                if (!data) return;
                complete(data.resetPassword);
                navigate(AFTER_SIGN_IN, { replace: true });
              })}
            >
              <input type="hidden" name="code" value={code} />
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
            </form>
          )}
        </div>
      </div>
    </>
  );
}
