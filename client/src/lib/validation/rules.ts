import { ACCOUNT_LIMITS, COMPANY_LIMITS, isEmailAddress, isTrn, normalizeUaePhone } from "@proav/shop-rules";

/**
 * Client-side checks for account, address and checkout forms, on the limits, e-mail and phone rules the gateway enforces
 * (@proav/shop-rules), so most mistakes are caught before a request.
 * The gateway stays the authority: its field errors are shown the same way. Each check returns a problem
 * code (mapped to a translated message by the form) or null.
 */
export type Problem =
  "required" | "email" | "phone" | "tooLong" | "passwordShort" | "passwordWeak" | "passwordLong" | "mismatch" | "username" | "trn" | "poNumber";

export function required(value: string): Problem | null {
  return value.trim() ? null : "required";
}

export function text(value: string, max: number): Problem | null {
  return required(value) ?? (value.trim().length > max ? "tooLong" : null);
}

export function optionalText(value: string, max: number): Problem | null {
  return value.trim().length > max ? "tooLong" : null;
}

export function email(value: string): Problem | null {
  const v = value.trim();
  if (!v) return "required";
  if (v.length > ACCOUNT_LIMITS.email) return "tooLong";
  return isEmailAddress(v) ? null : "email";
}

/** A sign-in identifier: an e-mail address or a username. */
export function identifier(value: string): Problem | null {
  return text(value, ACCOUNT_LIMITS.email);
}

/** bcrypt reads at most 72 bytes, so the limit counts UTF-8 bytes, not characters. */
export function newPassword(value: string): Problem | null {
  if (!value) return "required";
  if (value.length < ACCOUNT_LIMITS.passwordMin) return "passwordShort";
  if (new TextEncoder().encode(value).length > ACCOUNT_LIMITS.passwordMaxBytes) return "passwordLong";
  return /\p{L}/u.test(value) && /\d/.test(value) ? null : "passwordWeak";
}

export function sameAs(value: string, other: string): Problem | null {
  return value === other ? null : "mismatch";
}

export function phone(value: string): Problem | null {
  if (!value.trim()) return "required";
  return normalizeUaePhone(value) ? null : "phone";
}

export function optionalPhone(value: string): Problem | null {
  return value.trim() ? phone(value) : null;
}

/** Runs checks over a form's values; the result has an entry only for fields with a problem. */
export function check<K extends string>(rules: Record<K, () => Problem | null>): Partial<Record<K, Problem>> {
  const problems: Partial<Record<K, Problem>> = {};
  for (const key of Object.keys(rules) as K[]) {
    const problem = rules[key]();
    if (problem) problems[key] = problem;
  }
  return problems;
}

/** A UAE tax registration number: 15 digits, spaces and dashes ignored (@proav/shop-rules). */
export function companyTrn(value: string): Problem | null {
  return required(value) ?? (isTrn(value.trim()) ? null : "trn");
}

/** The buyer's optional purchase-order number: at most COMPANY_LIMITS.poNumber characters, never cut. */
export function poNumber(value: string): Problem | null {
  return value.trim().length > COMPANY_LIMITS.poNumber ? "poNumber" : null;
}
