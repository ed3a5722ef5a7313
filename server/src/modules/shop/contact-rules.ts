import { CONTACT_FIELDS, CONTACT_LIMITS, type ContactErrorCode, type ContactErrors, type ContactValues } from "@proav/shop-rules";
import type { FieldErrorCode } from "../../errors/field-error-code.js";
import type { FieldIssues } from "../../errors/user-input.js";

// The contact form's rules live in @proav/shop-rules (the storefront runs them too, for instant messages); the
// gateway's run is the check that counts. Here: how the API words each finding as a field error.

const MESSAGES: Record<ContactErrorCode, [FieldErrorCode, string]> = {
  nameRequired: ["REQUIRED", "Please enter your name."],
  nameLength: ["TOO_LONG", `Your name can be at most ${CONTACT_LIMITS.name} characters.`],
  emailRequired: ["REQUIRED", "Please enter your e-mail address."],
  emailInvalid: ["INVALID", "Please enter a valid e-mail address, like name@example.com."],
  phoneInvalid: ["INVALID", "Please enter a UAE phone number, like 050 123 4567 or +971 4 123 4567."],
  subjectRequired: ["REQUIRED", "Please enter a subject."],
  subjectLength: ["TOO_LONG", `The subject must be ${CONTACT_LIMITS.subjectMin} to ${CONTACT_LIMITS.subject} characters.`],
  messageRequired: ["REQUIRED", "Please enter your message."],
  messageLength: ["TOO_LONG", `The message must be ${CONTACT_LIMITS.messageMin} to ${CONTACT_LIMITS.message} characters.`],
};

/** The rules' findings as field errors under `input`; a length below the minimum is TOO_SHORT. */
export function addContactIssues(issues: FieldIssues, values: ContactValues, errors: ContactErrors): void {
  for (const field of CONTACT_FIELDS) {
    const error = errors[field];
    if (!error) continue;
    const [code, message] = MESSAGES[error];
    const short = code === "TOO_LONG" && (field === "subject" || field === "message") && values[field].length < CONTACT_LIMITS[`${field}Min`];
    issues.add(["input", field], short ? "TOO_SHORT" : code, message);
  }
}
