import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useSession } from "../../lib/auth/use-session";
import { SignInPrompt, Skeleton } from "../../features/account/require-session";
import { LoadFailed } from "../../features/account/load-failed";
import { OrderList } from "../../features/orders/order-list";
import { OrderTracker } from "../../features/orders/tracked-order";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";
import { MyOrdersQuery } from "../../features/orders/order-queries";
import { loadWithSessionCookie } from "../../features/account/cookie-session.server";
import type { Route } from "./+types/account-invoices";
import { cookieSessionClientLoader } from "../../features/account/cookie-session";

export const handle: RouteStringsHandle = { strings: ["orders"] };

// /account/invoices serves both My Orders and Track Orders. Signed in: the order list (and a way to a
// guest order); signed out: a sign-in prompt and the tracking form, which needs no account.
// Signed in with the session cookie, the first page of orders is rendered on the server (the page works without
// JavaScript); the variables are the list's own (OrderList), so it finds them in the cache.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadWithSessionCookie(request, () => context.apollo.query({ query: MyOrdersQuery, variables: { first: 10 }, errorPolicy: "all" }));
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return cookieSessionClientLoader(serverLoader);
}

export default function InvoicesRoute({ loaderData }: Route.ComponentProps) {
  useRouteStrings("orders");
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session.status === "signed-in" || loaderData.cookieSession;
  return (
    <>
      <title>{t("orders.list.pageTitle")}</title>
      <meta name="robots" content="noindex" />
      <h1 className="page-title">{t("orders.list.heading")}</h1>
      {signedIn ? (
        <div className="stack">
          <OrderList
            skeleton={<Skeleton lines={5} />}
            failed={(retry) => <LoadFailed message={t("orders.list.loadFailed")} retry={retry} />}
            empty={
              <div className="panel empty-state">
                <p>{t("orders.list.empty")}</p>
                <Link className="button button--primary button--inline" to="/shop">
                  {t("orders.list.shopNow")}
                </Link>
              </div>
            }
          />
          <p className="muted">
            <Link to="/account/order-tracking">{t("orders.list.guestNote")}</Link>
          </p>
        </div>
      ) : session.status === "unknown" ? (
        <Skeleton lines={5} />
      ) : (
        <div className="stack">
          <SignInPrompt />
          <OrderTracker />
        </div>
      )}
    </>
  );
}
