import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { OrderDetail_OrderFragment } from "../../__generated__/graphql";
import { OrderDetail } from "./order-detail";
import { TrackOrderForm } from "./track-order-form";

/** The tracking form, then the order found, with a way back to look up another. */
export function OrderTracker({ titled = true }: { titled?: boolean }) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<OrderDetail_OrderFragment | null>(null);
  if (!order) return <TrackOrderForm onFound={setOrder} titled={titled} />;
  return (
    <div className="stack">
      <div className="panel__head no-print">
        <h2 className="order-found__title">{t("orders.detail.heading", { number: order.number })}</h2>
        <button type="button" className="button" onClick={() => setOrder(null)}>
          {t("orders.track.another")}
        </button>
      </div>
      <OrderDetail order={order} />
    </div>
  );
}
