import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useSession } from "../../lib/auth/use-session";
import { SignInPrompt, Skeleton } from "../../features/account/require-session";
import { LoadFailed } from "../../features/account/load-failed";
import { OrderList } from "../../features/orders/order-list";
import { OrderTracker } from "../../features/orders/tracked-order";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";

export const handle: RouteStringsHandle = { strings: ["orders"] };

// /account/invoices serves both My Orders and Track Orders. Signed in: the order list (and a way to a
// guest order); signed out: a sign-in prompt and the tracking form, which needs no account.
export default function InvoicesRoute() {
  useRouteStrings("orders");
  const { t } = useTranslation();
  const session = useSession();
  return (
    <>
      <title>{t("orders.list.pageTitle")}</title>
      <meta name="robots" content="noindex" />
      <h1 className="page-title">{t("orders.list.heading")}</h1>
      {session.status === "unknown" ? (
        <Skeleton lines={5} />
      ) : session.status === "signed-out" ? (
        <div className="stack">
          <SignInPrompt />
          <OrderTracker />
        </div>
      ) : (
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
      )}
    </>
  );
}
