import { data, redirect, useNavigate, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import type { ApolloClient } from "@apollo/client";
import type { Route } from "./+types/quote-track";
import { formPagesStylesheet } from "../../components/form-pages-stylesheet";
import { ordersStylesheet } from "../../features/orders/orders-stylesheet";
import { field, problemsOfError, refusedStatus, typedValues } from "../../components/forms/form-answer";
import { answersInPage, useNewAnswer } from "../../components/forms/in-page-answer";
import { NO_PROBLEMS } from "../../lib/graphql/field-errors";
import { localeFromPath } from "../../lib/i18n/localized-path";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";
import { trackOrderVariables, validateTrackOrder } from "../../features/orders/track-order-form";
import { placedOrderCookie } from "../../features/checkout/placed-order-cookie.server";
import { TrackQuoteQuery } from "../../features/quotes/quote-queries";
import { acceptQuoteAction } from "../../features/quotes/accept-quote-action.server";
import { QuoteTrackForm, TrackedQuote, type QuoteTrackAnswer } from "../../features/quotes/quote-tracker";
import { quotesStylesheet } from "../../features/quotes/quotes-stylesheet";

// The saved-address picker is not offered here (a guest has none); the address fields' words are the account's.
export const handle: RouteStringsHandle = { strings: ["quotes", "checkout"] };

export const links: Route.LinksFunction = () => [formPagesStylesheet, ordersStylesheet, quotesStylesheet];

// The acceptance's idempotency key, made here for the form to post before (or without) JavaScript.
export function loader() {
  return { idempotencyKey: crypto.randomUUID() };
}

type Answer = QuoteTrackAnswer;

// An acceptance answered to a hydrated page leaves it at once for the confirmation: reloading this page's key
// meanwhile would only be cut short by that navigation (an aborted request the browser reports as an error).
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult && typeof actionResult === "object" && "placed" in actionResult ? false : defaultShouldRevalidate;
}

/** The quote by number and e-mail, asked of the gateway every time (personal data, never cached). */
async function tracked(apollo: ApolloClient, number: string, email: string) {
  const result = await apollo.query({ query: TrackQuoteQuery, variables: trackOrderVariables({ number, email }), fetchPolicy: "network-only" });
  return result.data?.trackQuote ?? null;
}

// Both forms post here, with or without JavaScript (POST: the e-mail address stays out of the URL and the logs).
// "track": the quote by number and e-mail. "accept": acceptQuote with that e-mail; placed, a browser without
// JavaScript goes (303) to the checkout's confirmation, which finds the order through its short-lived cookie, and
// a hydrated page gets the order and shows the same confirmation (like a guest checkout).
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = { number: field(form, "number"), email: field(form, "email") };
  const again = (missed: boolean, problems = NO_PROBLEMS) =>
    data<Answer>(
      { missed, restored: { values: typedValues(form), problems } },
      { status: refusedStatus(form, missed ? 404 : problems.failure === "RATE_LIMITED" ? 429 : 400) },
    );
  if (Object.keys(validateTrackOrder(values)).length) return again(false);
  const email = values.email.trim();
  if (field(form, "intent") === "accept") {
    const outcome = await acceptQuoteAction(form, context.apollo, values.number, email, { kind: "new" });
    if ("accepted" in outcome) {
      const order = outcome.accepted.order;
      if (answersInPage(form)) return data<Answer>({ placed: order });
      const secure = context.publicOrigin.startsWith("https:");
      const cookie = placedOrderCookie({ number: order.number, email: order.contactEmail }, secure, localeFromPath(new URL(request.url).pathname));
      return redirect("/account/checkout/confirmation", { status: 303, headers: { "Set-Cookie": cookie } });
    }
    const answer = outcome.answer;
    const quote = ("refused" in answer ? answer.quote : null) ?? (await tracked(context.apollo, values.number, email).catch(() => null));
    if (!quote) return again(true);
    return data<Answer>({ found: { quote, email }, accept: answer }, { status: refusedStatus(form, outcome.status) });
  }
  try {
    const quote = await tracked(context.apollo, values.number, email);
    return quote ? data<Answer>({ found: { quote, email } }) : again(true);
  } catch (error) {
    return again(false, problemsOfError(error));
  }
}

// Works signed out: a quote is found by its number plus the e-mail address it was asked with.
export default function QuoteTrackRoute({ loaderData, actionData }: Route.ComponentProps) {
  useRouteStrings("quotes");
  useRouteStrings("checkout");
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formMethod === "POST";
  useNewAnswer(actionData, (answer) => {
    if ("placed" in answer) navigate("/account/checkout/confirmation", { replace: true, state: { order: answer.placed } });
  });
  return (
    <>
      <title>{t("quotes.track.pageTitle")}</title>
      <meta name="robots" content="noindex" />
      <h1 className="page-title">{t("quotes.track.heading")}</h1>
      {actionData && "found" in actionData ? (
        <TrackedQuote
          quote={actionData.found.quote}
          email={actionData.found.email}
          accept={actionData.accept}
          idempotencyKey={loaderData.idempotencyKey}
          pending={pending}
        />
      ) : actionData && "placed" in actionData ? null : (
        <QuoteTrackForm answer={actionData && "restored" in actionData ? actionData : null} pending={pending} validate={validateTrackOrder} />
      )}
    </>
  );
}
