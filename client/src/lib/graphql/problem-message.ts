import type { FieldProblem } from "./field-errors";

/**
 * The gateway's problems that the shop words itself, by field key and code (`""` is the whole form), so the
 * shopper never reads a backend's phrasing ("Identifier or password invalid.") and a translation covers them.
 * Anything else keeps the gateway's message, which names the rule it checked.
 */
const KEYS: Record<string, string> = {
  ":INVALID_CREDENTIALS": "account.errors.invalidCredentials",
  "currentPassword:WRONG_PASSWORD": "account.errors.wrongPassword",
  "currentPassword:REQUIRED": "account.errors.currentPasswordForEmail",
  "email:TAKEN": "account.errors.emailUnavailable",
  "username:TAKEN": "account.errors.usernameTaken",
  ...companyKeys(""),
  ...companyKeys("buyer.company."),
  "buyer.purchaseOrderNumber:TOO_LONG": "account.validation.poNumber",
  // The saved company profile was removed (another tab, another device) while this checkout offered it.
  "buyer.company:NOT_FOUND": "checkout.company.savedGone",
};

/**
 * A company's fields (saveCompanyProfile reports them at the top, placeOrder under `buyer.company`), worded by the
 * shop in both languages: the TRN's own rule, and required or too long for the rest.
 */
function companyKeys(prefix: string): Record<string, string> {
  const keys: Record<string, string> = { [`${prefix}trn:INVALID`]: "account.validation.trn", [`${prefix}trn:REQUIRED`]: "account.validation.required" };
  for (const field of ["legalName", "billingAddress.emirate", "billingAddress.area", "billingAddress.street", "billingAddress.building"]) {
    keys[`${prefix}${field}:REQUIRED`] = "account.validation.required";
    keys[`${prefix}${field}:TOO_LONG`] = "account.validation.tooLong";
  }
  keys[`${prefix}billingAddress.emirate:INVALID`] = "account.validation.required";
  return keys;
}

export function problemMessageKey(fieldKey: string, problem: FieldProblem): string | undefined {
  return KEYS[`${fieldKey}:${problem.code}`];
}
