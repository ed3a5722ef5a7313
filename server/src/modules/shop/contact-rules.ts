import type { FieldErrorCode } from "../../__generated__/resolvers-types.js";
import type { FieldIssues } from "../../errors/user-input.js";

// The contact form's rules, the same as the storefront's (client/src/features/pages/contact-rules.ts, which runs
// them in the browser for instant messages); contact-rules.test.ts proves the two agree. This copy is the check
// that counts: it also covers clients without JavaScript and anyone calling the API directly.

export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrorCode =
  | "nameRequired"
  | "nameLength"
  | "emailRequired"
  | "emailInvalid"
  | "phoneInvalid"
  | "subjectRequired"
  | "subjectLength"
  | "messageRequired"
  | "messageLength";
export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 20, subjectMin: 3, subject: 120, messageMin: 10, message: 2000 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isUaePhone(raw: string): boolean {
  const digits = raw.replace(/[\s\-.()]/g, "");
  return /^(?:\+971|00971|0)(?:5\d{8}|[234679]\d{7})$/.test(digits);
}

/** Trimmed values, capped like the storefront's form reader, so what is checked is what is sent. */
export function contactValues(input: { name: string; email: string; phone?: string | null; subject: string; message: string }): ContactValues {
  const text = (v: string | null | undefined) => (v ?? "").trim().slice(0, 5000);
  return { name: text(input.name), email: text(input.email), phone: text(input.phone), subject: text(input.subject), message: text(input.message) };
}

export function validateContact(v: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!v.name) errors.name = "nameRequired";
  else if (v.name.length > CONTACT_LIMITS.name) errors.name = "nameLength";
  if (!v.email) errors.email = "emailRequired";
  else if (v.email.length > CONTACT_LIMITS.email || !EMAIL.test(v.email)) errors.email = "emailInvalid";
  if (v.phone && (v.phone.length > CONTACT_LIMITS.phone || !isUaePhone(v.phone))) errors.phone = "phoneInvalid";
  if (!v.subject) errors.subject = "subjectRequired";
  else if (v.subject.length < CONTACT_LIMITS.subjectMin || v.subject.length > CONTACT_LIMITS.subject) errors.subject = "subjectLength";
  if (!v.message) errors.message = "messageRequired";
  else if (v.message.length < CONTACT_LIMITS.messageMin || v.message.length > CONTACT_LIMITS.message) errors.message = "messageLength";
  return errors;
}

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
