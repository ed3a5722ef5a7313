import { useTranslation } from "react-i18next";
import { useMutation } from "@apollo/client/react";
import { FormAlert, TextField } from "../../components/forms/fields";
import { useForm } from "../../components/forms/use-form";
import { check, newPassword, required, sameAs } from "../../lib/validation/rules";
import { readSession, saveSession } from "../../lib/auth/session-storage";
import { showToast } from "../../components/notifications/toast-store";
import { ChangePasswordMutation } from "./account-queries";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Checks the current password (a wrong one is a field error, not a sign-out) and keeps the fresh token; every
 * other session of the shopper ends. JavaScript sends it (the session is in the browser only); method="post" keeps
 * the passwords out of the URL if a submission ever goes native.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [change] = useMutation(ChangePasswordMutation);
  const form = useForm(EMPTY, (v) =>
    check({
      currentPassword: () => required(v.currentPassword),
      newPassword: () => newPassword(v.newPassword),
      confirmPassword: () => (v.confirmPassword ? sameAs(v.confirmPassword, v.newPassword) : "required"),
    }),
  );
  return (
    <section className="panel" aria-labelledby="password-title">
      <h2 id="password-title">{t("account.profile.passwordHeading")}</h2>
      <form
        ref={form.formRef}
        method="post"
        className="form"
        noValidate
        onSubmit={form.submit(async (v) => {
          const { data } = await change({ variables: { input: { currentPassword: v.currentPassword, newPassword: v.newPassword } } });
          if (!data) return;
          const session = readSession();
          const user =
            session.status === "signed-in" && session.user
              ? session.user
              : { firstName: data.changePassword.customer.firstName ?? "", lastName: data.changePassword.customer.lastName ?? "" };
          saveSession(data.changePassword.token, user);
          form.reset();
          showToast({ tone: "success", title: t("account.profile.passwordChanged") });
        })}
      >
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
      </form>
    </section>
  );
}
