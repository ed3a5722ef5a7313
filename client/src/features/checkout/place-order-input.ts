import type { PaymentMethod, PlaceOrderInput } from "../../__generated__/graphql";
import { toAddressInput, type AddressValues } from "../../components/forms/address-fields";
import { normalizeUaePhone, PAYMENT_METHODS as SHOP_PAYMENT_METHODS } from "@proav/shop-rules";

export type AddressChoice = { kind: "saved"; id: string } | { kind: "new" };

export interface CheckoutValues extends AddressValues {
  contactEmail: string;
  contactPhone: string;
  paymentMethod: string;
  note: string;
}

/** The ways to pay, in the order checkout offers them (@proav/shop-rules). */
export const PAYMENT_METHODS: readonly PaymentMethod[] = SHOP_PAYMENT_METHODS;

/**
 * The order as placeOrder wants it. No prices: the gateway reads every price from the catalogue. Lines are sent
 * in cart order, so `lines.N` in a field error is the cart's N-th line.
 */
export function placeOrderInput(
  values: CheckoutValues,
  choice: AddressChoice,
  lines: readonly { productId: string; quantity: number }[],
  idempotencyKey: string,
): PlaceOrderInput {
  const note = values.note.trim();
  return {
    lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
    contactEmail: values.contactEmail.trim(),
    contactPhone: normalizeUaePhone(values.contactPhone) ?? values.contactPhone.trim(),
    shippingAddress: choice.kind === "saved" ? { savedAddressId: choice.id } : { address: { ...toAddressInput(values), isDefault: false } },
    paymentMethod: (PAYMENT_METHODS.includes(values.paymentMethod as PaymentMethod) ? values.paymentMethod : "CASH_ON_DELIVERY") as PaymentMethod,
    note: note || null,
    idempotencyKey,
  };
}
