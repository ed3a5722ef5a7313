import { data } from "react-router";
import type { ApolloClient } from "@apollo/client";
import { isIdempotencyKey } from "@proav/shop-rules";
import type { AcceptQuoteMutation as AcceptResult } from "../../__generated__/graphql";
import { field, typedValues } from "../../components/forms/form-answer";
import { problemsOf } from "../../components/forms/use-form";
import { NO_PROBLEMS, refusalProblems, type FormProblems } from "../../lib/graphql/field-errors";
import { acceptQuoteInput, readAcceptValues, validateAccept, type DeliveryChoice } from "./accept-quote-values";
import { AcceptQuoteMutation } from "./quote-queries";
import type { AcceptAnswer } from "./accept-quote-form";

type Outcome = AcceptResult["acceptQuote"];
/** The order accepting placed (with its confirmation e-mail's fate), and the quote now accepted. */
export type QuoteAcceptedResult = Extract<Outcome, { __typename: "QuoteAccepted" }>;

/**
 * The acceptance form's one write path (the account's quote page and guests' tracking page) for quote `number`: the browser's checks
 * again, then acceptQuote in process with the posted idempotency key, so a second post of the same attempt answers
 * the same order. `choice`: the delivery choice as posted (the checkout's reading of it). `email`: a guest's contact e-mail (null signed in: the session cookie says whose quote it is).
 * Answers the accepted quote and its order, or what the page shows instead: the refusal by the quote's state in
 * words, or the form again with what to correct. A quote that is not this shopper's is the 404 page.
 */
export async function acceptQuoteAction(
  form: FormData,
  apollo: ApolloClient,
  number: string,
  email: string | null,
  choice: DeliveryChoice,
): Promise<{ accepted: QuoteAcceptedResult } | { answer: AcceptAnswer; status: number }> {
  const values = readAcceptValues(form);
  const posted = field(form, "idempotencyKey");
  const key = isIdempotencyKey(posted) ? posted : crypto.randomUUID();
  const again = (problems: FormProblems = NO_PROBLEMS, status = 400) => ({
    answer: { restored: { values: typedValues(form), problems, choice } },
    status: problems.failure === "RATE_LIMITED" ? 429 : status,
  });
  if (Object.keys(validateAccept(values, choice.kind === "new")).length) return again();
  try {
    const result = await apollo.mutate({ mutation: AcceptQuoteMutation, variables: { input: acceptQuoteInput(number, email, values, choice, key) } });
    const outcome = result.data?.acceptQuote;
    if (!outcome) return again(problemsOf(null), 503);
    if (outcome.__typename === "QuoteAccepted") return { accepted: outcome };
    if (outcome.code === "NOT_QUOTED" || outcome.code === "EXPIRED" || outcome.code === "ALREADY_ACCEPTED")
      return { answer: { refused: outcome.code, quote: outcome.current ?? null }, status: 409 };
    return again(refusalProblems(outcome));
  } catch (error) {
    const problems = problemsOf(error);
    if (problems.failure === "NOT_FOUND") throw data({ message: "Quote not found" }, { status: 404 });
    return again(problems, problems.failure ? 503 : 400);
  }
}
