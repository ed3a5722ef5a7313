import type { FormProblems } from "../../lib/graphql/field-errors";
import { CONTACT_FIELDS, type ContactErrors } from "@proav/shop-rules";

/**
 * The gateway's field errors for the contact form as the form's own codes. It runs the same rules, so this only
 * matters when the two ever disagree; then the field still shows a translated message.
 */
export function contactErrorsFrom(problems: FormProblems): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const code = problems.fields[field]?.code;
    if (!code) continue;
    if (code === "REQUIRED" && field !== "phone") errors[field] = `${field}Required`;
    else if (field === "email" || field === "phone") errors[field] = `${field}Invalid`;
    else errors[field] = `${field}Length`;
  }
  return errors;
}
