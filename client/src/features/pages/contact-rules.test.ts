import { describe, expect, it } from "vitest";
import { isUaePhone, readContactValues, validateContact, type ContactValues } from "./contact-rules";

const valid: ContactValues = { name: "Aisha Rahman", email: "aisha@example.ae", phone: "", subject: "Quote for 4 workstations", message: "Please send a quotation for four HP Z4 towers." };

describe("contact form rules", () => {
  it("accepts a complete message, with or without a phone number", () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, phone: "050 123 4567" })).toEqual({});
  });

  it("names every missing required field", () => {
    expect(validateContact({ name: "", email: "", phone: "", subject: "", message: "" })).toEqual({
      name: "nameRequired",
      email: "emailRequired",
      subject: "subjectRequired",
      message: "messageRequired",
    });
  });

  it("checks formats and lengths", () => {
    expect(validateContact({ ...valid, email: "aisha@" }).email).toBe("emailInvalid");
    expect(validateContact({ ...valid, email: "a b@example.com" }).email).toBe("emailInvalid");
    expect(validateContact({ ...valid, name: "x".repeat(101) }).name).toBe("nameLength");
    expect(validateContact({ ...valid, subject: "Hi" }).subject).toBe("subjectLength");
    expect(validateContact({ ...valid, message: "Too short" }).message).toBe("messageLength");
    expect(validateContact({ ...valid, message: "x".repeat(2001) }).message).toBe("messageLength");
    expect(validateContact({ ...valid, phone: "12345" }).phone).toBe("phoneInvalid");
  });

  it("knows UAE phone numbers", () => {
    for (const ok of ["050 123 4567", "+971 50 123 4567", "00971501234567", "04 123 4567", "+971-4-123-4567", "(02) 123 4567", "0551234567"]) {
      expect(isUaePhone(ok), ok).toBe(true);
    }
    for (const bad of ["123", "+44 20 7946 0958", "050 123 456", "+971 50 123 45678", "08 123 4567", "0501234567x", "+971 1 123 4567"]) {
      expect(isUaePhone(bad), bad).toBe(false);
    }
  });

  it("trims what it reads and ignores non-text values", () => {
    const form = new Map<string, unknown>([["name", "  Omar  "], ["email", 42], ["message", " hello there friend "]]);
    expect(readContactValues(form)).toEqual({ name: "Omar", email: "", phone: "", subject: "", message: "hello there friend" });
  });
});
