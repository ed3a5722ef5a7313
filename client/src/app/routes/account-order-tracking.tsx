import { useTranslation } from "react-i18next";
import { OrderTracker } from "../../features/orders/tracked-order";
import { useRouteStrings } from "../../lib/i18n/route-strings";
import { orders } from "../../lib/i18n/locales/en/orders";

// Works signed out: an order is found by its number plus the e-mail address it was placed with.
export default function OrderTrackingRoute() {
  useRouteStrings("orders", orders);
  const { t } = useTranslation();
  return (
    <>
      <title>{t("orders.track.pageTitle")}</title>
      <meta name="robots" content="noindex" />
      <h1 className="page-title no-print">{t("orders.track.heading")}</h1>
      <OrderTracker titled={false} />
    </>
  );
}
