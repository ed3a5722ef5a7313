import { COMPANY_LIMITS, normalizeTrn, trnOf } from "@proav/shop-rules";
import type { CompanyInput } from "../../__generated__/resolvers-types.js";
import type { RestCompany, RestEmirate } from "../../backend/rest-types.js";
import type { FieldIssues } from "../../errors/user-input.js";

// A company buyer as `CompanyInput` documents it, checked with @proav/shop-rules' company rules (the backends
// check the same again): every broken rule is one field error under `path` (["input"] for the profile,
// ["input", "buyer", "company"] at checkout), and nothing is sent while any is.

/** The company as the backend stores it (TRN without spaces or dashes, texts trimmed), or undefined with the problems recorded. */
export function companyFields(issues: FieldIssues, path: readonly string[], input: CompanyInput): RestCompany | undefined {
  const before = issues.list.length;
  const legalName = issues.text([...path, "legalName"], input.legalName, "Company legal name", COMPANY_LIMITS.legalName);
  const trnText = input.trn.trim();
  let trn: string | null = null;
  if (trnText === "") issues.add([...path, "trn"], "REQUIRED", "TRN is required.");
  else if ((trn = trnOf(trnText)) === null) {
    const digits = normalizeTrn(trnText);
    const why = /^\d+$/.test(digits) ? `it has ${digits.length}` : "it may only hold digits, spaces and dashes";
    issues.add([...path, "trn"], "INVALID", `A UAE TRN is exactly ${COMPANY_LIMITS.trnDigits} digits (${why}).`);
  }
  const address = [...path, "billingAddress"];
  const text = (key: "area" | "street" | "building", label: string) =>
    issues.text([...address, key], input.billingAddress[key], label, COMPANY_LIMITS.addressText);
  const area = text("area", "Area");
  const street = text("street", "Street");
  const building = text("building", "Building");
  if (issues.list.length > before) return undefined;
  return {
    legal_name: legalName as string,
    trn: trn as string,
    emirate: input.billingAddress.emirate.toLowerCase() as RestEmirate,
    area: area as string,
    street: street as string,
    building: building as string,
  };
}
