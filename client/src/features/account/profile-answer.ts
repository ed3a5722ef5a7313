import type { FormAnswer } from "../../components/forms/form-answer";
import type { RestoredForm } from "../../components/forms/use-form";
import type { SignedInPayload } from "./use-complete-sign-in";

/** The profile page's forms, each posting its `intent` to the page's action. */
export const PROFILE_INTENTS = {
  profile: "profile",
  password: "password",
  everywhere: "everywhere",
  company: "company",
  removeCompany: "removeCompany",
} as const;

/**
 * What the profile page's action answers: what went through (a password change hands a hydrated page its fresh
 * token, as the old one is now refused), or the form's problems with the values typed.
 */
export type ProfileAnswer =
  | { intent: "profile"; saved: { firstName: string; lastName: string } }
  | { intent: "password"; changed: true; signedIn: SignedInPayload | null }
  | { intent: "everywhere"; done: true }
  | { intent: "company"; companySaved: true }
  | { intent: "removeCompany"; companyRemoved: true }
  | FormAnswer<string>;

export function restoredFor(answer: ProfileAnswer | undefined, intent: string): RestoredForm | null {
  return answer && "restored" in answer && answer.intent === intent ? answer.restored : null;
}
