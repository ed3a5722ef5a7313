import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { SavedAddressPicker_AddressFragment } from "../../__generated__/graphql";
import { graphql } from "../../__generated__/gql";
import { AddressLines } from "../../components/address-lines";
import type { AddressChoice } from "./place-order-input";

export const SavedAddressPickerFragment = graphql(`
  fragment SavedAddressPicker_address on Address { id name phone emirate area street building isDefault }
`);

type Address = SavedAddressPicker_AddressFragment;

/** The signed-in shopper's saved addresses as radio cards, plus "a new address" (typed in below). */
export function SavedAddressPicker({
  addresses,
  choice,
  onChange,
  error,
}: {
  addresses: readonly Address[];
  choice: AddressChoice;
  onChange: (c: AddressChoice) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="choice-group" aria-invalid={error ? true : undefined}>
      <legend className="field__label">{t("checkout.shipping.saved")}</legend>
      <div className="choice-grid">
        {addresses.map((a) => {
          const selected = choice.kind === "saved" && choice.id === a.id;
          return (
            <label key={a.id} className={`choice choice--card${selected ? " choice--selected" : ""}`}>
              <input type="radio" name="shippingAddress" value={a.id} checked={selected} onChange={() => onChange({ kind: "saved", id: a.id })} />
              <AddressLines address={a} />
            </label>
          );
        })}
        <label className={`choice choice--card${choice.kind === "new" ? " choice--selected" : ""}`}>
          <input type="radio" name="shippingAddress" value="new" checked={choice.kind === "new"} onChange={() => onChange({ kind: "new" })} />
          <span className="choice__title">{t("checkout.shipping.useNew")}</span>
        </label>
      </div>
      {error ? <p className="field__error">{error}</p> : null}
      <p>
        <Link to="/account/addresses">{t("checkout.shipping.manage")}</Link>
      </p>
    </fieldset>
  );
}
