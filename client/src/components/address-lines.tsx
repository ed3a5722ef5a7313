import { useTranslation } from "react-i18next";
import type { Emirate } from "../__generated__/graphql";

export interface AddressLike {
  name: string;
  phone: string;
  emirate: Emirate;
  area: string;
  street: string;
  building: string;
}

/** An address as a UAE courier reads it: recipient, building, street, area, emirate, phone. */
export function AddressLines({ address }: { address: AddressLike }) {
  const { t } = useTranslation();
  return (
    <address className="address-lines">
      <strong>{address.name}</strong>
      <span>{address.building}</span>
      <span>{address.street}</span>
      <span>
        {address.area}
        {t("common.comma")}
        {t(`account.emirates.${address.emirate}`)}
      </span>
      {/* In a line of the page's direction (a grid item of its own would be a left-aligned line in Arabic),
          isolated left to right inside it. */}
      <span>
        <bdi dir="ltr">{address.phone}</bdi>
      </span>
    </address>
  );
}
