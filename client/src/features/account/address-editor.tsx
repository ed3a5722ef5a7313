import { useTranslation } from "react-i18next";
import { useMutation } from "@apollo/client/react";
import type { AddressEditor_AddressFragment } from "../../__generated__/graphql";
import { graphql } from "../../__generated__/gql";
import { FormAlert } from "../../components/forms/fields";
import { useForm, type RestoredForm } from "../../components/forms/use-form";
import { useLocalizedPath } from "../../lib/i18n/use-locale";
import { AddressFields, checkAddress, EMPTY_ADDRESS, toAddressInput, type AddressValues } from "../../components/forms/address-fields";
import { accepted } from "../../lib/graphql/field-errors";
import { CreateAddressMutation, MyAddressesQuery as MyAddresses, UpdateAddressMutation } from "./address-queries";

export const AddressEditorFragment = graphql(`
  fragment AddressEditor_address on Address { id name phone emirate area street building isDefault }
`);

type Address = AddressEditor_AddressFragment;

function valuesOf(a: Address | null): AddressValues {
  return a ? { name: a.name, phone: a.phone, emirate: a.emirate, area: a.area, street: a.street, building: a.building } : EMPTY_ADDRESS;
}

/** Adds an address (`address` null) or edits one; the list is refetched so order and default flags are the gateway's. */
export function AddressEditor({
  address,
  canBeDefault,
  onDone,
  restored = null,
}: {
  address: Address | null;
  canBeDefault: boolean;
  onDone: (saved: boolean) => void;
  /** The route action's answer when this form was posted without JavaScript. */
  restored?: RestoredForm | null;
}) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const refetchQueries = [{ query: MyAddresses }];
  const [create] = useMutation(CreateAddressMutation, { refetchQueries, awaitRefetchQueries: true });
  const [update] = useMutation(UpdateAddressMutation, { refetchQueries, awaitRefetchQueries: true });
  const form = useForm({ ...valuesOf(address), isDefault: "" }, (v) => checkAddress(v), { restored });
  const titleId = address ? `edit-address-${address.id}` : "new-address";
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{address ? t("account.addresses.formEditTitle") : t("account.addresses.formAddTitle")}</h2>
      <form
        method="post"
        action={localize("/account/addresses")}
        ref={form.formRef}
        className="form"
        noValidate
        onSubmit={form.submit(async (v) => {
          const input = { ...toAddressInput(v), isDefault: v.isDefault === "yes" };
          if (address) {
            const { data } = await update({ variables: { id: address.id, input: { ...input, isDefault: input.isDefault || address.isDefault } } });
            if (data) accepted(data.updateAddress);
          } else {
            const { data } = await create({ variables: { input } });
            if (data) accepted(data.createAddress);
          }
          onDone(true);
        })}
      >
        <FormAlert messages={form.formMessages} />
        <input type="hidden" name="intent" value={address ? "update" : "create"} />
        {address ? <input type="hidden" name="id" value={address.id} /> : null}
        {/* Editing the default address keeps it the default, as the browser's own update does. */}
        {address?.isDefault ? <input type="hidden" name="isDefault" value="yes" /> : null}
        <AddressFields field={form.field} />
        {canBeDefault && !address?.isDefault ? (
          <label className="checkbox">
            <input
              type="checkbox"
              name="isDefault"
              value="yes"
              checked={form.values.isDefault === "yes"}
              onChange={(e) => form.set("isDefault", e.target.checked ? "yes" : "")}
            />{" "}
            {t("account.addresses.makeDefault")}
          </label>
        ) : null}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {form.submitting ? t("account.addresses.saving") : t("account.addresses.save")}
          </button>
          <a className="button" href={localize("/account/addresses")} role="button" onClick={(event) => (event.preventDefault(), onDone(false))}>
            {t("account.addresses.cancel")}
          </a>
        </div>
      </form>
    </section>
  );
}
