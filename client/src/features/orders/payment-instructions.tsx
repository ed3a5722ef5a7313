import { useTranslation } from "react-i18next";
import type { OrderDetail_OrderFragment } from "../../__generated__/graphql";
import { formatAmount } from "@proav/shop-rules";
import { useLocale } from "../../lib/i18n/use-locale";
import { useSeller } from "./use-seller";

/** What the shopper does next to pay: nothing online (the shop processes no cards). */
export function PaymentInstructions({ order }: { order: Pick<OrderDetail_OrderFragment, "paymentMethod" | "number" | "total" | "status"> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const bank = useSeller()?.bankTransfer ?? null;
  if (order.status === "CANCELLED" || order.status === "DELIVERED") return null;
  if (order.paymentMethod === "BANK_TRANSFER") {
    return (
      <section className="panel payment-note" aria-labelledby="bank-transfer-title">
        <h2 id="bank-transfer-title">{t("orders.bankTransfer.title")}</h2>
        <p>
          {t(bank ? "orders.bankTransfer.textWithDetails" : "orders.bankTransfer.text", {
            total: formatAmount(order.total.amount, locale),
            number: order.number,
          })}
        </p>
        {bank ? (
          <dl className="bank-details" data-testid="bank-details">
            {bank.bankName ? (
              <div>
                <dt>{t("orders.bankTransfer.bank")}</dt>
                <dd>{bank.bankName}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t("orders.bankTransfer.accountName")}</dt>
              <dd>{bank.accountName}</dd>
            </div>
            <div>
              <dt>{t("orders.bankTransfer.iban")}</dt>
              <dd>
                <bdi>{bank.iban.replace(/(.{4})/g, "$1 ").trim()}</bdi>
              </dd>
            </div>
            {bank.swift ? (
              <div>
                <dt>{t("orders.bankTransfer.swift")}</dt>
                <dd>
                  <bdi>{bank.swift}</bdi>
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t("orders.bankTransfer.reference")}</dt>
              <dd>
                <bdi>{order.number}</bdi>
              </dd>
            </div>
          </dl>
        ) : null}
      </section>
    );
  }
  return <p className="panel payment-note">{t("orders.cashOnDelivery.text")}</p>;
}
