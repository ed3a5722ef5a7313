import { useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/account-checkout-confirmation";
import type { EmailDeliveryStatus, OrderDetail_OrderFragment } from "../../__generated__/graphql";
import { formPagesStylesheet } from "../../components/form-pages-stylesheet";
import { ordersStylesheet } from "../../features/orders/orders-stylesheet";
import { checkoutStylesheet } from "../../features/checkout/checkout-stylesheet";
import { useSession } from "../../lib/auth/use-session";
import { OrderDetail } from "../../features/orders/order-detail";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";
import { TrackOrderQuery } from "../../features/orders/order-queries";
import { readPlacedOrder } from "../../features/checkout/placed-order-cookie.server";
import { isolatedValue } from "../../lib/i18n/sentence-with-nodes";

export const handle: RouteStringsHandle = { strings: ["checkout", "orders"] };

export const links: Route.LinksFunction = () => [formPagesStylesheet, ordersStylesheet, checkoutStylesheet];

/** The order placeOrder answered, with what became of its confirmation e-mail (absent when not known). */
type PlacedOrder = OrderDetail_OrderFragment & { confirmationEmail?: { to: string; status: EmailDeliveryStatus } | null };

function orderFrom(state: unknown): PlacedOrder | null {
  const order = (state as { order?: PlacedOrder } | null)?.order;
  return order && typeof order.number === "string" ? order : null;
}

// Only a message the mail server accepted is "sent"; otherwise the page says what is true.
// The address keeps its own direction inside an Arabic sentence (it would otherwise wrap out of order).
const EMAIL = isolatedValue("email");
const EMAIL_SENTENCE = {
  SENT: "checkout.confirmation.emailed",
  QUEUED: "checkout.confirmation.emailQueued",
  OUTBOX: "checkout.confirmation.emailOutbox",
} as const;
// An order placed without JavaScript: the checkout action left its number and e-mail in a cookie for this page.
export async function loader({ request, context }: Route.LoaderArgs) {
  const placed = readPlacedOrder(request.headers.get("cookie"));
  if (!placed) return { order: null };
  const result = await context.apollo.query({ query: TrackOrderQuery, variables: placed, fetchPolicy: "network-only", errorPolicy: "all" }).catch(() => null);
  return { order: result?.data?.trackOrder ?? null };
}

// In the browser the order comes with the navigation (below): nothing to ask the server.
export const clientLoader = () => ({ order: null });

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true from then on. The history entry's
 * state exists only in the browser: read during hydration, it would render the order where the server rendered
 * the "no order here" panel (React error #418, and the page is re-rendered from scratch).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

// The order as placeOrder returned it travels in the history entry's state (it survives a reload of this page,
// not a shared link: the order is personal). Without it, the shopper is pointed to My Orders and Track Orders.
export default function ConfirmationRoute({ loaderData }: Route.ComponentProps) {
  useRouteStrings("checkout");
  useRouteStrings("orders");
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const order: PlacedOrder | null = (useHydrated() ? orderFrom(location.state) : null) ?? loaderData.order;
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
            <span className="confirmation__icon" aria-hidden="true">
              ✓
            </span>
            <h1 id="confirmation-title" className="page-title">
              {t("checkout.confirmation.heading")}
            </h1>
            <p className="confirmation__label">{t("checkout.confirmation.number")}</p>
            <p className="confirmation__number" data-testid="order-number">
              <bdi>{order.number}</bdi>
            </p>
            {order.confirmationEmail ? (
              <p data-testid="confirmation-email">
                {EMAIL.render(t(EMAIL_SENTENCE[order.confirmationEmail.status], EMAIL.options), order.confirmationEmail.to)}
              </p>
            ) : null}
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
          <OrderDetail
            order={order}
            access={
              session.status === "signed-in" && !order.isGuestOrder ? { kind: "account" } : { kind: "track", number: order.number, email: order.contactEmail }
            }
          />
        </div>
      )}
    </>
  );
}
