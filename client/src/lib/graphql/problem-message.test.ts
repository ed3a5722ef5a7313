import { describe, expect, it } from "vitest";
import { problemMessageKey } from "./problem-message";
import { account } from "../i18n/locales/en/account";

describe("problemMessageKey", () => {
  it("words the gateway's sign-in and account problems in the shop's language", () => {
    const key = problemMessageKey("", { code: "INVALID_CREDENTIALS", message: "Identifier or password invalid." });
    expect(key).toBe("account.errors.invalidCredentials");
    expect(account.errors.invalidCredentials).not.toMatch(/identifier/i);
    expect(problemMessageKey("currentPassword", { code: "WRONG_PASSWORD", message: "x" })).toBe("account.errors.wrongPassword");
    expect(problemMessageKey("email", { code: "TAKEN", message: "x" })).toBe("account.errors.emailUnavailable");
    expect(account.errors.emailUnavailable).not.toMatch(/already|taken|exists/i);
  });

  it("words a company's TRN and PO number in the shop's language, on the profile and at checkout", () => {
    expect(problemMessageKey("trn", { code: "INVALID", message: "x" })).toBe("account.validation.trn");
    expect(problemMessageKey("buyer.company.trn", { code: "INVALID", message: "x" })).toBe("account.validation.trn");
    expect(problemMessageKey("buyer.company.billingAddress.area", { code: "TOO_LONG", message: "x" })).toBe("account.validation.tooLong");
    expect(problemMessageKey("buyer.purchaseOrderNumber", { code: "TOO_LONG", message: "x" })).toBe("account.validation.poNumber");
  });

  it("keeps the gateway's message for anything else", () => {
    expect(problemMessageKey("phone", { code: "INVALID", message: "x" })).toBeUndefined();
  });
});
