import { useId, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { QUOTE_LIMITS } from "@proav/shop-rules";
import { Price } from "../../../components/price";
import { ProductTitle } from "../../../components/product-title";
import type { QuoteLineDraft, QuoteLineProblem } from "./quote-request-lines";
import type { QuoteLineProduct } from "./quote-request-queries";

/**
 * One product of the request: title, part number, web price, its quantity (posted as `quantity` beside the hidden
 * `productId`) and "Remove". Without JavaScript "Remove" posts the form (`remove=<id>`) and the action answers the
 * form without that line, keeping what was typed; with it, the line leaves at once.
 */
export function QuoteLineRow({
  product,
  line,
  problem,
  onQuantity,
  onRemove,
}: {
  product: QuoteLineProduct;
  line: QuoteLineDraft;
  problem?: QuoteLineProblem;
  onQuantity: (quantity: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const remove = (event: MouseEvent) => {
    event.preventDefault();
    onRemove();
  };
  return (
    <li className="quote-line" data-testid="quote-line">
      <div className="quote-line__info">
        <ProductTitle className="quote-line__title" to={`/product/${product.slug}`} title={product.title} language={product.titleLanguage} />
        {product.partNumber ? (
          <p className="quote-line__fact">
            {t("quoteRequest.lines.partNumber")}: <bdi>{product.partNumber}</bdi>
          </p>
        ) : null}
        <p className="quote-line__fact">
          {t("quoteRequest.lines.webPrice")}: <Price money={product.currentPrice} className="quote-line__price" />
        </p>
        {product.inStock ? null : <p className="quote-line__fact quote-line__stock">{t("quoteRequest.lines.outOfStock")}</p>}
      </div>
      <input type="hidden" name="productId" value={line.productId} />
      <div className={`field quote-line__quantity${problem ? " field--invalid" : ""}`}>
        <label className="field__label" htmlFor={id}>
          <span aria-hidden="true">{t("quoteRequest.lines.quantity")}</span>
          <span className="visually-hidden">{t("quoteRequest.lines.quantityOf", { title: product.title })}</span>
        </label>
        <input
          id={id}
          className="field__input"
          type="number"
          name="quantity"
          inputMode="numeric"
          min={1}
          max={QUOTE_LIMITS.quantity}
          step={1}
          value={line.quantity}
          onChange={(e) => onQuantity(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        {problem ? (
          <p className="field__error" id={`${id}-error`}>
            {t(`quoteRequest.lines.errors.${problem}`)}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        name="remove"
        value={line.productId}
        className="link-button quote-line__remove"
        aria-label={t("quoteRequest.lines.removeTitle", { title: product.title })}
        onClick={remove}
      >
        {t("quoteRequest.lines.remove")}
      </button>
    </li>
  );
}
