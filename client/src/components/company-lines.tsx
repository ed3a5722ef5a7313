import { useTranslation } from "react-i18next";
import type { Emirate } from "../__generated__/graphql";
import { isolatedValue } from "../lib/i18n/sentence-with-nodes";

const TRN = isolatedValue("trn");

export interface CompanyLike {
  legalName: string;
  trn: string;
  billingAddress: { emirate: Emirate; area: string; street: string; building: string };
}

/** A company as a card shows it: legal name, TRN (isolated left to right), billing address. */
export function CompanyLines({ company }: { company: CompanyLike }) {
  const { t } = useTranslation();
  const a = company.billingAddress;
  return (
    <address className="address-lines">
      <strong>{company.legalName}</strong>
      <span>{TRN.render(t("account.company.trnLine", TRN.options), company.trn)}</span>
      <span>{a.building}</span>
      <span>{a.street}</span>
      <span>
        {a.area}
        {t("common.comma")}
        {t(`account.emirates.${a.emirate}`)}
      </span>
    </address>
  );
}
