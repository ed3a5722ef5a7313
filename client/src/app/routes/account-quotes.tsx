import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/account-quotes";
import { useSession } from "../../lib/auth/use-session";
import { SignInPrompt, Skeleton } from "../../features/account/require-session";
import { LoadFailed } from "../../features/account/load-failed";
import { loadWithSessionCookie } from "../../features/account/cookie-session.server";
import { cookieSessionClientLoader } from "../../features/account/cookie-session";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";
import { MyQuotesQuery } from "../../features/quotes/quote-queries";
import { QuoteList, QUOTES_PAGE } from "../../features/quotes/quote-list";
import { quotesStylesheet } from "../../features/quotes/quotes-stylesheet";

export const handle: RouteStringsHandle = { strings: ["quotes"] };

export const links: Route.LinksFunction = () => [quotesStylesheet];

// My Quotes. Signed in with the session cookie, the first page is rendered on the server (the page works without
// JavaScript); the variables are the list's own, so it finds them in the cache. Signed out: a sign-in prompt and
// the way to a quote asked for as a guest.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadWithSessionCookie(request, () => context.apollo.query({ query: MyQuotesQuery, variables: { first: QUOTES_PAGE }, errorPolicy: "all" }));
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return cookieSessionClientLoader(serverLoader);
}

export default function QuotesRoute({ loaderData }: Route.ComponentProps) {
  useRouteStrings("quotes");
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session.status === "signed-in" || loaderData.cookieSession;
  const guestNote = (
    <p className="muted">
      <Link to="/quotes/track">{t("quotes.list.guestNote")}</Link>
    </p>
  );
  return (
    <>
      <title>{t("quotes.list.pageTitle")}</title>
      <meta name="robots" content="noindex" />
      <h1 className="page-title">{t("quotes.list.heading")}</h1>
      {signedIn ? (
        <div className="stack">
          <QuoteList
            skeleton={<Skeleton lines={5} />}
            failed={(retry) => <LoadFailed message={t("quotes.list.loadFailed")} retry={retry} />}
            empty={
              <div className="panel empty-state" data-testid="quotes-empty">
                <p>{t("quotes.list.empty")}</p>
                <Link className="button button--primary button--inline" to="/shop">
                  {t("quotes.list.shopNow")}
                </Link>
              </div>
            }
          />
          {guestNote}
        </div>
      ) : session.status === "unknown" ? (
        <Skeleton lines={5} />
      ) : (
        <div className="stack">
          <SignInPrompt />
          {guestNote}
        </div>
      )}
    </>
  );
}
