import {
  isEmailAddress,
  normalizeUaePhone,
  QUOTE_LIMITS,
  QUOTE_REQUEST_FIELDS,
  quoteRequestValues,
  trnOf,
  validateQuoteRequest,
  type QuoteRequestErrorCode,
} from "@proav/shop-rules";
import type { RequestQuoteInput } from "../../__generated__/resolvers-types.js";
import type { RestEmirate, RestNewQuote, RestProduct } from "../../backend/rest-types.js";
import type { FieldErrorCode } from "../../errors/field-error-code.js";
import type { FieldIssues } from "../../errors/user-input.js";
import { isVisible } from "../catalog/index.js";
import { checkLineShapes, type CheckedLine, type LineLimits } from "../orders/index.js";

// What `requestQuote` accepts (documented on RequestQuoteInput). The form's rules live in @proav/shop-rules (the
// storefront runs them too); the gateway's run is the check that counts, and the backend checks again. Pure: the
// caller loads the products. Paths lead from the arguments: ["input", "lines", "2", "quantity"], ["input", "trn"].

const LABELS: Record<(typeof QUOTE_REQUEST_FIELDS)[number], string> = {
  company: "The company",
  contactName: "The contact name",
  contactEmail: "The e-mail address",
  contactPhone: "The phone number",
  trn: "The TRN",
  emirate: "The emirate",
  neededBy: "The needed-by date",
  notes: "The notes",
};

const LIMITS: Partial<Record<(typeof QUOTE_REQUEST_FIELDS)[number], number>> = {
  company: QUOTE_LIMITS.company,
  contactName: QUOTE_LIMITS.contactName,
  notes: QUOTE_LIMITS.notes,
};

const MESSAGES: Record<QuoteRequestErrorCode, [FieldErrorCode, (label: string, limit?: number) => string]> = {
  required: ["REQUIRED", (label) => `${label} is required.`],
  tooLong: ["TOO_LONG", (label, limit) => `${label} can be at most ${limit} characters.`],
  emailInvalid: ["INVALID", () => "Please enter a valid e-mail address, like name@example.com."],
  phoneInvalid: ["INVALID", () => "Please enter a UAE phone number, like 050 123 4567 or +971 4 123 4567."],
  trnInvalid: ["INVALID", () => "A tax registration number (TRN) has 15 digits."],
  emirateInvalid: ["INVALID", () => "Choose one of the seven emirates."],
  dateInvalid: ["INVALID", () => "Enter the date as YYYY-MM-DD."],
  dateInPast: ["OUT_OF_RANGE", () => "The needed-by date cannot be in the past."],
  dateTooFar: ["OUT_OF_RANGE", () => `The needed-by date can be at most ${QUOTE_LIMITS.neededByDays} days ahead.`],
};

/** A line whose shape is right, with its place on the request (for paths). */
export type QuoteLineChoice = CheckedLine;

/** The request's details as the backend stores them, or undefined with every problem recorded. */
export function checkQuoteDetails(issues: FieldIssues, input: RequestQuoteInput, today: string): Omit<RestNewQuote, "lines" | "locale"> | undefined {
  const values = quoteRequestValues(input);
  const errors = validateQuoteRequest(values, today);
  for (const field of QUOTE_REQUEST_FIELDS) {
    const error = errors[field];
    if (!error) continue;
    const [code, message] = MESSAGES[error];
    issues.add(["input", field], code, message(LABELS[field], LIMITS[field]));
  }
  if (Object.keys(errors).length > 0) return undefined;
  // validateQuoteRequest passed: the e-mail, phone and TRN read as their stored forms.
  const phone = normalizeUaePhone(values.contactPhone);
  if (!isEmailAddress(values.contactEmail) || phone === null) return undefined;
  const trn = values.trn ? trnOf(values.trn) : null;
  return {
    company: values.company,
    contact_name: values.contactName,
    contact_email: values.contactEmail,
    contact_phone: phone,
    ...(trn ? { trn } : {}),
    emirate: values.emirate.toLowerCase() as RestEmirate,
    ...(values.neededBy ? { needed_by: values.neededBy } : {}),
    ...(values.notes ? { notes: values.notes } : {}),
  };
}

const QUOTE_LINE_LIMITS: LineLimits = {
  lines: QUOTE_LIMITS.lines,
  quantity: QUOTE_LIMITS.quantity,
  empty: "Add at least one product to the request.",
  tooMany: `A request for quote can have at most ${QUOTE_LIMITS.lines} different products.`,
};

/** The lines' shape: 1 to 50, each product once, quantities 1 to 999. Answers the lines whose product to look up. */
export const checkQuoteLines = (issues: FieldIssues, input: Pick<RequestQuoteInput, "lines">): QuoteLineChoice[] =>
  checkLineShapes(issues, input.lines, QUOTE_LINE_LIMITS);

/**
 * Every line's product must exist and be sold in the request's language (`products` from catalog's
 * productsOnSale, null otherwise). Unlike an order, an out-of-stock product may be asked for: the shop can source it.
 */
export function checkQuoteProducts(issues: FieldIssues, lines: readonly QuoteLineChoice[], products: readonly (RestProduct | null)[]): void {
  lines.forEach((line, i) => {
    if (isVisible(products[i])) return;
    issues.add(["input", "lines", String(line.index), "productId"], "PRODUCT_UNAVAILABLE", `Line ${line.index + 1}: this product is no longer available.`);
  });
}
