import { useActionData, useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import { FormAlert, TextField } from "../../components/forms/fields";
import { useForm } from "../../components/forms/use-form";
import { InPageAnswer, useNewAnswer } from "../../components/forms/in-page-answer";
import { check, newPassword, required, sameAs } from "../../lib/validation/rules";
import { showToast } from "../../components/notifications/toast-store";
import { PROFILE_INTENTS, restoredFor, type ProfileAnswer } from "./profile-answer";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** The browser's checks of the password form, and the profile page's action's. */
export const validatePasswordChange = (v: typeof EMPTY) =>
  check({
    currentPassword: () => required(v.currentPassword),
    newPassword: () => newPassword(v.newPassword),
    confirmPassword: () => (v.confirmPassword ? sameAs(v.confirmPassword, v.newPassword) : "required"),
  });

/**
 * Checks the current password (a wrong one is a field error, not a sign-out); every other session of the shopper
 * ends. Posts to the profile page's action with or without JavaScript; the gateway renews the session cookie, and
 * a hydrated page gets the fresh token too (kept by the page's clientAction before anything else is asked).
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const fetcher = useFetcher<ProfileAnswer>();
  const posted = useActionData<ProfileAnswer>();
  const form = useForm(EMPTY, validatePasswordChange, {
    restored: restoredFor(fetcher.data, PROFILE_INTENTS.password) ?? restoredFor(posted, PROFILE_INTENTS.password),
    pending: fetcher.state !== "idle",
  });
  useNewAnswer(fetcher.data, (answer) => {
    if (!("changed" in answer)) return;
    form.reset();
    showToast({ tone: "success", title: t("account.profile.passwordChanged") });
  });
  // Without JavaScript the page itself says so.
  const changedWithoutScript = posted && "changed" in posted && !fetcher.data;
  return (
    <section className="panel" aria-labelledby="password-title">
      <h2 id="password-title">{t("account.profile.passwordHeading")}</h2>
      {changedWithoutScript ? (
        <p className="notice" role="status">
          {t("account.profile.passwordChanged")}
        </p>
      ) : null}
      <fetcher.Form ref={form.formRef} method="post" action="/account/user-information" className="form" noValidate onSubmit={form.check}>
        <input type="hidden" name="intent" value={PROFILE_INTENTS.password} />
        <InPageAnswer />
        <FormAlert messages={form.formMessages} />
        <TextField label={t("account.profile.currentPassword")} type="password" autoComplete="current-password" {...form.field("currentPassword")} />
        <TextField
          label={t("account.profile.newPassword")}
          type="password"
          autoComplete="new-password"
          hint={t("account.register.passwordHint")}
          {...form.field("newPassword")}
        />
        <TextField label={t("account.profile.confirmPassword")} type="password" autoComplete="new-password" {...form.field("confirmPassword")} />
        <button type="submit" className="button button--primary" disabled={form.submitting}>
          {form.submitting ? t("account.profile.changingPassword") : t("account.profile.changePassword")}
        </button>
      </fetcher.Form>
    </section>
  );
}
