import { CONTACT_LIMITS } from "./field-limits.js";
import { normalizeUaePhone } from "./uae-phone.js";
import { isEmailAddress } from "./email-address.js";

// The contact form's rules: run in the browser before sending (instant, field-level messages) and by the gateway
// (the check that counts: it covers shoppers without JavaScript and any other client). Errors are codes; each
// side words them.

export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrorCode =
  "nameRequired" | "nameLength" | "emailRequired" | "emailInvalid" | "phoneInvalid" | "subjectRequired" | "subjectLength" | "messageRequired" | "messageLength";
export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

/** Trimmed text values (anything but text reads as empty, lengths capped), so what is checked is what is sent. */
export function contactValues(input: Partial<Record<ContactField, unknown>>): ContactValues {
  const text = (v: unknown) => (typeof v === "string" ? v.trim().slice(0, 5000) : "");
  return { name: text(input.name), email: text(input.email), phone: text(input.phone), subject: text(input.subject), message: text(input.message) };
}

/** The values of a posted form (FormData, URLSearchParams), read as `contactValues` reads them. */
export function readContactValues(form: { get(name: string): unknown }): ContactValues {
  return contactValues(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, form.get(field)])));
}

export function validateContact(v: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!v.name) errors.name = "nameRequired";
  else if (v.name.length > CONTACT_LIMITS.name) errors.name = "nameLength";
  if (!v.email) errors.email = "emailRequired";
  else if (v.email.length > CONTACT_LIMITS.email || !isEmailAddress(v.email)) errors.email = "emailInvalid";
  if (v.phone && (v.phone.length > CONTACT_LIMITS.phone || normalizeUaePhone(v.phone) === null)) errors.phone = "phoneInvalid";
  if (!v.subject) errors.subject = "subjectRequired";
  else if (v.subject.length < CONTACT_LIMITS.subjectMin || v.subject.length > CONTACT_LIMITS.subject) errors.subject = "subjectLength";
  if (!v.message) errors.message = "messageRequired";
  else if (v.message.length < CONTACT_LIMITS.messageMin || v.message.length > CONTACT_LIMITS.message) errors.message = "messageLength";
  return errors;
}
