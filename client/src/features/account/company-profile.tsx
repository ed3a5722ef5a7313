import { useState } from "react";
import { useActionData, useFetcher, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { CompanyProfile_CustomerFragment } from "../../__generated__/graphql";
import { graphql } from "../../__generated__/gql";
import { FormAlert } from "../../components/forms/fields";
import { useForm } from "../../components/forms/use-form";
import { checkCompany, CompanyFields, companyPath, companyValues, EMPTY_COMPANY, type CompanyKey } from "../../components/forms/company-fields";
import { CompanyLines } from "../../components/company-lines";
import { showToast } from "../../components/notifications/toast-store";
import { useLocalizedPath } from "../../lib/i18n/use-locale";
import { InPageAnswer, useNewAnswer } from "../../components/forms/in-page-answer";
import { PROFILE_INTENTS, restoredFor, type ProfileAnswer } from "./profile-answer";

export const CompanyProfileFragment = graphql(`
  fragment CompanyProfile_customer on Customer {
    id
    company { legalName trn billingAddress { emirate area street building } }
  }
`);

type Me = CompanyProfile_CustomerFragment;

const PAGE = "/account/user-information";
const NOTHING = {};
/** Without JavaScript, "Add" and "Edit" are links to the page with the form open. */
const EDIT = "?edit=company";

/**
 * The company the shopper buys for (legal name, TRN, billing address), offered at checkout: shown, added or edited
 * (saveCompanyProfile) and removed (removeCompanyProfile). Both forms post to the profile page's action, with or
 * without JavaScript; a refused post reopens the form with its problems and what was typed.
 */
export function CompanyProfile({ me }: { me: Me }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const posted = useActionData<ProfileAnswer>();
  const [editing, setEditing] = useState(() => params.get("edit") === "company" || restoredFor(posted, PROFILE_INTENTS.company) !== null);
  if (editing) return <CompanyForm me={me} onDone={() => setEditing(false)} />;
  const company = me.company;
  return (
    <section className="panel" aria-labelledby="company-title" data-testid="company-profile">
      <div className="panel__head">
        <h2 id="company-title">{t("account.company.heading")}</h2>
        <a className="button" role="button" href={localize(PAGE + EDIT)} onClick={(event) => (event.preventDefault(), setEditing(true))}>
          {company ? t("account.company.edit") : t("account.company.add")}
        </a>
      </div>
      {posted && "companySaved" in posted ? (
        <p className="notice" role="status">
          {t("account.company.saved")}
        </p>
      ) : null}
      {posted && "companyRemoved" in posted ? (
        <p className="notice" role="status">
          {t("account.company.removed")}
        </p>
      ) : null}
      <p className="muted">{t("account.company.intro")}</p>
      {company ? (
        <>
          <div data-testid="company-details">
            <CompanyLines company={company} />
          </div>
          <RemoveCompanyForm />
        </>
      ) : (
        <p data-testid="company-details">{t("account.company.none")}</p>
      )}
    </section>
  );
}

function CompanyForm({ me, onDone }: { me: Me; onDone: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const fetcher = useFetcher<ProfileAnswer>();
  const posted = useActionData<ProfileAnswer>();
  const form = useForm<CompanyKey>(me.company ? companyValues(me.company) : EMPTY_COMPANY, checkCompany, {
    serverKey: companyPath,
    restored: restoredFor(fetcher.data, PROFILE_INTENTS.company) ?? restoredFor(posted, PROFILE_INTENTS.company),
    pending: fetcher.state !== "idle",
  });
  // The page's clientAction asked for the profile again: the view shows the saved company.
  useNewAnswer(fetcher.data, (answer) => {
    if (!("companySaved" in answer)) return;
    showToast({ tone: "success", title: t("account.company.saved") });
    onDone();
  });
  return (
    <section className="panel" aria-labelledby="company-title">
      <h2 id="company-title">{t("account.company.heading")}</h2>
      <fetcher.Form ref={form.formRef} method="post" action={PAGE} className="form" noValidate onSubmit={form.check} aria-label={t("account.company.heading")}>
        <input type="hidden" name="intent" value={PROFILE_INTENTS.company} />
        <InPageAnswer />
        <FormAlert messages={form.formMessages} />
        <CompanyFields field={form.field} />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {form.submitting ? t("account.company.saving") : t("account.company.save")}
          </button>
          <a className="button" role="button" href={localize(PAGE)} onClick={(event) => (event.preventDefault(), onDone())}>
            {t("account.company.cancel")}
          </a>
        </div>
      </fetcher.Form>
    </section>
  );
}

function RemoveCompanyForm() {
  const { t } = useTranslation();
  const fetcher = useFetcher<ProfileAnswer>();
  const posted = useActionData<ProfileAnswer>();
  const form = useForm(NOTHING, () => NOTHING, {
    restored: restoredFor(fetcher.data, PROFILE_INTENTS.removeCompany) ?? restoredFor(posted, PROFILE_INTENTS.removeCompany),
    pending: fetcher.state !== "idle",
  });
  useNewAnswer(fetcher.data, (answer) => {
    if ("companyRemoved" in answer) showToast({ tone: "success", title: t("account.company.removed") });
  });
  return (
    <fetcher.Form ref={form.formRef} method="post" action={PAGE} className="form" onSubmit={form.check}>
      <input type="hidden" name="intent" value={PROFILE_INTENTS.removeCompany} />
      <InPageAnswer />
      <FormAlert messages={form.formMessages} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? t("account.company.removing") : t("account.company.remove")}
        </button>
      </div>
    </fetcher.Form>
  );
}
