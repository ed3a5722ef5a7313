import { useText } from "../lib/i18n/use-text";

/** Where an amount goes while the gateway prices a change: said as "Loading…", never an amount from before. */
export function PendingAmount({ className = "price" }: { className?: string }) {
  const t = useText();
  return (
    <span className={`${className} price--pending`} aria-busy="true" data-testid="price-pending">
      {t("common.loading")}
    </span>
  );
}
