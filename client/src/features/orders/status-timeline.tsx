import { useTranslation } from "react-i18next";
import type { OrderDetail_OrderFragment } from "../../__generated__/graphql";
import { formatDateTime } from "../../lib/dates";
import { useLocale } from "../../lib/i18n/use-locale";
import { timelineSteps } from "./status-timeline-steps";

/** The order's path as an ordered list; the current step is marked for assistive technology too. */
export function StatusTimeline({ order }: { order: Pick<OrderDetail_OrderFragment, "status" | "statusHistory"> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const steps = timelineSteps(order.status, order.statusHistory);
  return (
    <ol className="timeline" data-testid="status-timeline">
      {steps.map((step) => (
        <li
          key={step.status}
          className={`timeline__step timeline__step--${step.state}${step.status === "CANCELLED" ? " timeline__step--cancelled" : ""}`}
          aria-current={step.state === "current" ? "step" : undefined}
        >
          <span className="timeline__dot" aria-hidden="true" />
          <span className="timeline__label">{t(`orders.status.${step.status}`)}</span>
          {step.at ? (
            <time className="timeline__time" dateTime={step.at}>
              {formatDateTime(step.at, locale)}
            </time>
          ) : null}
          {step.note ? <span className="timeline__note">{step.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}

export function StatusBadge({ status }: { status: OrderDetail_OrderFragment["status"] }) {
  const { t } = useTranslation();
  return <span className={`status-badge status-badge--${status.toLowerCase()}`}>{t(`orders.status.${status}`)}</span>;
}
