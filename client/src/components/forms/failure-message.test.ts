import { describe, expect, it } from "vitest";
import { failureMessage } from "./use-form";
import { account } from "../../lib/i18n/locales/en/account";

describe("failureMessage", () => {
  it("says a reset e-mail was not sent (EMAIL_NOT_SENT), not that something went wrong", () => {
    const t = ((key: string) => key) as unknown as Parameters<typeof failureMessage>[0];
    expect(failureMessage(t, "EMAIL_NOT_SENT")).toBe("account.errors.emailNotSent");
    expect(account.errors.emailNotSent).toMatch(/could not send the reset e-mail/);
  });
});
