import { describe, expect, it } from "vitest";
import { contactValues, validateContact } from "@proav/shop-rules";
import { FieldIssues } from "../../errors/user-input.js";
import { addContactIssues } from "./contact-rules.js";

const issuesFor = (input: Parameters<typeof contactValues>[0]) => {
  const values = contactValues(input);
  const issues = new FieldIssues();
  addContactIssues(issues, values, validateContact(values));
  return issues.list.map((i) => `${i.path.join(".")}:${i.code}`);
};

describe("contact field errors", () => {
  it("reports every broken rule under input, a short subject or message as TOO_SHORT", () => {
    expect(issuesFor({ name: "", email: "not-an-email", phone: "12345", subject: "Hi", message: "x".repeat(2001) })).toEqual([
      "input.name:REQUIRED",
      "input.email:INVALID",
      "input.phone:INVALID",
      "input.subject:TOO_SHORT",
      "input.message:TOO_LONG",
    ]);
  });

  it("finds nothing wrong with a complete message", () => {
    expect(issuesFor({ name: "Aisha", email: "aisha@example.com", phone: null, subject: "Quote", message: "Please send a quote." })).toEqual([]);
  });
});
