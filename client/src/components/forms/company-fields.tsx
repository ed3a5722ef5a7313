import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CompanyInput, Emirate } from "../../__generated__/graphql";
import { SelectField, TextField } from "./fields";
import { COMPANY_LIMITS, EMIRATES, normalizeTrn } from "@proav/shop-rules";
import { check, companyTrn, text, type Problem } from "../../lib/validation/rules";

// A company buyer as the checkout and the account page take it (schema CompanyInput): legal name, TRN and billing
// address. Each form names the fields its own way (the checkout prefixes them, beside the delivery address's); the
// keys here are CompanyInput's.

export type CompanyKey = "legalName" | "trn" | "emirate" | "area" | "street" | "building";
export type CompanyValues = Record<CompanyKey, string>;

export const COMPANY_KEYS: readonly CompanyKey[] = ["legalName", "trn", "emirate", "area", "street", "building"];
export const EMPTY_COMPANY: CompanyValues = { legalName: "", trn: "", emirate: "", area: "", street: "", building: "" };

/** Where the gateway reports each field, below the company input (`legalName`, `billingAddress.area`, ...). */
export function companyPath(key: CompanyKey): string {
  return key === "legalName" || key === "trn" ? key : `billingAddress.${key}`;
}

/** CompanyInput's rules (@proav/shop-rules' limits and TRN rule), for the browser and the route actions alike. */
export function checkCompany(v: CompanyValues): Partial<Record<CompanyKey, Problem>> {
  return check<CompanyKey>({
    legalName: () => text(v.legalName, COMPANY_LIMITS.legalName),
    trn: () => companyTrn(v.trn),
    emirate: () => (EMIRATES.includes(v.emirate as Emirate) ? null : "required"),
    area: () => text(v.area, COMPANY_LIMITS.addressText),
    street: () => text(v.street, COMPANY_LIMITS.addressText),
    building: () => text(v.building, COMPANY_LIMITS.addressText),
  });
}

/** The values as CompanyInput wants them: trimmed, the TRN without its spaces and dashes. */
export function toCompanyInput(v: CompanyValues): CompanyInput {
  return {
    legalName: v.legalName.trim(),
    trn: normalizeTrn(v.trn.trim()),
    billingAddress: { emirate: v.emirate as Emirate, area: v.area.trim(), street: v.street.trim(), building: v.building.trim() },
  };
}

/** A saved company as the form's values (to edit it). */
export function companyValues(company: {
  legalName: string;
  trn: string;
  billingAddress: { emirate: string; area: string; street: string; building: string };
}): CompanyValues {
  const a = company.billingAddress;
  return { legalName: company.legalName, trn: company.trn, emirate: a.emirate, area: a.area, street: a.street, building: a.building };
}

type FieldProps = {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
};

/** Legal name, TRN and the billing address (emirate, area, street, building), with the TRN's own hint. */
export function CompanyFields({ field }: { field: (key: CompanyKey) => FieldProps }) {
  const { t } = useTranslation();
  return (
    <div className="address-fields">
      <TextField label={t("account.company.legalName")} autoComplete="organization" maxLength={COMPANY_LIMITS.legalName} {...field("legalName")} />
      <TextField
        label={t("account.company.trn")}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        hint={t("account.company.trnHint")}
        {...field("trn")}
      />
      <SelectField label={t("account.company.emirate")} autoComplete="billing address-level1" {...field("emirate")}>
        <option value="">{t("account.addresses.chooseEmirate")}</option>
        {EMIRATES.map((e) => (
          <option key={e} value={e}>
            {t(`account.emirates.${e}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t("account.company.area")} autoComplete="billing address-level2" {...field("area")} />
      <TextField label={t("account.company.street")} autoComplete="billing address-line1" {...field("street")} />
      <TextField label={t("account.company.building")} autoComplete="billing address-line2" {...field("building")} />
    </div>
  );
}
