import { useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "../../lib/i18n/use-locale";
import { FormAlert, TextField } from "../../components/forms/fields";
import { useForm, type RestoredForm } from "../../components/forms/use-form";
import { check, email } from "../../lib/validation/rules";
import { InPageAnswer, useNewAnswer } from "../../components/forms/in-page-answer";
import { restoredOf, type AuthAnswer } from "./auth-answer";

/** Asks for a reset link. The answer never says whether an account has the address (no account probing). */
export const validateForgot = (v: { email: string }) => check({ email: () => email(v.email) });

export function ForgotPasswordForm({
  onBack,
  sent = null,
  restored,
}: {
  onBack: () => void;
  /** The address the page's action sent a link to (the form posted without JavaScript). */
  sent?: string | null;
  restored?: RestoredForm | null;
}) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  // Posted to the sign-in page's action with or without JavaScript; hydrated, by a fetcher that stays on this view.
  const fetcher = useFetcher<AuthAnswer>();
  const [sentTo, setSentTo] = useState<string | null>(sent);
  const form = useForm({ email: "" }, validateForgot, { restored: restoredOf(fetcher.data, "forgot") ?? restored, pending: fetcher.state !== "idle" });
  useNewAnswer(fetcher.data, (answer) => {
    if ("sentTo" in answer) setSentTo(answer.sentTo);
  });
  if (sentTo) {
    return (
      <div className="form" role="status">
        <h2 className="form__title">{t("account.forgot.sentTitle")}</h2>
        <p>{t("account.forgot.sentText", { email: sentTo })}</p>
        <a className="button" role="button" href={localize("/account/login")} onClick={(event) => (event.preventDefault(), onBack())}>
          {t("account.forgot.back")}
        </a>
      </div>
    );
  }
  return (
    <fetcher.Form method="post" ref={form.formRef} className="form" noValidate aria-labelledby="forgot-title" onSubmit={form.check}>
      <h2 className="form__title" id="forgot-title">
        {t("account.forgot.heading")}
      </h2>
      <p className="form__intro">{t("account.forgot.text")}</p>
      <input type="hidden" name="intent" value="forgot" />
      <InPageAnswer />
      <FormAlert messages={form.formMessages} />
      <TextField label={t("account.forgot.email")} type="email" autoComplete="email" spellCheck={false} {...form.field("email")} />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={form.submitting}>
          {form.submitting ? t("account.forgot.submitting") : t("account.forgot.submit")}
        </button>
        <a className="link-button" role="button" href={localize("/account/login")} onClick={(event) => (event.preventDefault(), onBack())}>
          {t("account.forgot.back")}
        </a>
      </div>
    </fetcher.Form>
  );
}
