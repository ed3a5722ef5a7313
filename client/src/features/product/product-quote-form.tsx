import { useId } from "react";
import { Form } from "react-router";
import { useTranslation } from "react-i18next";
import { QUOTE_LIMITS } from "@proav/shop-rules";

/**
 * "Request a quote" for this product: a GET form to the request page (`/quote-request?product=<id>&quantity=<n>`),
 * so it works without JavaScript and the page it opens can be bookmarked. Its own quantity: a quote may ask for
 * up to 999, more than a cart line holds.
 */
export function ProductQuoteForm({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Form method="get" action="/quote-request" className="product-quote" aria-labelledby={`${id}-title`}>
      <h2 className="product-quote__title" id={`${id}-title`}>
        {t("product.quote.title")}
      </h2>
      <p className="product-quote__text">{t("product.quote.text")}</p>
      <input type="hidden" name="product" value={productId} />
      <div className="product-quote__row">
        <label htmlFor={id}>{t("product.quote.quantity")}</label>
        <input
          id={id}
          className="product-quote__quantity"
          type="number"
          name="quantity"
          inputMode="numeric"
          min={1}
          max={QUOTE_LIMITS.quantity}
          defaultValue={1}
        />
        <button type="submit" className="button">
          {t("product.quote.submit")}
        </button>
      </div>
    </Form>
  );
}
