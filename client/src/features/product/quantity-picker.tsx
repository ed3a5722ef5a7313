import { useTranslation } from "react-i18next";
import { CART_LIMITS } from "@proav/shop-rules";

/** Quantity with the spec's minimum of 1 (and the cookie's cap of 99). */
export function QuantityPicker({ value, onChange, label }: { value: number; onChange: (n: number) => void; label: string }) {
  const { t } = useTranslation();
  const set = (n: number) => onChange(Math.min(CART_LIMITS.quantity, Math.max(1, Math.floor(n) || 1)));
  return (
    <div className="quantity" role="group" aria-label={label}>
      <button type="button" className="quantity__step" onClick={() => set(value - 1)} disabled={value <= 1} aria-label={t("product.decrease")}>
        −
      </button>
      <input
        className="quantity__input"
        type="number"
        name="quantity"
        inputMode="numeric"
        min={1}
        max={CART_LIMITS.quantity}
        value={value}
        aria-label={t("product.quantity")}
        onChange={(e) => set(Number(e.target.value))}
      />
      <button
        type="button"
        className="quantity__step"
        onClick={() => set(value + 1)}
        disabled={value >= CART_LIMITS.quantity}
        aria-label={t("product.increase")}
      >
        +
      </button>
    </div>
  );
}
