// The body of POST /addresses and PUT /addresses/:id, checked field by field (every problem reported at once).
import { ACCOUNT_LIMITS, EMIRATES as SHARED_EMIRATES, type EmirateCode } from "@proav/shop-rules";
import { asBody } from "../users/auth-input.js";
import { FieldErrors } from "../validation/field-errors.js";
import { normalizeUaePhone } from "../validation/uae-phone.js";

/** shop-rules' emirates as the REST API spells them: `abu_dhabi` for `ABU_DHABI`. */
export const EMIRATES = SHARED_EMIRATES.map((code) => code.toLowerCase() as Lowercase<EmirateCode>);
export type Emirate = Lowercase<EmirateCode>;
export const ADDRESS_TEXT_MAX = ACCOUNT_LIMITS.address;

export interface AddressFields {
  name: string;
  phone: string;
  emirate: Emirate;
  area: string;
  street: string;
  building: string;
}

export interface AddressInput extends AddressFields {
  is_default: boolean;
}

/** Validates an address object into `errors` under `prefix` (e.g. `shipping_address.`); undefined when invalid. */
export function readAddressFields(raw: unknown, errors: FieldErrors, prefix = ""): AddressFields | undefined {
  const body = asBody(raw);
  const name = errors.text(body, "name", ADDRESS_TEXT_MAX, `${prefix}name`);
  const phoneText = errors.text(body, "phone", 30, `${prefix}phone`);
  const phone = phoneText === undefined ? undefined : normalizeUaePhone(phoneText);
  if (phoneText !== undefined && phone === null) errors.add(`${prefix}phone`, "phone must be a UAE phone number");
  const emirate = body.emirate;
  const validEmirate = typeof emirate === "string" && (EMIRATES as readonly string[]).includes(emirate);
  if (!validEmirate) errors.add(`${prefix}emirate`, `emirate must be one of ${EMIRATES.join(", ")}`);
  const area = errors.text(body, "area", ADDRESS_TEXT_MAX, `${prefix}area`);
  const street = errors.text(body, "street", ADDRESS_TEXT_MAX, `${prefix}street`);
  const building = errors.text(body, "building", ADDRESS_TEXT_MAX, `${prefix}building`);
  if (!name || !phone || !validEmirate || !area || !street || !building) return undefined;
  return { name, phone, emirate: emirate as Emirate, area, street, building };
}

export function parseAddressBody(raw: unknown): AddressInput {
  const errors = new FieldErrors();
  const fields = readAddressFields(raw, errors);
  const isDefault = asBody(raw).is_default;
  if (isDefault !== undefined && isDefault !== null && typeof isDefault !== "boolean") {
    errors.add("is_default", "is_default must be a boolean");
  }
  errors.throwIfAny();
  return { ...(fields as AddressFields), is_default: isDefault === true };
}
