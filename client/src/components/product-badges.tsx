import { useText } from "../lib/i18n/use-text";
import type { ProductBadge } from "../__generated__/graphql";

/** The merchandising badges the API computes (hot, new, sale, out of stock), in its order. */
export function ProductBadges({ badges, className }: { badges: readonly ProductBadge[]; className: string }) {
  const t = useText();
  return (
    <span className={className}>
      {badges.map((b) => (
        <span key={b} className={`badge badge--${b.toLowerCase()}`}>
          {t(`components.badges.${b}`)}
        </span>
      ))}
    </span>
  );
}
