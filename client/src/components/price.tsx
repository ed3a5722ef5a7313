import { formatAmount } from "../lib/money";

interface MoneyLike {
  amount: string;
}

/**
 * A price in AED with its Arabic symbol. The symbol is isolated (<bdi>) so the digits keep their order in
 * left-to-right and right-to-left pages alike.
 */
export function Price({ money, className }: { money: MoneyLike | null | undefined; className?: string }) {
  return (
    <span className={className}>
      <bdi className="currency">د.إ</bdi> {formatAmount(money?.amount)}
    </span>
  );
}

/** The spec's displayed-price rule: sale price, the original struck through, and the discount badge. */
export function ProductPrice({
  price,
  salePrice,
  discountPercent,
}: {
  price: MoneyLike;
  salePrice?: MoneyLike | null;
  discountPercent?: number | null;
}) {
  if (!salePrice) return <Price money={price} className="price" />;
  return (
    <span className="price-group">
      <Price money={salePrice} className="price price--sale" />
      <del className="price price--was">
        <Price money={price} />
      </del>
      {discountPercent ? <span className="price__discount">-{discountPercent}%</span> : null}
    </span>
  );
}
