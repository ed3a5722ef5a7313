import { useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/account-checkout-confirmation";
import type { OrderDetail_OrderFragment } from "../../__generated__/graphql";
import { accountStylesheet } from "../../features/account/account-links";
import { useSession } from "../../lib/auth/use-session";
import { OrderDetail } from "../../features/orders/order-detail";
import { useRouteStrings } from "../../lib/i18n/route-strings";
import { checkout } from "../../lib/i18n/locales/en/checkout";
import { orders } from "../../lib/i18n/locales/en/orders";

export const links: Route.LinksFunction = () => [accountStylesheet];

function orderFrom(state: unknown): OrderDetail_OrderFragment | null {
  const order = (state as { order?: OrderDetail_OrderFragment } | null)?.order;
  return order && typeof order.number === "string" ? order : null;
}

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true from then on. The history entry's
 * state exists only in the browser: read during hydration, it would render the order where the server rendered
 * the "no order here" panel (React error #418, and the page is re-rendered from scratch).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

// The order as placeOrder returned it travels in the history entry's state (it survives a reload of this page,
// not a shared link: the order is personal). Without it, the shopper is pointed to My Orders and Track Orders.
export default function ConfirmationRoute() {
  useRouteStrings("checkout", checkout);
  useRouteStrings("orders", orders);
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const order = useHydrated() ? orderFrom(location.state) : null;
  return (
    <>
      <title>{t("checkout.confirmation.pageTitle")}</title>
      <meta name="robots" content="noindex" />
      {!order ? (
        <div className="panel empty-state">
          <h1 className="page-title">{t("checkout.confirmation.missingTitle")}</h1>
          <p>{t("checkout.confirmation.missing")}</p>
          <div className="form__actions form__actions--center">
            <Link className="button" to="/account/invoices">
              {t("orders.list.myOrders")}
            </Link>
            <Link className="button" to="/account/order-tracking">
              {t("orders.list.track")}
            </Link>
          </div>
        </div>
      ) : (
        <div className="stack">
          <section className="panel confirmation no-print" aria-labelledby="confirmation-title" data-testid="order-confirmation">
            <span className="confirmation__icon" aria-hidden="true">✓</span>
            <h1 id="confirmation-title" className="page-title">
              {t("checkout.confirmation.heading")}
            </h1>
            <p className="confirmation__label">{t("checkout.confirmation.number")}</p>
            <p className="confirmation__number" data-testid="order-number">
              <bdi>{order.number}</bdi>
            </p>
            <p>{t("checkout.confirmation.emailed", { email: order.contactEmail })}</p>
            <p className="muted">{t("checkout.confirmation.keep")}</p>
            <div className="form__actions form__actions--center">
              {session.status === "signed-in" && !order.isGuestOrder ? (
                <Link className="button button--primary button--inline" to={`/account/invoices/${encodeURIComponent(order.number)}`}>
                  {t("checkout.confirmation.view")}
                </Link>
              ) : (
                <Link className="button button--primary button--inline" to="/account/order-tracking">
                  {t("checkout.confirmation.track")}
                </Link>
              )}
              <Link className="button" to="/shop">
                {t("checkout.confirmation.continue")}
              </Link>
            </div>
          </section>
          <OrderDetail order={order} />
        </div>
      )}
    </>
  );
}
