import { useTranslation } from "react-i18next";
import type { OrderDetail_OrderFragment } from "../../__generated__/graphql";
import { formatDate } from "../../lib/dates";
import { useLocale } from "../../lib/i18n/use-locale";
import { Invoice } from "./invoice";
import { PaymentInstructions } from "./payment-instructions";
import { StatusBadge, StatusTimeline } from "./status-timeline";

/** An order's page body: status and timeline, how to pay, and the invoice with its print button. */
export function OrderDetail({ order }: { order: OrderDetail_OrderFragment }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="order-detail stack">
      <section className="panel no-print" aria-labelledby="timeline-title">
        <div className="panel__head">
          <h2 id="timeline-title">{t("orders.detail.timeline")}</h2>
          <StatusBadge status={order.status} />
        </div>
        <p className="muted">{t("orders.detail.placedOn", { date: formatDate(order.createdAt, locale) })}</p>
        <StatusTimeline order={order} />
      </section>
      <div className="no-print">
        <PaymentInstructions order={order} />
      </div>
      <div className="panel invoice-panel">
        <div className="invoice-panel__actions no-print">
          <button type="button" className="button" onClick={() => window.print()}>
            {t("orders.detail.print")}
          </button>
        </div>
        <Invoice order={order} />
      </div>
    </div>
  );
}
