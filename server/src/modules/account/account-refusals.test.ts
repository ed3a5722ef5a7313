import { describe, expect, it } from "vitest";
import { userInputError } from "../../errors/user-input.js";
import { addressInvalid, companyInvalid, signInRefused } from "./account-refusals.js";

describe("signInRefused", () => {
  it.each([
    ["INVALID_CREDENTIALS", "INVALID_CREDENTIALS"],
    ["ACCOUNT_BLOCKED", "ACCOUNT_BLOCKED"],
    ["REQUIRED", "INVALID_INPUT"],
  ] as const)("turns a %s field problem into code %s", (fieldCode, code) => {
    const refusal = signInRefused(userInputError([{ path: [], code: fieldCode, message: "No." }]));
    expect(refusal).toEqual({ __typename: "SignInRefused", code, message: "No.", fields: [{ path: [], code: fieldCode, message: "No." }] });
  });
});

describe("addressInvalid", () => {
  it("keeps every field to correct", () => {
    const fields = [{ path: ["input", "phone"], code: "INVALID" as const, message: "Not a UAE number." }];
    expect(addressInvalid(userInputError(fields))).toEqual({ __typename: "AddressInvalid", message: "Not a UAE number.", fields });
  });
});

describe("companyInvalid", () => {
  it("names the profile's fields under input, also when the backend named them as an order's company", () => {
    const fields = [
      { path: ["input", "trn"], code: "INVALID" as const, message: "15 digits." },
      { path: ["input", "buyer", "company", "billingAddress", "area"], code: "INVALID" as const, message: "Required." },
    ];
    expect(companyInvalid(userInputError(fields)).fields.map((f) => f.path.join("."))).toEqual(["input.trn", "input.billingAddress.area"]);
  });
});
