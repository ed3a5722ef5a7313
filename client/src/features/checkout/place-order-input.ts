import type { OrderCompanyInput, PaymentMethod, PlaceOrderInput } from "../../__generated__/graphql";
import { toAddressInput, type AddressValues } from "../../components/forms/address-fields";
import { COMPANY_KEYS, toCompanyInput, type CompanyKey, type CompanyValues } from "../../components/forms/company-fields";
import { normalizeUaePhone, PAYMENT_METHODS as SHOP_PAYMENT_METHODS, poNumberOf } from "@proav/shop-rules";

export type AddressChoice = { kind: "saved"; id: string } | { kind: "new" };

/** The company fields as the checkout names them (beside the delivery address's own emirate, area, ...). */
export const COMPANY_FIELD = {
  legalName: "companyLegalName",
  trn: "companyTrn",
  emirate: "companyEmirate",
  area: "companyArea",
  street: "companyStreet",
  building: "companyBuilding",
} as const satisfies Record<CompanyKey, string>;

export type CheckoutCompanyKey = (typeof COMPANY_FIELD)[CompanyKey];

/**
 * "Buying for a company": `forCompany` is "1" when ticked; `companyChoice` is "saved" (the signed-in shopper's
 * company profile) or "new" (typed here); `saveCompany` "1" saves a typed company as the profile.
 */
export interface CheckoutCompanyValues extends Record<CheckoutCompanyKey, string> {
  forCompany: string;
  companyChoice: string;
  saveCompany: string;
  poNumber: string;
}

export interface CheckoutValues extends AddressValues, CheckoutCompanyValues {
  contactEmail: string;
  contactPhone: string;
  paymentMethod: string;
  note: string;
}

export const NO_COMPANY: CheckoutCompanyValues = {
  forCompany: "",
  companyChoice: "new",
  saveCompany: "",
  poNumber: "",
  companyLegalName: "",
  companyTrn: "",
  companyEmirate: "",
  companyArea: "",
  companyStreet: "",
  companyBuilding: "",
};

/** The ways to pay, in the order checkout offers them (@proav/shop-rules). */
export const PAYMENT_METHODS: readonly PaymentMethod[] = SHOP_PAYMENT_METHODS;

/** The company typed at checkout, under CompanyInput's names. */
export function checkoutCompany(v: CheckoutCompanyValues): CompanyValues {
  return Object.fromEntries(COMPANY_KEYS.map((k) => [k, v[COMPANY_FIELD[k]]])) as CompanyValues;
}

/** Whether the shopper is buying for a company, and with which one (a guest always types it). */
export function companyMode(v: CheckoutCompanyValues, signedIn: boolean): "none" | "saved" | "new" {
  if (v.forCompany !== "1") return "none";
  return signedIn && v.companyChoice === "saved" ? "saved" : "new";
}

/** placeOrder's `buyer`: null for a consumer order. */
export function buyerInput(v: CheckoutCompanyValues, signedIn: boolean): OrderCompanyInput | null {
  const mode = companyMode(v, signedIn);
  if (mode === "none") return null;
  const purchaseOrderNumber = poNumberOf(v.poNumber);
  if (mode === "saved") return { useSavedProfile: true, purchaseOrderNumber };
  return { company: toCompanyInput(checkoutCompany(v)), saveToProfile: signedIn && v.saveCompany === "1", purchaseOrderNumber };
}

/**
 * The order as placeOrder wants it. No prices: the gateway reads every price from the catalogue. Lines are sent
 * in cart order, so `lines.N` in a field error is the cart's N-th line.
 */
export function placeOrderInput(
  values: CheckoutValues,
  choice: AddressChoice,
  lines: readonly { productId: string; quantity: number }[],
  idempotencyKey: string,
  signedIn = false,
): PlaceOrderInput {
  const note = values.note.trim();
  const buyer = buyerInput(values, signedIn);
  return {
    lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
    contactEmail: values.contactEmail.trim(),
    contactPhone: normalizeUaePhone(values.contactPhone) ?? values.contactPhone.trim(),
    shippingAddress: choice.kind === "saved" ? { savedAddressId: choice.id } : { address: { ...toAddressInput(values), isDefault: false } },
    paymentMethod: (PAYMENT_METHODS.includes(values.paymentMethod as PaymentMethod) ? values.paymentMethod : "CASH_ON_DELIVERY") as PaymentMethod,
    note: note || null,
    idempotencyKey,
    ...(buyer ? { buyer } : {}),
  };
}
