import { useTranslation } from "react-i18next";
import { graphql } from "../../__generated__/gql";
import type { CheckoutReview_CartFragment as Cart } from "../../__generated__/graphql";
import { Price } from "../../components/price";
import { ProductThumbnail } from "../../components/product-thumbnail";
import { ProductTitle } from "../../components/product-title";
import { sentenceWithNodes } from "../../lib/i18n/sentence-with-nodes";

export const CheckoutReviewFragment = graphql(`
  fragment CheckoutReview_cart on Cart {
    lines {
      quantity
      unitPrice { amount }
      lineTotal { amount }
      product { id title titleLanguage partNumber inStock image { ...ProductThumbnail_image } }
    }
    itemCount
    subTotal { amount }
    shipping { amount }
    freeShippingThreshold { amount }
    amountToFreeShipping { amount }
    total { amount }
    vatIncluded { amount }
  }
`);

/**
 * The order as the gateway priced it: lines with quantity, unit price and line total, then sub-total, shipping,
 * total and the VAT it includes. Nothing here is computed in the browser. Problems placeOrder found with a line
 * are shown under that line.
 */
export function CheckoutReview({ cart, lineErrors }: { cart: Cart; lineErrors: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const free = /^0+(\.0+)?$/.test(cart.shipping.amount);
  const missing = cart.amountToFreeShipping.amount;
  const freeFrom = sentenceWithNodes({ amount: <Price money={cart.freeShippingThreshold} />, missing: <Price money={{ amount: missing }} /> });
  return (
    <section className="panel checkout-review" aria-labelledby="review-title">
      <h2 id="review-title">{t("checkout.review.heading")}</h2>
      <p className="muted">{t("checkout.review.itemCount", { count: cart.itemCount })}</p>
      <ul className="review-lines">
        {cart.lines.map((line) => {
          const error = lineErrors.get(line.product.id);
          const each = sentenceWithNodes({ price: <Price money={line.unitPrice} /> });
          return (
            <li key={line.product.id} className={`review-line${error ? " review-line--invalid" : ""}`} data-testid="review-line">
              <ProductThumbnail image={line.product.image} className="review-line__image" />
              <div className="review-line__info">
                <ProductTitle className="review-line__title" title={line.product.title} language={line.product.titleLanguage} />
                <span className="review-line__meta">
                  {t("checkout.review.quantity", { count: line.quantity })} ·{" "}
                  {/* The same price display as everywhere (Arabic symbol, isolated); the translation places the word. */}
                  {each.render(t("checkout.review.each", each.options))}
                </span>
                {!line.product.inStock ? <span className="review-line__warning">{t("components.stock.cannotOrder")}</span> : null}
                {error ? (
                  <span className="field__error" role="alert">
                    {error}
                  </span>
                ) : null}
              </div>
              <span className="review-line__total" data-testid="review-line-total">
                <Price money={line.lineTotal} />
              </span>
            </li>
          );
        })}
      </ul>
      <dl className="totals">
        <div>
          <dt>{t("checkout.review.subTotal")}</dt>
          <dd data-testid="checkout-subtotal">
            <Price money={cart.subTotal} />
          </dd>
        </div>
        <div>
          <dt>{t("checkout.review.shipping")}</dt>
          <dd data-testid="checkout-shipping">{free ? t("checkout.review.free") : <Price money={cart.shipping} />}</dd>
          {/* A second description of the shipping term: a <dl> holds only dt/dd groups (axe: definition-list). */}
          {!free && !/^0+(\.0+)?$/.test(missing) ? <dd className="totals__hint">{freeFrom.render(t("checkout.review.freeFrom", freeFrom.options))}</dd> : null}
        </div>
        <div className="totals__grand">
          <dt>{t("checkout.review.total")}</dt>
          <dd data-testid="checkout-total">
            <Price money={cart.total} />
          </dd>
        </div>
        <div className="totals__vat">
          <dt>{t("checkout.review.vatIncluded")}</dt>
          <dd data-testid="checkout-vat">
            <Price money={cart.vatIncluded} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
