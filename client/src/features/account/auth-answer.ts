import type { FormAnswer } from "../../components/forms/form-answer";
import type { RestoredForm } from "../../components/forms/use-form";
import type { SignedInPayload } from "./use-complete-sign-in";

/**
 * What the sign-in page's and the reset page's actions answer a form: the token and shopper to a hydrated page
 * (InPageAnswer; a browser without JavaScript gets a 303 instead), the address a reset link went to, or the form's
 * problems with the values typed.
 */
export type AuthAnswer = { intent: "signin" | "register" | "reset"; signedIn: SignedInPayload } | { intent: "forgot"; sentTo: string } | FormAnswer<string>;

/** The problems an answer holds for the form of `intent`, if any. */
export function restoredOf(answer: AuthAnswer | undefined, intent: string): RestoredForm | null {
  return answer && "restored" in answer && answer.intent === intent ? answer.restored : null;
}
