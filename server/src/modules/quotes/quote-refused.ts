import type { QuoteRefused, QuoteRefusedCode } from "../../__generated__/resolvers-types.js";
import type { RestQuote, RestQuoteConflict } from "../../backend/rest-types.js";
import type { FieldIssue, UserInputError } from "../../errors/user-input.js";

// The quote mutations' typed refusals: input to correct (the gateway's checks, or the backend's 400 with its
// field keys mapped), or the quote's state refusing an acceptance (the backend's 409, with the quote as it stands).

export type QuoteRefusedModel = Omit<QuoteRefused, "quote"> & { __typename: "QuoteRefused"; quote: RestQuote | null };

/**
 * The backend names an acceptance's PO number and e-mail as its own body does (`po_number`, `email`); backend-error.ts
 * maps them for placeOrder's input, so here they are moved to acceptQuote's.
 */
const ACCEPT_PATHS: Record<string, string[]> = {
  "input.buyer.purchaseOrderNumber": ["input", "purchaseOrderNumber"],
  "input.email": ["input", "contactEmail"],
};

const pathed = (f: FieldIssue): FieldIssue => ({ ...f, path: ACCEPT_PATHS[f.path.join(".")] ?? f.path });

/** Input to correct: PRODUCT_UNAVAILABLE when a product asked for is not sold, else INVALID_INPUT. */
export function quoteInputRefused(error: UserInputError): QuoteRefusedModel {
  const fields = error.fields.map(pathed);
  const code: QuoteRefusedCode = fields.some((f) => f.code === "PRODUCT_UNAVAILABLE" || f.code === "OUT_OF_STOCK") ? "PRODUCT_UNAVAILABLE" : "INVALID_INPUT";
  return { __typename: "QuoteRefused", code, message: error.message, fields, quote: null };
}

const STATE_MESSAGES: Record<RestQuoteConflict, (quote: RestQuote) => string> = {
  not_quoted: () => "The shop has not quoted this request (or declined it): there is nothing to accept yet.",
  expired: (q) => `This quote was valid until ${q.valid_until ?? "an earlier date"}: please ask for a new quote.`,
  already_accepted: (q) => `This quote was already accepted${q.order_number ? `: its order is ${q.order_number}` : ""}.`,
};

/** The quote's state refuses the acceptance: NOT_QUOTED, EXPIRED or ALREADY_ACCEPTED, with the quote. */
export function quoteStateRefused(refusal: RestQuoteConflict, quote: RestQuote): QuoteRefusedModel {
  return { __typename: "QuoteRefused", code: refusal.toUpperCase() as QuoteRefusedCode, message: STATE_MESSAGES[refusal](quote), fields: [], quote };
}
