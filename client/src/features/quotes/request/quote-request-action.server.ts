import { data, redirect } from "react-router";
import type { Emirate } from "../../../__generated__/graphql";
import type { ApolloClient } from "@apollo/client";
import { dubaiDate, readQuoteRequestValues, validateQuoteRequest } from "@proav/shop-rules";
import { field, refusedStatus } from "../../../components/forms/form-answer";
import { problemsOf } from "../../../components/forms/use-form";
import { NO_PROBLEMS, refusalProblems, type FormProblems } from "../../../lib/graphql/field-errors";
import { lineInputs, lineProblems, readPostedLines, type QuoteLineDraft } from "./quote-request-lines";
import { lineErrorsFrom, requestErrorsFrom, type QuoteRequestAnswer } from "./quote-request-values";
import { QuoteRequestProductsQuery, RequestQuoteMutation, type QuoteLineProduct } from "./quote-request-queries";
import { sentPath } from "./quote-request-sent";

/** Far above a full form (50 lines, 2,000 characters of notes): anything bigger is not a request. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The request form's one write path, with or without JavaScript: the browser's rules again, then requestQuote in
 * process (the gateway checks again, limits it per address and e-mail, and mails the shop and the requester).
 * Sent: 303 to the signed-in shopper's quote in the account, or for a guest to this page's confirmation (a reload
 * never sends twice). Not sent: the form again with everything typed and what to correct or why.
 */
export async function quoteRequestAction(request: Request, apollo: ApolloClient) {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) throw data({ message: "Request too large" }, { status: 413 });
  const form = await request.formData();
  const removed = field(form, "remove") || null;
  const values = readQuoteRequestValues(form);
  const lines = readPostedLines(form, removed);
  const answer = async (status: number, parts: Partial<QuoteRequestAnswer> = {}) =>
    data<QuoteRequestAnswer>(
      { values, lines, products: await productsOf(apollo, lines), errors: {}, lineErrors: {}, failure: null, removed: false, ...parts },
      { status: status === 200 ? 200 : refusedStatus(form, status) },
    );
  if (removed) return answer(200, { removed: true });
  // Every line removed: the page shows its empty state.
  if (!lines.length) return answer(400);

  const today = dubaiDate(new Date());
  const errors = validateQuoteRequest(values, today);
  const lineErrors = lineProblems(lines);
  if (Object.keys(errors).length || Object.keys(lineErrors).length) return answer(400, { errors, lineErrors });

  let problems: FormProblems = NO_PROBLEMS;
  try {
    const result = await apollo.mutate({
      mutation: RequestQuoteMutation,
      variables: { input: { ...values, emirate: values.emirate as Emirate, lines: lineInputs(lines) } },
      errorPolicy: "all",
    });
    const outcome = result.data?.requestQuote;
    if (outcome && "quote" in outcome) {
      if (!outcome.quote.isGuestQuote) return redirect(`/account/quotes/${outcome.quote.number}`, 303);
      return redirect(sentPath(outcome.quote.number, outcome.acknowledgementEmail?.status ?? null), 303);
    }
    problems = outcome ? refusalProblems(outcome) : problemsOf(result.error);
  } catch (error) {
    problems = problemsOf(error);
  }
  const fieldErrors = requestErrorsFrom(problems, values, today);
  const refusedLines = lineErrorsFrom(problems, lines);
  if (Object.keys(fieldErrors).length || Object.keys(refusedLines).length) return answer(400, { errors: fieldErrors, lineErrors: refusedLines });
  const failure = { code: problems.failure ?? "UNEXPECTED", retryAfterSeconds: problems.retryAfterSeconds };
  return answer(failure.code === "RATE_LIMITED" ? 429 : 503, { failure });
}

/** The lines' products as this page's language sells them (none when the catalogue cannot be read). */
export async function productsOf(apollo: ApolloClient, lines: readonly QuoteLineDraft[]): Promise<Record<string, QuoteLineProduct>> {
  const products: Record<string, QuoteLineProduct> = {};
  if (!lines.length) return products;
  const found = await apollo
    .query({ query: QuoteRequestProductsQuery, variables: { ids: lines.map((l) => l.productId) }, errorPolicy: "all" })
    .catch(() => null);
  for (const product of found?.data?.productsByIds ?? []) if (product) products[product.id] = product;
  return products;
}
