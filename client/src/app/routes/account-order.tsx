import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@apollo/client/react";
import type { Route } from "./+types/account-order";
import { RequireSession, Skeleton } from "../../features/account/require-session";
import { LoadFailed } from "../../features/account/load-failed";
import { OrderByNumberQuery } from "../../features/orders/order-queries";
import { OrderDetail } from "../../features/orders/order-detail";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";
import { isolatedValue } from "../../lib/i18n/sentence-with-nodes";
import { loadWithSessionCookie } from "../../features/account/cookie-session.server";
import { cookieSessionClientLoader } from "../../features/account/cookie-session";

export const handle: RouteStringsHandle = { strings: ["orders"] };
const NUMBER = isolatedValue("number");

// Signed in with the session cookie, the order is rendered on the server (the page works without JavaScript).
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadWithSessionCookie(request, () => context.apollo.query({ query: OrderByNumberQuery, variables: { number: params.number }, errorPolicy: "all" }));
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return cookieSessionClientLoader(serverLoader);
}

export default function OrderRoute({ params, loaderData }: Route.ComponentProps) {
  useRouteStrings("orders");
  const { t } = useTranslation();
  const number = params.number;
  return (
    <>
      <title>{t("orders.detail.pageTitle", { number })}</title>
      <meta name="robots" content="noindex" />
      <p className="back-link no-print">
        <Link to="/account/invoices">{t("orders.detail.back")}</Link>
      </p>
      <h1 className="page-title no-print">{NUMBER.render(t("orders.detail.heading", NUMBER.options), number)}</h1>
      <RequireSession skeleton={<Skeleton lines={8} />} cookieSession={loaderData.cookieSession}>
        {() => <Order number={number} />}
      </RequireSession>
    </>
  );
}

function Order({ number }: { number: string }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(OrderByNumberQuery, { variables: { number }, fetchPolicy: "cache-and-network" });
  if (!data) {
    if (error) return <LoadFailed message={t("orders.detail.loadFailed")} retry={() => void refetch()} />;
    return <Skeleton lines={8} />;
  }
  if (!data.order) {
    return (
      <div className="panel" role="alert">
        <p>{t("orders.detail.notFound", { number })}</p>
        <p>
          <Link to="/account/order-tracking">{t("orders.detail.notFoundHint")}</Link>
        </p>
      </div>
    );
  }
  return <OrderDetail order={data.order} />;
}
