import { useActionData, useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../components/forms/fields";
import { useForm } from "../../components/forms/use-form";
import { InPageAnswer, useNewAnswer } from "../../components/forms/in-page-answer";
import { clearSession } from "../../lib/auth/session-storage";
import { showToast } from "../../components/notifications/toast-store";
import { PROFILE_INTENTS, restoredFor, type ProfileAnswer } from "./profile-answer";

const NOTHING = {};

/**
 * Ends every session of the shopper (a lost phone, a shared computer): the gateway refuses every token issued so
 * far, this browser's included, which then signs out here. Posts to the profile page's action with or without
 * JavaScript; only told once the gateway confirmed it.
 */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const fetcher = useFetcher<ProfileAnswer>();
  const posted = useActionData<ProfileAnswer>();
  const form = useForm(NOTHING, () => NOTHING, {
    restored: restoredFor(fetcher.data, PROFILE_INTENTS.everywhere) ?? restoredFor(posted, PROFILE_INTENTS.everywhere),
    pending: fetcher.state !== "idle",
  });
  useNewAnswer(fetcher.data, (answer) => {
    if (!("done" in answer)) return;
    showToast({ tone: "success", title: t("account.profile.signedOutEverywhere") });
    clearSession("logout");
  });
  return (
    <section className="panel" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t("account.profile.sessionsHeading")}</h2>
      <p>{t("account.profile.sessionsText")}</p>
      <fetcher.Form ref={form.formRef} method="post" action="/account/user-information" className="form" onSubmit={form.check}>
        <input type="hidden" name="intent" value={PROFILE_INTENTS.everywhere} />
        <InPageAnswer />
        <FormAlert messages={form.formMessages} />
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? t("account.profile.signingOutEverywhere") : t("account.profile.signOutEverywhere")}
        </button>
      </fetcher.Form>
    </section>
  );
}
