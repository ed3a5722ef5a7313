import { data } from "react-router";
import type { RestoredForm } from "./use-form";
import { problemsOf } from "./use-form";
import type { FormProblems } from "../../lib/graphql/field-errors";
import { NO_PROBLEMS } from "../../lib/graphql/field-errors";
import { answersInPage } from "./in-page-answer";

// What a route action answers when a form posted without JavaScript cannot go through: 400 with the problems and
// the values typed, so the page shows the form again as the shopper left it. Passwords and other secrets are
// never sent back (the shopper types them again, as every shop asks).

const SECRET = /password|code/i;

/** The posted text fields, less anything secret. */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && !SECRET.test(key)) values[key] = value;
  return values;
}

export interface FormAnswer<I extends string> {
  intent: I;
  restored: RestoredForm;
}

/** 400 with what the form needs to show its problems. */
export function formAnswer<I extends string>(intent: I, form: FormData, problems: FormProblems = NO_PROBLEMS) {
  return data<FormAnswer<I>>({ intent, restored: { values: typedValues(form), problems } }, { status: refusedStatus(form, 400) });
}

/**
 * The status of an answer with problems: `status` for a page rendered from it (a browser without JavaScript), 200
 * for a hydrated page that reads the problems from the answer (InPageAnswer), where a 4xx would only be logged
 * by the browser as a failed request.
 */
export function refusedStatus(form: FormData, status: number): number {
  return answersInPage(form) ? 200 : status;
}

/** A failed gateway call (thrown by Apollo Client) as form problems. */
export function problemsOfError(error: unknown): FormProblems {
  return problemsOf(error);
}

/** The posted value of `name` as text ("" when absent or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
