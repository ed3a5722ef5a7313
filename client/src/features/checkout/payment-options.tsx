import { useTranslation } from "react-i18next";
import { PAYMENT_METHODS } from "./place-order-input";

/** Cash on delivery or bank transfer, each with what the shopper does next. No card is ever taken online. */
export function PaymentOptions({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const { t } = useTranslation();
  return (
    <fieldset className="choice-group" aria-invalid={error ? true : undefined} aria-describedby={error ? "payment-error" : undefined}>
      <legend className="field__label">{t("checkout.payment.legend")}</legend>
      {PAYMENT_METHODS.map((method) => (
        <label key={method} className={`choice${value === method ? " choice--selected" : ""}`}>
          <input type="radio" name="paymentMethod" value={method} checked={value === method} onChange={() => onChange(method)} />
          <span className="choice__text">
            <span className="choice__title">{t(`checkout.payment.${method}`)}</span>
            <span className="choice__hint">{t(`checkout.payment.${method}_hint`)}</span>
          </span>
        </label>
      ))}
      <p className="muted">{t("checkout.payment.noCards")}</p>
      {error ? (
        <p className="field__error" id="payment-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
