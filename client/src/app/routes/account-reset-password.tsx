import { Link, useNavigate, useSearchParams } from "react-router";
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

export const links: Route.LinksFunction = () => [accountStylesheet];

// The page the reset link leads to (/account/reset-password?code=...): a new password, then signed in.
export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get("code")?.trim() ?? "";
  const navigate = useNavigate();
  const complete = useCompleteSignIn();
  const [reset] = useMutation(ResetPasswordMutation);
  const form = useForm({ password: "", confirmPassword: "" }, (v) =>
    check({ password: () => newPassword(v.password), confirmPassword: () => (v.confirmPassword ? sameAs(v.confirmPassword, v.password) : "required") }),
  );
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
              <FormAlert messages={form.formMessages} />
              {form.serverProblems.fields.code ? (
                <p>
                  <Link to="/account/login?view=forgot">{t("account.reset.requestNew")}</Link>
                </p>
              ) : null}
              <TextField label={t("account.reset.password")} type="password" autoComplete="new-password" hint={t("account.register.passwordHint")} {...form.field("password")} />
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
