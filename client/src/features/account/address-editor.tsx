import { Form, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import type { AddressEditor_AddressFragment } from "../../__generated__/graphql";
import { graphql } from "../../__generated__/gql";
import { FormAlert } from "../../components/forms/fields";
import { useForm, type RestoredForm } from "../../components/forms/use-form";
import { InPageAnswer } from "../../components/forms/in-page-answer";
import { useLocalizedPath } from "../../lib/i18n/use-locale";
import { AddressFields, checkAddress, EMPTY_ADDRESS, type AddressValues } from "../../components/forms/address-fields";

export const AddressEditorFragment = graphql(`
  fragment AddressEditor_address on Address { id name phone emirate area street building isDefault }
`);

type Address = AddressEditor_AddressFragment;

function valuesOf(a: Address | null): AddressValues {
  return a ? { name: a.name, phone: a.phone, emirate: a.emirate, area: a.area, street: a.street, building: a.building } : EMPTY_ADDRESS;
}

/**
 * Adds an address (`address` null) or edits one: posts to the address book's action with or without JavaScript
 * (the book closes the editor when the action's 303 brings its notice, with the list refetched, so order and
 * default flags are the gateway's).
 */
export function AddressEditor({
  address,
  canBeDefault,
  onCancel,
  restored = null,
}: {
  address: Address | null;
  canBeDefault: boolean;
  onCancel: () => void;
  /** The route action's answer when this form came back with problems. */
  restored?: RestoredForm | null;
}) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigation = useNavigation();
  const intent = address ? "update" : "create";
  const posting = navigation.state !== "idle" && navigation.formData?.get("intent") === intent && navigation.formData.get("id") === (address?.id ?? null);
  const form = useForm({ ...valuesOf(address), isDefault: "" }, (v) => checkAddress(v), { restored, pending: posting });
  const titleId = address ? `edit-address-${address.id}` : "new-address";
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{address ? t("account.addresses.formEditTitle") : t("account.addresses.formAddTitle")}</h2>
      <Form method="post" action="/account/addresses" ref={form.formRef} className="form" noValidate onSubmit={form.check}>
        <FormAlert messages={form.formMessages} />
        <input type="hidden" name="intent" value={intent} />
        <InPageAnswer />
        {address ? <input type="hidden" name="id" value={address.id} /> : null}
        {/* Editing the default address keeps it the default. */}
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
          <a className="button" href={localize("/account/addresses")} role="button" onClick={(event) => (event.preventDefault(), onCancel())}>
            {t("account.addresses.cancel")}
          </a>
        </div>
      </Form>
    </section>
  );
}
