import { formatAmount, priceParts } from "@proav/shop-rules";
import { useLocale } from "../lib/i18n/use-locale";
import { useText } from "../lib/i18n/use-text";

interface MoneyLike {
  amount: string;
}

/**
 * A price in the page's language, as `formatAmount` (@proav/shop-rules) writes it for e-mails, invoices and the API:
 * "د.إ 1,328.99" in English, laid out from its parts with the Arabic sign in its own <bdi> (the text's invisible
 * isolates are markup here), and "1,328.99 د.إ" in Arabic. `vat` adds
 * "incl. VAT" where the shopper decides (UAE consumer prices must be shown VAT-inclusive, and say so).
 */
export function Price({ money, className, vat = false }: { money: MoneyLike | null | undefined; className?: string; vat?: boolean }) {
  const locale = useLocale();
  const { number, symbol, symbolFirst } = priceParts(money?.amount, locale);
  return (
    <>
      <span className={className}>
        {symbolFirst ? (
          <>
            <bdi className="currency">{symbol}</bdi> {number}
          </>
        ) : (
          // Arabic text isolates itself (right-to-left marks): the page prints exactly what e-mails and the API do.
          <bdi>{formatAmount(money?.amount, locale)}</bdi>
        )}
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
        // aria-label on a span without a role is ignored by screen readers: the words are visually hidden text.
        <>
          <span className="price__discount" aria-hidden="true">
            {t("components.price.discount", { percent: discountPercent })}
          </span>
          <span className="visually-hidden">{t("components.price.discountLabel", { percent: discountPercent })}</span>
        </>
      ) : null}
      {vat ? <VatNote /> : null}
    </span>
  );
}
