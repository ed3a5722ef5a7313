// The contact form's rules, as one pure function run twice: in the browser before sending (instant, field-level
// messages) and in the route's action on the server (the only check that counts: it also covers shoppers without
// JavaScript and anyone posting to the URL directly). Errors are codes; the page translates them.

export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

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

export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 20, subjectMin: 3, subject: 120, messageMin: 10, message: 2000 } as const;

// Deliberately simple: one @, a dot in the domain, no spaces. Real deliverability is proven by our reply.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * A UAE phone number, written the ways people write them: +971 / 00971 / 0, then a mobile (5X and 7 digits) or a
 * landline (area 2, 3, 4, 6, 7 or 9 and 7 digits). Spaces, dashes, dots and brackets are ignored.
 */
export function isUaePhone(raw: string): boolean {
  const digits = raw.replace(/[\s\-.()]/g, "");
  return /^(?:\+971|00971|0)(?:5\d{8}|[234679]\d{7})$/.test(digits);
}

/** Trims every field (and caps what is kept), so the values checked are the values sent or logged. */
export function readContactValues(form: { get(name: string): unknown }): ContactValues {
  const text = (name: ContactField) => {
    const v = form.get(name);
    return typeof v === "string" ? v.trim().slice(0, 5000) : "";
  };
  return { name: text("name"), email: text("email"), phone: text("phone"), subject: text("subject"), message: text("message") };
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
