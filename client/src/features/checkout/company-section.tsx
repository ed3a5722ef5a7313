import type { ChangeEvent } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { CompanySection_CompanyFragment } from "../../__generated__/graphql";
import { graphql } from "../../__generated__/gql";
import { TextField } from "../../components/forms/fields";
import { CompanyFields } from "../../components/forms/company-fields";
import { CompanyLines } from "../../components/company-lines";
import { useHydrated } from "../../components/shell/use-hydrated";
import { COMPANY_FIELD, type CheckoutValues } from "./place-order-input";

export const CompanySectionFragment = graphql(`
  fragment CompanySection_company on Company {
    legalName
    trn
    billingAddress { emirate area street building }
  }
`);

type FieldProps = {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
};

/**
 * "Buying for a company": a box that reveals the company's fields (legal name, TRN, billing address) and the PO
 * number; a signed-in shopper with a company profile is offered it, or types another and may save that one. Every
 * field is in the server's HTML and posts with the form: the box and the choice show or hide them by CSS alone
 * (checkout.css, `:has(:checked)`), so the section works without JavaScript; the action reads them only when the
 * box is ticked. Once hydrated, fields not shown are not rendered either (their values stay in the form's state,
 * so nothing typed is lost when the box is unticked and ticked again).
 */
export function CompanySection({
  values,
  set,
  field,
  signedIn,
  saved,
}: {
  values: CheckoutValues;
  set: (name: keyof CheckoutValues, value: string) => void;
  field: (name: keyof CheckoutValues) => FieldProps;
  signedIn: boolean;
  saved: CompanySection_CompanyFragment | null;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const open = !hydrated || values.forCompany === "1";
  const typing = !hydrated || !(signedIn && saved && values.companyChoice === "saved");
  const choiceError = field("companyChoice").error;
  const tick = (name: "forCompany" | "saveCompany") => (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.checked ? "1" : "");
  return (
    <section className="panel company-section" aria-labelledby="company-title" data-testid="company-section">
      <h2 id="company-title">{t("checkout.company.heading")}</h2>
      <label className="checkbox">
        <input type="checkbox" name="forCompany" value="1" checked={values.forCompany === "1"} onChange={tick("forCompany")} aria-describedby="company-hint" />{" "}
        {t("checkout.company.forCompany")}
      </label>
      <p className="muted small" id="company-hint">
        {t("checkout.company.forCompanyHint")}
      </p>
      {open ? (
        <div className="company-section__fields stack">
          {signedIn && saved ? (
            <fieldset className="choice-group" aria-invalid={choiceError ? true : undefined}>
              <legend className="field__label">{t("checkout.company.saved")}</legend>
              <div className="choice-grid">
                <label className={`choice choice--card${values.companyChoice === "saved" ? " choice--selected" : ""}`}>
                  <input
                    type="radio"
                    name="companyChoice"
                    value="saved"
                    checked={values.companyChoice === "saved"}
                    onChange={() => set("companyChoice", "saved")}
                  />
                  <span className="choice__text">
                    <span className="choice__title">{t("checkout.company.useSaved")}</span>
                    <CompanyLines company={saved} />
                  </span>
                </label>
                <label className={`choice choice--card${values.companyChoice !== "saved" ? " choice--selected" : ""}`}>
                  <input
                    type="radio"
                    name="companyChoice"
                    value="new"
                    checked={values.companyChoice !== "saved"}
                    onChange={() => set("companyChoice", "new")}
                  />
                  <span className="choice__title">{t("checkout.company.useNew")}</span>
                </label>
              </div>
              {choiceError ? <p className="field__error">{choiceError}</p> : null}
              <p>
                <Link to="/account/user-information">{t("checkout.company.manage")}</Link>
              </p>
            </fieldset>
          ) : (
            <>
              <input type="hidden" name="companyChoice" value="new" />
              {/* The saved profile the gateway could not find is gone from the account too: say why here. */}
              {choiceError ? (
                <p className="field__error" role="alert">
                  {choiceError}
                </p>
              ) : null}
            </>
          )}
          {typing ? (
            <div className="company-section__new stack">
              <CompanyFields field={(key) => field(COMPANY_FIELD[key])} />
              {signedIn ? (
                <label className="checkbox">
                  <input type="checkbox" name="saveCompany" value="1" checked={values.saveCompany === "1"} onChange={tick("saveCompany")} />{" "}
                  {t("checkout.company.save")}
                </label>
              ) : null}
            </div>
          ) : null}
          <TextField
            label={t("checkout.company.poNumber")}
            optionalLabel={t("account.register.optional")}
            hint={t("checkout.company.poHint")}
            autoComplete="off"
            dir="auto"
            {...field("poNumber")}
          />
        </div>
      ) : null}
    </section>
  );
}
