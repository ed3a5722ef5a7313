import { checkAddress, EMPTY_ADDRESS, type AddressKey } from "../../components/forms/address-fields";
import { checkCompany, COMPANY_KEYS } from "../../components/forms/company-fields";
import { ORDER_LIMITS } from "@proav/shop-rules";
import { check, email, optionalText, phone, poNumber, type Problem } from "../../lib/validation/rules";
import type { CheckoutAccountQuery } from "../../__generated__/graphql";
import { checkoutCompany, COMPANY_FIELD, companyMode, NO_COMPANY, type AddressChoice, type CheckoutValues } from "./place-order-input";

// The checkout form's values and rules, for the browser's submit and the checkout page's action alike.

export const EMPTY_CHECKOUT: CheckoutValues = {
  contactEmail: "",
  contactPhone: "",
  paymentMethod: "CASH_ON_DELIVERY",
  note: "",
  ...EMPTY_ADDRESS,
  ...NO_COMPANY,
};

type Problems = Partial<Record<keyof CheckoutValues, Problem>>;

/** "Buying for a company": a typed company's fields (CompanyInput's rules) and the PO number. */
function checkBuyer(v: CheckoutValues, mayUseSaved: boolean): Problems {
  const mode = companyMode(v, mayUseSaved);
  if (mode === "none") return {};
  const problems: Problems = check({ poNumber: () => poNumber(v.poNumber) });
  if (mode === "new") {
    const company = checkCompany(checkoutCompany(v));
    for (const key of COMPANY_KEYS) if (company[key]) problems[COMPANY_FIELD[key]] = company[key];
  }
  return problems;
}

/**
 * The checkout's rules. `mayUseSaved`: the shopper is signed in (the action: the session cookie) and, as far as
 * the page knows, has a company profile to pick; otherwise a ticked company is one typed here.
 */
export function validateCheckout(v: CheckoutValues, typingAddress: boolean, mayUseSaved = false): Problems {
  return {
    ...check<"contactEmail" | "contactPhone" | "paymentMethod" | "note">({
      contactEmail: () => email(v.contactEmail),
      contactPhone: () => phone(v.contactPhone),
      paymentMethod: () => (v.paymentMethod ? null : "required"),
      note: () => optionalText(v.note, ORDER_LIMITS.note),
    }),
    ...(typingAddress ? checkAddress(v) : {}),
    ...checkBuyer(v, mayUseSaved),
  } as Problems;
}

/** The values as posted (a missing field is empty: an unticked box). */
export function readCheckoutValues(form: Pick<FormData, "get">): CheckoutValues {
  const out = { ...EMPTY_CHECKOUT };
  for (const key of Object.keys(out) as (keyof CheckoutValues)[]) {
    const value = form.get(key);
    if (typeof value === "string") out[key] = value;
  }
  return out;
}

/** The posted delivery choice: a saved address's id, or a new address typed in the form. */
export function readAddressChoice(form: Pick<FormData, "get">): AddressChoice {
  const raw = form.get("shippingAddress");
  return typeof raw === "string" && /^\d{1,12}$/.test(raw) ? { kind: "saved", id: raw } : { kind: "new" };
}

/**
 * What a signed-in shopper's checkout starts with: their e-mail, phone, name and default address, and their
 * company profile offered (not ticked: most orders are not for a company).
 */
export function prefilled(account: CheckoutAccountQuery | null): { values: CheckoutValues; choice: AddressChoice } {
  const me = account?.me;
  if (!me) return { values: EMPTY_CHECKOUT, choice: { kind: "new" } };
  const preferred = account.myAddresses.find((a) => a.isDefault) ?? account.myAddresses[0];
  const name = `${me.firstName ?? ""} ${me.lastName ?? ""}`.trim();
  return {
    values: { ...EMPTY_CHECKOUT, contactEmail: me.email, contactPhone: me.phone ?? "", name, companyChoice: me.company ? "saved" : "new" },
    choice: preferred ? { kind: "saved", id: preferred.id } : { kind: "new" },
  };
}

export const ADDRESS_KEYS: readonly AddressKey[] = ["name", "phone", "emirate", "area", "street", "building"];
