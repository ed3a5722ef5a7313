import { useText } from "../lib/i18n/use-text";
import { formatAmount } from "../lib/money";

interface MoneyLike {
  amount: string;
}

/**
 * A price in AED with its Arabic symbol. The symbol is isolated (<bdi>) so the digits keep their order in
 * left-to-right and right-to-left pages alike. `vat` adds "incl. VAT" where the shopper decides (UAE consumer
 * prices must be shown VAT-inclusive, and say so).
 */
export function Price({ money, className, vat = false }: { money: MoneyLike | null | undefined; className?: string; vat?: boolean }) {
  const t = useText();
  return (
    <>
      <span className={className}>
        <bdi className="currency">{t("components.price.currencySymbol")}</bdi> {formatAmount(money?.amount)}
      </span>
      {vat ? <VatNote /> : null}
    </>
  );
}

export function VatNote() {
  const t = useText();
  return <span className="price__vat">{t("components.price.vatIncluded")}</span>;
}

/** The spec's displayed-price rule: sale price, the original struck through, and the discount badge. */
export function ProductPrice({
  price,
  salePrice,
  discountPercent,
  vat = false,
}: {
  price: MoneyLike;
  salePrice?: MoneyLike | null;
  discountPercent?: number | null;
  vat?: boolean;
}) {
  const t = useText();
  if (!salePrice) {
    return (
      <span className="price-group">
        <Price money={price} className="price" vat={vat} />
      </span>
    );
  }
  return (
    <span className="price-group">
      {/* <del> and colour are not announced: say in words which price is which. */}
      <span className="visually-hidden">{t("components.price.salePrice")}</span>
      <Price money={salePrice} className="price price--sale" />
      <del className="price price--was">
        <span className="visually-hidden">{t("components.price.originalPrice")}</span>
        <Price money={price} />
      </del>
      {discountPercent ? (
        <span className="price__discount" aria-label={t("components.price.discountLabel", { percent: discountPercent })}>
          {t("components.price.discount", { percent: discountPercent })}
        </span>
      ) : null}
      {vat ? <VatNote /> : null}
    </span>
  );
}
