import { describe, expect, it } from "vitest";
import { loggableUrl } from "./loggable-url.js";

describe("loggableUrl", () => {
  it("masks the values of password-like query names wherever they appear", () => {
    expect(loggableUrl("/account/login?identifier=a%40b.ae&password=hunter2&tab=signin")).toBe(
      "/account/login?identifier=[redacted]&password=[redacted]&tab=signin",
    );
    expect(loggableUrl("/account/reset-password?code=abc123&passwordConfirmation=x&currentPassword=y&token=t&jwt=j")).toBe(
      "/account/reset-password?code=[redacted]&passwordConfirmation=[redacted]&currentPassword=[redacted]&token=[redacted]&jwt=[redacted]",
    );
    expect(loggableUrl("/x?PASSWORD=1&pass%77ord=2")).toBe("/x?PASSWORD=[redacted]&pass%77ord=[redacted]");
  });

  it("keeps other query values and plain paths", () => {
    expect(loggableUrl("/search?q=hdmi+cable&page=2")).toBe("/search?q=hdmi+cable&page=2");
    expect(loggableUrl("/shop")).toBe("/shop");
  });

  it("drops a GET /graphql query string whole", () => {
    expect(loggableUrl("/graphql?query=mutation{login(password:%22x%22)}")).toBe("/graphql?[redacted]");
  });
});
