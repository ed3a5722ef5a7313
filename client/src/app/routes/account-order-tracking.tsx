import { useTranslation } from "react-i18next";
import { OrderTracker } from "../../features/orders/tracked-order";

// Works signed out: an order is found by its number plus the e-mail address it was placed with.
export default function OrderTrackingRoute() {
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
