import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../__generated__/gql";
import { decimalToFils, formatAmount } from "@proav/shop-rules";
import { useLocale } from "../../lib/i18n/use-locale";
import { PAYMENT_METHODS } from "./place-order-input";

/** The gateway refuses cash on delivery above this total (`OVER_LIMIT`); the options say so before the shopper tries. */
export const CashOnDeliveryLimitQuery = graphql(`
  query CashOnDeliveryLimit {
    shop { cashOnDeliveryLimit { amount } }
  }
`);

/**
 * Cash on delivery or bank transfer, each with what the shopper does next. No card is ever taken online. Cash on
 * delivery states its limit and is disabled, with the reason, when `total` is above it.
 */
export function PaymentOptions({ value, onChange, error, total }: { value: string; onChange: (value: string) => void; error?: string; total?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const limit = useQuery(CashOnDeliveryLimitQuery, { fetchPolicy: "cache-first" }).data?.shop.cashOnDeliveryLimit.amount;
  const limitText = limit ? formatAmount(limit, locale) : null;
  const codBlocked = limit !== undefined && total !== undefined && decimalToFils(total) > decimalToFils(limit);
  // A disabled radio is never sent: above the limit the choice is bank transfer, in the server's HTML as well
  // (a form posted without JavaScript), and the form's state follows once hydrated.
  const chosen = codBlocked && value === "CASH_ON_DELIVERY" ? "BANK_TRANSFER" : value;
  useEffect(() => {
    if (codBlocked && value === "CASH_ON_DELIVERY") onChange("BANK_TRANSFER");
  }, [codBlocked, value, onChange]);
  return (
    <fieldset className="choice-group" aria-invalid={error ? true : undefined} aria-describedby={error ? "payment-error" : undefined}>
      <legend className="field__label">{t("checkout.payment.legend")}</legend>
      {PAYMENT_METHODS.map((method) => {
        const blocked = method === "CASH_ON_DELIVERY" && codBlocked;
        const title =
          method === "CASH_ON_DELIVERY" && limitText ? t("checkout.payment.CASH_ON_DELIVERY_upTo", { limit: limitText }) : t(`checkout.payment.${method}`);
        return (
          <label key={method} className={`choice${chosen === method ? " choice--selected" : ""}`}>
            <input type="radio" name="paymentMethod" value={method} checked={chosen === method} disabled={blocked} onChange={() => onChange(method)} />
            <span className="choice__text">
              <span className="choice__title">{title}</span>
              <span className="choice__hint">
                {blocked ? t("checkout.payment.CASH_ON_DELIVERY_overLimit", { limit: limitText ?? "" }) : t(`checkout.payment.${method}_hint`)}
              </span>
            </span>
          </label>
        );
      })}
      <p className="muted">{t("checkout.payment.noCards")}</p>
      {error ? (
        <p className="field__error" id="payment-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
