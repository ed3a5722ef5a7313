import { describe, expect, it } from "vitest";
import { validateContact as storefrontRule, type ContactValues } from "../../../../client/src/features/pages/contact-rules.js";
import { contactValues, validateContact } from "./contact-rules.js";

// The gateway's copy and the storefront's must agree, or a shopper would see one verdict in the browser and
// another from the server.
const valid: ContactValues = { name: "Aisha", email: "aisha@example.com", phone: "", subject: "Quote", message: "Please send a quote." };
const cases: Partial<ContactValues>[] = [
  {},
  { name: "" },
  { name: "x".repeat(101) },
  { email: "" },
  { email: "not-an-email" },
  { email: `${"a".repeat(250)}@example.com` },
  { phone: "050 123 4567" },
  { phone: "+971 4 123 4567" },
  { phone: "12345" },
  { subject: "" },
  { subject: "Hi" },
  { subject: "x".repeat(121) },
  { message: "" },
  { message: "too short" },
  { message: "x".repeat(2001) },
];

describe("contact rules", () => {
  it.each(cases)("agree with the storefront's for %o", (change) => {
    const values = { ...valid, ...change };
    expect(validateContact(values)).toEqual(storefrontRule(values));
  });

  it("trims every field and reads a missing phone as empty", () => {
    expect(contactValues({ name: "  A ", email: " a@b.co ", phone: null, subject: " Sub ", message: " Hello there " })).toEqual({
      name: "A",
      email: "a@b.co",
      phone: "",
      subject: "Sub",
      message: "Hello there",
    });
  });
});
