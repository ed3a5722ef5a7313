import { useTranslation } from "react-i18next";
import { useApolloClient } from "@apollo/client/react";
import { FormAlert } from "../../components/forms/fields";
import { useForm } from "../../components/forms/use-form";
import { clearSession } from "../../lib/auth/session-storage";
import { showToast } from "../../components/notifications/toast-store";
import { SignOutEverywhereMutation } from "./account-queries";

const NOTHING = {};

/**
 * Ends every session of the shopper (a lost phone, a shared computer): the gateway refuses every token issued so
 * far, this browser's included, which then signs out here. Only told once the gateway confirmed it.
 */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const form = useForm(NOTHING, () => NOTHING);
  return (
    <section className="panel" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t("account.profile.sessionsHeading")}</h2>
      <p>{t("account.profile.sessionsText")}</p>
      <form
        ref={form.formRef}
        method="post"
        className="form"
        onSubmit={form.submit(async () => {
          await client.mutate({ mutation: SignOutEverywhereMutation });
          showToast({ tone: "success", title: t("account.profile.signedOutEverywhere") });
          clearSession("logout");
        })}
      >
        <FormAlert messages={form.formMessages} />
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? t("account.profile.signingOutEverywhere") : t("account.profile.signOutEverywhere")}
        </button>
      </form>
    </section>
  );
}
