import { isPoNumber, COMPANY_LIMITS, poNumberOf } from "@proav/shop-rules";
import type { PlaceOrderInput } from "../../__generated__/resolvers-types.js";
import type { RestCompany } from "../../backend/rest-types.js";
import type { FieldIssues } from "../../errors/user-input.js";
import { companyFields } from "../account/index.js";

// placeOrder's `buyer` (OrderCompanyInput): the company a tax invoice names and the buyer's PO number. Pure: the
// caller loads a saved profile when `useSavedProfile` asks for it. Paths lead from `input`:
// ["input", "buyer", "company", "trn"], ["input", "buyer", "purchaseOrderNumber"].

const PATH = ["input", "buyer"];

/** What the buyer asked for: a company entered here or the saved profile, the PO number, and whether to save it. */
export type BuyerChoice = {
  company: { entered: RestCompany } | "saved";
  poNumber: string | null;
  /** Save the entered company as the signed-in shopper's profile once the order is placed. */
  saveToProfile: boolean;
} | null;

export function checkBuyer(issues: FieldIssues, input: PlaceOrderInput, signedIn: boolean): BuyerChoice | undefined {
  const buyer = input.buyer;
  if (!buyer) return null;
  const before = issues.list.length;
  const useSaved = buyer.useSavedProfile === true;
  const saveToProfile = buyer.saveToProfile === true;
  let company: { entered: RestCompany } | "saved" | undefined;
  if (useSaved && buyer.company) issues.add(PATH, "INVALID", "Use the saved company profile or enter a company (not both).");
  else if (useSaved) {
    if (signedIn) company = "saved";
    else issues.add([...PATH, "useSavedProfile"], "INVALID", "Sign in to use a saved company profile, or enter the company.");
  } else if (buyer.company) {
    const entered = companyFields(issues, [...PATH, "company"], buyer.company);
    if (entered) company = { entered };
  } else issues.add([...PATH, "company"], "REQUIRED", "Enter the company, or use the saved company profile.");
  if (saveToProfile && !signedIn) issues.add([...PATH, "saveToProfile"], "INVALID", "Sign in to save the company to your account.");
  const po = buyer.purchaseOrderNumber ?? "";
  if (poNumberOf(po) !== null && !isPoNumber(po)) {
    issues.add([...PATH, "purchaseOrderNumber"], "TOO_LONG", `The PO number must be at most ${COMPANY_LIMITS.poNumber} characters.`);
  }
  if (issues.list.length > before || company === undefined) return undefined;
  return { company, poNumber: poNumberOf(po), saveToProfile: saveToProfile && company !== "saved" };
}
