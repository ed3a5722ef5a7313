import { useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import { FormAlert, TextField } from "../../components/forms/fields";
import { useForm, type RestoredForm } from "../../components/forms/use-form";
import { ACCOUNT_LIMITS, normalizeUaePhone } from "@proav/shop-rules";
import { check, email, newPassword, optionalPhone, sameAs, text } from "../../lib/validation/rules";
import { InPageAnswer, useNewAnswer } from "../../components/forms/in-page-answer";
import type { SignedInPayload } from "./use-complete-sign-in";
import { restoredOf, type AuthAnswer } from "./auth-answer";

export const EMPTY_REGISTER = { firstName: "", lastName: "", email: "", phone: "", password: "", confirmPassword: "" };
export const validateRegister = (v: typeof EMPTY_REGISTER) =>
  check({
    firstName: () => text(v.firstName, ACCOUNT_LIMITS.name),
    lastName: () => text(v.lastName, ACCOUNT_LIMITS.name),
    email: () => email(v.email),
    phone: () => optionalPhone(v.phone),
    password: () => newPassword(v.password),
    confirmPassword: () => (v.confirmPassword ? sameAs(v.confirmPassword, v.password) : "required"),
  });

/** The register mutation's input from the posted values (the sign-in page's action). */
export function registerInput(v: typeof EMPTY_REGISTER) {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    password: v.password,
    phone: v.phone.trim() ? (normalizeUaePhone(v.phone) ?? v.phone.trim()) : null,
  };
}

/** Posts to the sign-in page's action, with or without JavaScript; hydrated, the action answers with the token. */
export function RegisterForm({ onRegistered, restored }: { onRegistered: (payload: SignedInPayload) => void; restored?: RestoredForm | null }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<AuthAnswer>();
  const form = useForm(EMPTY_REGISTER, validateRegister, { restored: restoredOf(fetcher.data, "register") ?? restored, pending: fetcher.state !== "idle" });
  useNewAnswer(fetcher.data, (answer) => {
    if ("signedIn" in answer) onRegistered(answer.signedIn);
  });
  const optional = t("account.register.optional");
  return (
    <fetcher.Form method="post" ref={form.formRef} className="form" noValidate aria-label={t("account.login.registerTab")} onSubmit={form.check}>
      <input type="hidden" name="intent" value="register" />
      <InPageAnswer />
      <FormAlert messages={form.formMessages} />
      <div className="form__pair">
        <TextField label={t("account.register.firstName")} autoComplete="given-name" maxLength={ACCOUNT_LIMITS.name + 10} {...form.field("firstName")} />
        <TextField label={t("account.register.lastName")} autoComplete="family-name" maxLength={ACCOUNT_LIMITS.name + 10} {...form.field("lastName")} />
      </div>
      <TextField label={t("account.register.email")} type="email" autoComplete="email" spellCheck={false} {...form.field("email")} />
      <TextField
        label={t("account.register.phone")}
        type="tel"
        autoComplete="tel"
        optionalLabel={optional}
        hint={t("account.register.phoneHint")}
        {...form.field("phone")}
      />
      <TextField
        label={t("account.register.password")}
        type="password"
        autoComplete="new-password"
        hint={t("account.register.passwordHint")}
        {...form.field("password")}
      />
      <TextField label={t("account.register.confirmPassword")} type="password" autoComplete="new-password" {...form.field("confirmPassword")} />
      <p className="form__fine-print">{t("account.register.terms")}</p>
      <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
        {form.submitting ? t("account.register.submitting") : t("account.register.submit")}
      </button>
    </fetcher.Form>
  );
}
