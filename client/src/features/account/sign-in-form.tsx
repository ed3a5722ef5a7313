import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@apollo/client/react";
import { FormAlert, TextField } from "../../components/forms/fields";
import { useForm } from "../../components/forms/use-form";
import { check, identifier, required } from "../../lib/validation/rules";
import { LoginMutation } from "./account-queries";
import type { SignedInPayload } from "./use-complete-sign-in";

/** E-mail (or username) and password. A wrong pair is one message for the form: which half was wrong is not told. */
export function SignInForm({ onSignedIn, onForgot }: { onSignedIn: (payload: SignedInPayload) => void; onForgot: () => void }) {
  const { t } = useTranslation();
  const [login] = useMutation(LoginMutation);
  const [reveal, setReveal] = useState(false);
  const form = useForm({ identifier: "", password: "" }, (v) => check({ identifier: () => identifier(v.identifier), password: () => required(v.password) }));
  return (
    <form
      ref={form.formRef}
      className="form"
      noValidate
      aria-label={t("account.login.signInTab")}
      onSubmit={form.submit(async (v) => {
        const { data } = await login({ variables: { identifier: v.identifier.trim(), password: v.password } });
        if (data) onSignedIn(data.login);
      })}
    >
      <FormAlert messages={form.formMessages} />
      <TextField label={t("account.login.identifier")} type="text" autoComplete="username" inputMode="email" autoCapitalize="none" spellCheck={false} {...form.field("identifier")} />
      <TextField label={t("account.login.password")} type={reveal ? "text" : "password"} autoComplete="current-password" {...form.field("password")} />
      <div className="form__row">
        <label className="checkbox">
          <input type="checkbox" checked={reveal} onChange={(e) => setReveal(e.target.checked)} /> {t("account.login.showPassword")}
        </label>
        <button type="button" className="link-button" onClick={onForgot}>
          {t("account.login.forgot")}
        </button>
      </div>
      <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
        {form.submitting ? t("account.login.submitting") : t("account.login.submit")}
      </button>
    </form>
  );
}
