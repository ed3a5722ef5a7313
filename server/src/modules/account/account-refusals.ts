import type { AddressInvalid, CompanyInvalid, SignInRefused, SignInRefusedCode } from "../../__generated__/resolvers-types.js";
import type { UserInputError } from "../../errors/user-input.js";

// The account's expected refusals as the schema's typed results. `__typename` tells them from the success value
// (a backend shape without one) in the result unions' resolveType.

export function signInRefused(error: UserInputError): SignInRefused & { __typename: "SignInRefused" } {
  const codes = new Set(error.fields.map((f) => f.code));
  const code: SignInRefusedCode = codes.has("ACCOUNT_BLOCKED") ? "ACCOUNT_BLOCKED" : codes.has("INVALID_CREDENTIALS") ? "INVALID_CREDENTIALS" : "INVALID_INPUT";
  return { __typename: "SignInRefused", code, message: error.message, fields: error.fields };
}

export function addressInvalid(error: UserInputError): AddressInvalid & { __typename: "AddressInvalid" } {
  return { __typename: "AddressInvalid", message: error.message, fields: error.fields };
}

/** The backend names a profile's fields as an order's company (`company.trn` -> input.buyer.company.trn): the profile's are under `input`. */
export function companyInvalid(error: UserInputError): CompanyInvalid & { __typename: "CompanyInvalid" } {
  const fields = error.fields.map((f) => (f.path.slice(0, 3).join(".") === "input.buyer.company" ? { ...f, path: ["input", ...f.path.slice(3)] } : f));
  return { __typename: "CompanyInvalid", message: error.message, fields };
}
