import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isolatedValue } from "../../lib/i18n/sentence-with-nodes";
import { useLocalizedPath } from "../../lib/i18n/use-locale";
import type { OrderDetail_OrderFragment } from "../../__generated__/graphql";
import { OrderDetail } from "./order-detail";
import { TrackOrderForm } from "./track-order-form";
import type { RestoredForm } from "../../components/forms/use-form";

/** What the tracking page's action found when the form was posted without JavaScript. */
export type TrackAnswer = { order: OrderDetail_OrderFragment } | { missed: boolean; restored: RestoredForm };

const NUMBER = isolatedValue("number");

/** The tracking form, then the order found, with a way back to look up another. */
export function OrderTracker({ titled = true, answer = null }: { titled?: boolean; answer?: TrackAnswer | null }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [order, setOrder] = useState<OrderDetail_OrderFragment | null>(answer && "order" in answer ? answer.order : null);
  if (!order) return <TrackOrderForm onFound={setOrder} titled={titled} answer={answer && "restored" in answer ? answer : null} />;
  return (
    <div className="stack">
      <div className="panel__head no-print">
        <h2 className="order-found__title">{NUMBER.render(t("orders.detail.heading", NUMBER.options), order.number)}</h2>
        <a className="button" href={localize("/account/order-tracking")} onClick={(event) => (event.preventDefault(), setOrder(null))}>
          {t("orders.track.another")}
        </a>
      </div>
      <OrderDetail order={order} access={{ kind: "track", number: order.number, email: order.contactEmail }} />
    </div>
  );
}
