import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { useLocalizedPath } from "../../lib/i18n/use-locale";
import { FormAlert, TextField } from "../../components/forms/fields";
import { useForm, type RestoredForm } from "../../components/forms/use-form";
import { check, identifier, required } from "../../lib/validation/rules";
import { InPageAnswer, useNewAnswer } from "../../components/forms/in-page-answer";
import type { SignedInPayload } from "./use-complete-sign-in";
import { restoredOf, type AuthAnswer } from "./auth-answer";

export const EMPTY_SIGN_IN = { identifier: "", password: "" };
export const validateSignIn = (v: typeof EMPTY_SIGN_IN) => check({ identifier: () => identifier(v.identifier), password: () => required(v.password) });

/**
 * E-mail (or username) and password. A wrong pair is one message for the form: which half was wrong is not told.
 * Posts to the sign-in page's action (`action`, a path without the language prefix; default this page), with or
 * without JavaScript. Hydrated, a fetcher posts it and the action answers with the token, handed to `onSignedIn`.
 */
export function SignInForm({
  onSignedIn,
  onForgot,
  action,
  restored,
}: {
  onSignedIn: (payload: SignedInPayload) => void;
  onForgot: () => void;
  action?: string;
  restored?: RestoredForm | null;
}) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const fetcher = useFetcher<AuthAnswer>();
  const [reveal, setReveal] = useState(false);
  const form = useForm(EMPTY_SIGN_IN, validateSignIn, { restored: restoredOf(fetcher.data, "signin") ?? restored, pending: fetcher.state !== "idle" });
  useNewAnswer(fetcher.data, (answer) => {
    if ("signedIn" in answer) onSignedIn(answer.signedIn);
  });
  return (
    <fetcher.Form method="post" action={action} ref={form.formRef} className="form" noValidate aria-label={t("account.login.signInTab")} onSubmit={form.check}>
      <input type="hidden" name="intent" value="signin" />
      <InPageAnswer />
      <FormAlert messages={form.formMessages} />
      <TextField
        label={t("account.login.identifier")}
        type="text"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field("identifier")}
      />
      <TextField label={t("account.login.password")} type={reveal ? "text" : "password"} autoComplete="current-password" {...form.field("password")} />
      <div className="form__row">
        <label className="checkbox">
          <input type="checkbox" checked={reveal} onChange={(e) => setReveal(e.target.checked)} /> {t("account.login.showPassword")}
        </label>
        {/* A link without JavaScript; with it, the view changes in place. */}
        <a className="link-button" role="button" href={localize("/account/login?view=forgot")} onClick={(event) => (event.preventDefault(), onForgot())}>
          {t("account.login.forgot")}
        </a>
      </div>
      <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
        {form.submitting ? t("account.login.submitting") : t("account.login.submit")}
      </button>
    </fetcher.Form>
  );
}
