import { EMIRATES, QUOTE_REQUEST_FIELDS, quoteRequestValues, type QuoteRequestErrors, type QuoteRequestValues } from "@proav/shop-rules";
import type { QuoteRequestAccountQuery } from "../../../__generated__/graphql";
import type { FormProblems } from "../../../lib/graphql/field-errors";
import type { QuoteLineDraft, QuoteLineProblem } from "./quote-request-lines";
import type { QuoteLineProduct } from "./quote-request-queries";

// The request form's values, their starting point for a signed-in shopper, and the gateway's answers read as the
// form's own codes (so every message is the page's language, not the gateway's English).

export const EMPTY_REQUEST: QuoteRequestValues = quoteRequestValues({});

/** A signed-in shopper's name, e-mail, phone and saved company (legal name, TRN, billing emirate). */
export function prefilledRequest(account: QuoteRequestAccountQuery | null | undefined): QuoteRequestValues | null {
  const me = account?.me;
  if (!me) return null;
  const emirate = me.company?.billingAddress.emirate ?? "";
  return {
    ...EMPTY_REQUEST,
    company: me.company?.legalName ?? "",
    contactName: `${me.firstName ?? ""} ${me.lastName ?? ""}`.trim(),
    contactEmail: me.email,
    contactPhone: me.phone ?? "",
    trn: me.company?.trn ?? "",
    emirate: (EMIRATES as readonly string[]).includes(emirate) ? emirate : "",
  };
}

/**
 * The gateway's field errors as validateQuoteRequest's codes. The action runs the same rules first, so this only
 * matters if the two ever disagree; then the field still shows a message in the page's language.
 */
export function requestErrorsFrom(problems: FormProblems, values: QuoteRequestValues, today: string): QuoteRequestErrors {
  const errors: QuoteRequestErrors = {};
  for (const field of QUOTE_REQUEST_FIELDS) {
    const code = problems.fields[field]?.code;
    if (!code) continue;
    if (code === "REQUIRED") errors[field] = "required";
    else if (code === "TOO_LONG") errors[field] = "tooLong";
    else if (field === "contactEmail") errors[field] = "emailInvalid";
    else if (field === "contactPhone") errors[field] = "phoneInvalid";
    else if (field === "trn") errors[field] = "trnInvalid";
    else if (field === "emirate") errors[field] = "emirateInvalid";
    else if (field === "neededBy") errors[field] = code === "OUT_OF_RANGE" ? (values.neededBy < today ? "dateInPast" : "dateTooFar") : "dateInvalid";
    else errors[field] = "tooLong";
  }
  return errors;
}

/** The gateway names a line by its index in what was sent (`lines.2.productId`): the problem by product id. */
export function lineErrorsFrom(problems: FormProblems, sent: readonly QuoteLineDraft[]): Record<string, QuoteLineProblem> {
  const errors: Record<string, QuoteLineProblem> = {};
  for (const [key, problem] of Object.entries(problems.fields)) {
    const match = /^lines\.(\d+)\.(\w+)$/.exec(key);
    const line = match ? sent[Number(match[1])] : undefined;
    if (!line || errors[line.productId]) continue;
    errors[line.productId] = match![2] === "quantity" ? "quantity" : problem.code === "PRODUCT_UNAVAILABLE" ? "unavailable" : "other";
  }
  return errors;
}

/** A failure that is not about the input: the gateway's code (RATE_LIMITED, BACKEND_UNAVAILABLE, NETWORK...). */
export interface QuoteRequestFailure {
  code: string;
  retryAfterSeconds: number | null;
}

/**
 * What the action answers when the request did not go: the form as posted (values and lines, exactly as typed),
 * the problems to show, or `removed` when "Remove" was pressed without JavaScript (nothing to correct).
 */
export interface QuoteRequestAnswer {
  values: QuoteRequestValues;
  lines: QuoteLineDraft[];
  /** The lines' products as sold now (the page's own URL may not name them all: a post from elsewhere). */
  products: Record<string, QuoteLineProduct>;
  errors: QuoteRequestErrors;
  lineErrors: Record<string, QuoteLineProblem>;
  failure: QuoteRequestFailure | null;
  removed: boolean;
}
