import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Emirate } from "../../__generated__/graphql";
import { SelectField, TextField } from "./fields";
import { ACCOUNT_LIMITS, EMIRATES, normalizeUaePhone, type EmirateCode } from "@proav/shop-rules";
import { check, phone, text, type Problem } from "../../lib/validation/rules";

// The shared list is the schema's `Emirate` enum, no more and no less: the type check fails when they part.
type SameEmirates = [Emirate] extends [EmirateCode] ? ([EmirateCode] extends [Emirate] ? true : false) : false;
export const emiratesMatchSchema: SameEmirates = true;

export type AddressKey = "name" | "phone" | "emirate" | "area" | "street" | "building";
export type AddressValues = Record<AddressKey, string>;

export const EMPTY_ADDRESS: AddressValues = { name: "", phone: "", emirate: "", area: "", street: "", building: "" };

/** AddressInput's rules (schema/account/address.graphql). */
export function checkAddress(v: AddressValues): Partial<Record<AddressKey, Problem>> {
  return check<AddressKey>({
    name: () => text(v.name, ACCOUNT_LIMITS.address),
    phone: () => phone(v.phone),
    emirate: () => (EMIRATES.includes(v.emirate as Emirate) ? null : "required"),
    area: () => text(v.area, ACCOUNT_LIMITS.address),
    street: () => text(v.street, ACCOUNT_LIMITS.address),
    building: () => text(v.building, ACCOUNT_LIMITS.address),
  });
}

type FieldProps = {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
};

/** The fields of a UAE delivery address: recipient, phone, emirate (the seven), city/area, street, building. */
export function AddressFields({ field }: { field: (name: AddressKey) => FieldProps }) {
  const { t } = useTranslation();
  return (
    <div className="address-fields">
      <TextField label={t("account.addresses.name")} autoComplete="name" {...field("name")} />
      <TextField label={t("account.addresses.phone")} type="tel" autoComplete="tel" hint={t("account.addresses.phoneHint")} {...field("phone")} />
      <SelectField label={t("account.addresses.emirate")} autoComplete="address-level1" {...field("emirate")}>
        <option value="">{t("account.addresses.chooseEmirate")}</option>
        {EMIRATES.map((e) => (
          <option key={e} value={e}>
            {t(`account.emirates.${e}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t("account.addresses.area")} autoComplete="address-level2" hint={t("account.addresses.areaHint")} {...field("area")} />
      <TextField label={t("account.addresses.street")} autoComplete="address-line1" {...field("street")} />
      <TextField label={t("account.addresses.building")} autoComplete="address-line2" {...field("building")} />
    </div>
  );
}

/** The values as AddressInput wants them: trimmed, phone in international form. */
export function toAddressInput(v: AddressValues) {
  return {
    name: v.name.trim(),
    phone: normalizeUaePhone(v.phone) ?? v.phone.trim(),
    emirate: v.emirate as Emirate,
    area: v.area.trim(),
    street: v.street.trim(),
    building: v.building.trim(),
  };
}
