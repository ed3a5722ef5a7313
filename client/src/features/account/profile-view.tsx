import { useState } from "react";
import { useActionData, useFetcher, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { ProfileView_CustomerFragment } from "../../__generated__/graphql";
import { graphql } from "../../__generated__/gql";
import { FormAlert, TextField } from "../../components/forms/fields";
import { useForm } from "../../components/forms/use-form";
import { ACCOUNT_LIMITS, normalizeUaePhone } from "@proav/shop-rules";
import { check, email, optionalPhone, required, text } from "../../lib/validation/rules";
import { showToast } from "../../components/notifications/toast-store";
import { formatDate } from "../../lib/dates";
import { useLocale, useLocalizedPath } from "../../lib/i18n/use-locale";
import { InPageAnswer, useNewAnswer } from "../../components/forms/in-page-answer";
import { PROFILE_INTENTS, restoredFor, type ProfileAnswer } from "./profile-answer";

export const ProfileViewFragment = graphql(`
  fragment ProfileView_customer on Customer { id username email firstName lastName phone createdAt }
`);

type Me = ProfileView_CustomerFragment;

const PAGE = "/account/user-information";
/** Without JavaScript, "Edit" is a link to the page with the form open. */
const EDIT = "?edit=details";

/** The shopper's details, read-only until "Edit"; saving refreshes the names cached for the header. */
export function ProfileView({ me }: { me: Me }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  // Posted without JavaScript: saved (the page says so), or refused (the form again, with its problems).
  const posted = useActionData<ProfileAnswer>();
  const [editing, setEditing] = useState(() => params.get("edit") === "details" || restoredFor(posted, PROFILE_INTENTS.profile) !== null);
  if (editing) return <ProfileForm me={me} onDone={() => setEditing(false)} />;
  const none = <span className="muted">{t("account.profile.none")}</span>;
  return (
    <section className="panel" aria-labelledby="details-title">
      <div className="panel__head">
        <h2 id="details-title">{t("account.profile.details")}</h2>
        <a className="button" role="button" href={localize(PAGE + EDIT)} onClick={(event) => (event.preventDefault(), setEditing(true))}>
          {t("account.profile.edit")}
        </a>
      </div>
      {posted && "saved" in posted ? (
        <p className="notice" role="status">
          {t("account.profile.saved")}
        </p>
      ) : null}
      <dl className="details" data-testid="profile-details">
        <dt>{t("account.profile.firstName")}</dt>
        <dd>{me.firstName || none}</dd>
        <dt>{t("account.profile.lastName")}</dt>
        <dd>{me.lastName || none}</dd>
        <dt>{t("account.profile.email")}</dt>
        <dd>{me.email}</dd>
        <dt>{t("account.profile.username")}</dt>
        <dd>{me.username}</dd>
        <dt>{t("account.profile.phone")}</dt>
        <dd>{me.phone ? <bdi>{me.phone}</bdi> : none}</dd>
        <dt>{t("account.profile.memberSince")}</dt>
        <dd>{formatDate(me.createdAt, locale)}</dd>
      </dl>
    </section>
  );
}

/** A new address (not the same one in another case) needs the current password (UpdateProfileInput). */
const emailChanged = (typed: string, current: string) => typed.trim().toLowerCase() !== current.toLowerCase();

export type ProfileValues = { firstName: string; lastName: string; email: string; phone: string; currentPassword: string };

/** The browser's checks of the details form, and the profile page's action's. */
export const validateProfile = (v: ProfileValues, currentEmail: string) =>
  check({
    firstName: () => text(v.firstName, ACCOUNT_LIMITS.name),
    lastName: () => text(v.lastName, ACCOUNT_LIMITS.name),
    email: () => email(v.email),
    phone: () => optionalPhone(v.phone),
    currentPassword: () => (emailChanged(v.email, currentEmail) ? required(v.currentPassword) : null),
  });

/** updateProfile's input from the posted details (the current password only goes with a new e-mail address). */
export function profileInput(v: ProfileValues, currentEmail: string) {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    // An empty phone removes it (UpdateProfileInput).
    phone: v.phone.trim() ? (normalizeUaePhone(v.phone) ?? v.phone.trim()) : "",
    ...(emailChanged(v.email, currentEmail) ? { currentPassword: v.currentPassword } : {}),
  };
}

// Posts to the profile page's action with or without JavaScript (hydrated, through a fetcher: the page stays).
function ProfileForm({ me, onDone }: { me: Me; onDone: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const fetcher = useFetcher<ProfileAnswer>();
  const posted = useActionData<ProfileAnswer>();
  const form = useForm(
    { firstName: me.firstName ?? "", lastName: me.lastName ?? "", email: me.email, phone: me.phone ?? "", currentPassword: "" },
    (v) => validateProfile(v, me.email),
    {
      restored: restoredFor(fetcher.data, PROFILE_INTENTS.profile) ?? restoredFor(posted, PROFILE_INTENTS.profile),
      pending: fetcher.state !== "idle",
    },
  );
  // The names cached for the header were refreshed by the page's clientAction, the profile refetched.
  useNewAnswer(fetcher.data, (answer) => {
    if (!("saved" in answer)) return;
    showToast({ tone: "success", title: t("account.profile.saved") });
    onDone();
  });
  const askPassword = emailChanged(form.values.email, me.email);
  return (
    <section className="panel" aria-labelledby="details-title">
      <h2 id="details-title">{t("account.profile.details")}</h2>
      <fetcher.Form ref={form.formRef} method="post" action={PAGE} className="form" noValidate onSubmit={form.check}>
        <input type="hidden" name="intent" value={PROFILE_INTENTS.profile} />
        <input type="hidden" name="currentEmail" value={me.email} />
        <InPageAnswer />
        <FormAlert messages={form.formMessages} />
        <div className="form__pair">
          <TextField label={t("account.profile.firstName")} autoComplete="given-name" {...form.field("firstName")} />
          <TextField label={t("account.profile.lastName")} autoComplete="family-name" {...form.field("lastName")} />
        </div>
        <TextField label={t("account.profile.email")} type="email" autoComplete="email" spellCheck={false} {...form.field("email")} />
        {askPassword ? (
          <TextField
            label={t("account.profile.currentPassword")}
            type="password"
            autoComplete="current-password"
            hint={t("account.profile.currentPasswordHint")}
            {...form.field("currentPassword")}
          />
        ) : null}
        <TextField
          label={t("account.profile.phone")}
          type="tel"
          autoComplete="tel"
          optionalLabel={t("account.register.optional")}
          hint={t("account.register.phoneHint")}
          {...form.field("phone")}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {form.submitting ? t("account.profile.saving") : t("account.profile.save")}
          </button>
          <a className="button" role="button" href={localize(PAGE)} onClick={(event) => (event.preventDefault(), onDone())}>
            {t("account.profile.cancel")}
          </a>
        </div>
      </fetcher.Form>
    </section>
  );
}
