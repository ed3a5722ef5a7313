import { useTranslation } from "react-i18next";
import type { QuoteStatus } from "../../__generated__/graphql";

/** A quote's status as a coloured badge, in words (the colours are quotes.css', on the orders' badge shape). */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge quote-status quote-status--${status.toLowerCase()}`} data-testid="quote-status">
      {t(`quotes.status.${status}`)}
    </span>
  );
}
