import { useState } from "react";
import { data, Link, redirect, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { Route } from "./+types/account-quote";
import { RequireSession, Skeleton } from "../../features/account/require-session";
import { LoadFailed } from "../../features/account/load-failed";
import { cookieSessionClientLoader } from "../../features/account/cookie-session";
import { hasSessionCookie } from "../../lib/auth/session-cookie.server";
import { rejectsToken } from "../../lib/auth/session-errors";
import { refusedStatus } from "../../components/forms/form-answer";
import { refetchAfterAction } from "../../lib/apollo/refetch-after-action";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";
import { isolatedValue } from "../../lib/i18n/sentence-with-nodes";
import { QuoteAcceptAccountQuery, QuoteByNumberQuery } from "../../features/quotes/quote-queries";
import { QuoteDetail } from "../../features/quotes/quote-detail";
import { AcceptQuoteForm, AcceptRefused, type AcceptAnswer } from "../../features/quotes/accept-quote-form";
import { acceptQuoteAction } from "../../features/quotes/accept-quote-action.server";
import { EMPTY_ACCEPT } from "../../features/quotes/accept-quote-values";
import { quotesStylesheet } from "../../features/quotes/quotes-stylesheet";
import { readAddressChoice } from "../../features/checkout/checkout-values";
import { SavedAddressPicker } from "../../features/checkout/saved-address-picker";

// The saved-address picker's words are the checkout's.
export const handle: RouteStringsHandle = { strings: ["quotes", "checkout"] };

export const links: Route.LinksFunction = () => [quotesStylesheet];

const NUMBER = isolatedValue("number");

// Signed in with the session cookie, the quote (and, when it can be accepted, the saved addresses) is rendered on
// the server, so the page and its acceptance work without JavaScript. A quote that is not this shopper's, or
// none, is the 404 page. The acceptance's idempotency key is made here for the form to post.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const idempotencyKey = crypto.randomUUID();
  if (!hasSessionCookie(request)) return { cookieSession: false, idempotencyKey };
  const [found] = await Promise.all([
    context.apollo
      .query({ query: QuoteByNumberQuery, variables: { number: params.number }, errorPolicy: "all" })
      .catch((error: unknown) => ({ error, data: undefined })),
    context.apollo.query({ query: QuoteAcceptAccountQuery, errorPolicy: "all" }).catch(() => null),
  ]);
  if (CombinedGraphQLErrors.is(found.error) && rejectsToken(undefined, found.error.errors)) return { cookieSession: false, idempotencyKey };
  if (found.data && found.data.quote === null) throw data({ message: "Quote not found" }, { status: 404 });
  return { cookieSession: true, idempotencyKey };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return cookieSessionClientLoader(serverLoader);
}

// The acceptance form posts here with or without JavaScript. Placed: 303 to the order in the account. Refused by
// the quote's state, or with something to correct: the page again, saying so.
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (!hasSessionCookie(request)) throw data({ message: "Quote not found" }, { status: 404 });
  const outcome = await acceptQuoteAction(form, context.apollo, params.number, null, readAddressChoice(form));
  if ("accepted" in outcome) return redirect(`/account/invoices/${encodeURIComponent(outcome.accepted.order.number)}`, 303);
  return data<AcceptAnswer>(outcome.answer, { status: refusedStatus(form, outcome.status) });
}

// Hydrated, the quote shown comes from the browser's Apollo cache: ask again after an attempt.
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return refetchAfterAction(serverAction, [QuoteByNumberQuery]);
}

export default function QuoteRoute({ params, loaderData, actionData }: Route.ComponentProps) {
  useRouteStrings("quotes");
  useRouteStrings("checkout");
  const { t } = useTranslation();
  const number = params.number;
  return (
    <>
      <title>{t("quotes.detail.pageTitle", { number })}</title>
      <meta name="robots" content="noindex" />
      <p className="back-link">
        <Link to="/account/quotes">{t("quotes.detail.back")}</Link>
      </p>
      <h1 className="page-title">{NUMBER.render(t("quotes.detail.heading", NUMBER.options), number)}</h1>
      <RequireSession skeleton={<Skeleton lines={8} />} cookieSession={loaderData.cookieSession}>
        {() => <Quote number={number} answer={actionData} serverKey={"idempotencyKey" in loaderData ? loaderData.idempotencyKey : ""} />}
      </RequireSession>
    </>
  );
}

function Quote({ number, answer, serverKey }: { number: string; answer: AcceptAnswer | undefined; serverKey: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  // The server's key in its HTML; a page reached by a client navigation makes its own.
  const [idempotencyKey] = useState(() => serverKey || crypto.randomUUID());
  const { data: found, error, refetch } = useQuery(QuoteByNumberQuery, { variables: { number }, fetchPolicy: "cache-and-network" });
  const quote = found?.quote;
  const account = useQuery(QuoteAcceptAccountQuery, { skip: !quote?.canAccept, fetchPolicy: "cache-first" });
  if (!found) {
    if (error) return <LoadFailed message={t("quotes.detail.loadFailed")} retry={() => void refetch()} />;
    return <Skeleton lines={8} />;
  }
  if (!quote) {
    return (
      <div className="panel" role="alert" data-testid="quote-not-found">
        <p>{t("quotes.detail.notFound", { number })}</p>
        <p>
          <Link to="/quotes/track">{t("quotes.detail.notFoundHint")}</Link>
        </p>
      </div>
    );
  }
  const refused = answer && "refused" in answer ? answer : null;
  const me = account.data?.me;
  const name = `${me?.firstName ?? ""} ${me?.lastName ?? ""}`.trim();
  return (
    <QuoteDetail quote={quote} access={{ kind: "account" }}>
      {refused ? <AcceptRefused code={refused.refused} orderNumber={refused.quote?.orderNumber ?? quote.orderNumber ?? null} linked /> : null}
      {quote.canAccept ? (
        account.data || account.error ? (
          <AcceptQuoteForm
            action={`/account/quotes/${encodeURIComponent(quote.number)}`}
            number={quote.number}
            addresses={account.data?.myAddresses ?? []}
            picker={(props) => <SavedAddressPicker {...props} />}
            start={{ ...EMPTY_ACCEPT, name, phone: me?.phone ?? "" }}
            idempotencyKey={idempotencyKey}
            restored={answer && "restored" in answer ? answer.restored : null}
            pending={navigation.state === "submitting" && navigation.formMethod === "POST"}
          />
        ) : (
          <Skeleton lines={6} />
        )
      ) : null}
    </QuoteDetail>
  );
}
