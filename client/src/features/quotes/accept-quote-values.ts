import type { AcceptQuoteInput } from "../../__generated__/graphql";
import { checkAddress, EMPTY_ADDRESS, toAddressInput, type AddressValues } from "../../components/forms/address-fields";
import { poNumberOf } from "@proav/shop-rules";
import { check, poNumber, type Problem } from "../../lib/validation/rules";

// The acceptance form's values and rules, for the browser's submit and the quote pages' actions alike.

/** Where to deliver: a saved address by id (the checkout's picker posts it as `shippingAddress`) or the one typed. */
export type DeliveryChoice = { kind: "saved"; id: string } | { kind: "new" };

export interface AcceptQuoteValues extends AddressValues {
  poNumber: string;
}

export type AcceptQuoteKey = keyof AcceptQuoteValues;

export const EMPTY_ACCEPT: AcceptQuoteValues = { ...EMPTY_ADDRESS, poNumber: "" };

const KEYS = Object.keys(EMPTY_ACCEPT) as AcceptQuoteKey[];

/** The delivery address when one is typed (checkout's rules) and the optional PO number. */
export function validateAccept(v: AcceptQuoteValues, typingAddress: boolean): Partial<Record<AcceptQuoteKey, Problem>> {
  return { ...(typingAddress ? checkAddress(v) : {}), ...check<"poNumber">({ poNumber: () => poNumber(v.poNumber) }) };
}

/** The values as posted (a missing field is empty). */
export function readAcceptValues(form: Pick<FormData, "get">): AcceptQuoteValues {
  const out = { ...EMPTY_ACCEPT };
  for (const key of KEYS) {
    const value = form.get(key);
    if (typeof value === "string") out[key] = value;
  }
  return out;
}

/** acceptQuote's input: a saved address by id or the one typed, the PO number or null, the attempt's key. */
export function acceptQuoteInput(number: string, email: string | null, v: AcceptQuoteValues, choice: DeliveryChoice, idempotencyKey: string): AcceptQuoteInput {
  return {
    number,
    ...(email !== null ? { contactEmail: email } : {}),
    shippingAddress: choice.kind === "saved" ? { savedAddressId: choice.id } : { address: { ...toAddressInput(v), isDefault: false } },
    purchaseOrderNumber: poNumberOf(v.poNumber),
    idempotencyKey,
  };
}

/** Where acceptQuote reports each field of this form. */
export function acceptServerKey(name: AcceptQuoteKey): string[] {
  return name === "poNumber" ? ["purchaseOrderNumber"] : [`shippingAddress.address.${name}`, name];
}
