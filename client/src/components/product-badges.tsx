import type { ProductBadge } from "../__generated__/graphql";

const LABELS: Record<ProductBadge, string> = { HOT: "Hot", NEW: "New", SALE: "Sale", OUT_OF_STOCK: "Out of stock" };

/** The merchandising badges the API computes (hot, new, sale, out of stock), in its order. */
export function ProductBadges({ badges, className }: { badges: readonly ProductBadge[]; className: string }) {
  return (
    <span className={className}>
      {badges.map((b) => (
        <span key={b} className={`badge badge--${b.toLowerCase()}`}>
          {LABELS[b]}
        </span>
      ))}
    </span>
  );
}
