import type { ProductCard_ProductFragment } from "../../__generated__/graphql";
import { ProductCard } from "../../components/product-card";

/**
 * On-sale products in one row that scrolls sideways (scroll snapping, no script): the cards carry the sale price,
 * the struck-through original and the discount badge. A focusable region so keyboard users can scroll it too.
 */
export function DealsRow({ products, label }: { products: readonly ProductCard_ProductFragment[]; label: string }) {
  return (
    <div className="deals-row" role="region" aria-label={label} tabIndex={0}>
      {products.map((p) => (
        <div key={p.id} className="deals-row__item">
          <ProductCard product={p} />
        </div>
      ))}
    </div>
  );
}
