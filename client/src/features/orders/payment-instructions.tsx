import { useTranslation } from "react-i18next";
import type { OrderDetail_OrderFragment } from "../../__generated__/graphql";
import { formatAmount } from "@proav/shop-rules";
import { Price } from "../../components/price";
import { useLocale } from "../../lib/i18n/use-locale";

type Order = Pick<OrderDetail_OrderFragment, "paymentMethod" | "number" | "total" | "status" | "bankTransfer">;

/**
 * What the shopper does next to pay: nothing online (the shop processes no cards). A bank-transfer order shows
 * the shop's account, the amount and the order number as the reference (`Order.bankTransfer`, from the gateway's
 * configuration, as the confirmation e-mail and the PDF say it), until the order is delivered or cancelled.
 */
export function PaymentInstructions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (order.status === "CANCELLED" || order.status === "DELIVERED") return null;
  if (order.paymentMethod !== "BANK_TRANSFER") return <p className="panel payment-note">{t("orders.cashOnDelivery.text")}</p>;
  const bank = order.bankTransfer;
  return (
    <section className="panel payment-note" aria-labelledby="bank-transfer-title" data-testid="bank-transfer">
      <h2 id="bank-transfer-title">{t("orders.bankTransfer.title")}</h2>
      <p>
        {t(bank ? "orders.bankTransfer.textWithDetails" : "orders.bankTransfer.text", {
          total: formatAmount((bank?.amount ?? order.total).amount, locale),
          number: bank?.reference ?? order.number,
        })}
      </p>
      {bank ? (
        <dl className="bank-details" data-testid="bank-details">
          <div>
            <dt>{t("orders.bankTransfer.bank")}</dt>
            <dd>{bank.account.bankName}</dd>
          </div>
          <div>
            <dt>{t("orders.bankTransfer.accountName")}</dt>
            <dd>{bank.account.accountName}</dd>
          </div>
          <div>
            <dt>{t("orders.bankTransfer.iban")}</dt>
            <dd data-testid="bank-iban">
              <bdi dir="ltr">{bank.account.iban.replace(/(.{4})/g, "$1 ").trim()}</bdi>
            </dd>
          </div>
          {bank.account.swift ? (
            <div>
              <dt>{t("orders.bankTransfer.swift")}</dt>
              <dd>
                <bdi dir="ltr">{bank.account.swift}</bdi>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t("orders.bankTransfer.reference")}</dt>
            <dd data-testid="bank-reference">
              <bdi dir="ltr">{bank.reference}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t("orders.bankTransfer.amount")}</dt>
            <dd data-testid="bank-amount">
              <Price money={bank.amount} />
            </dd>
          </div>
        </dl>
      ) : null}
      {bank?.account.sample ? (
        <p className="small" data-testid="bank-sample">
          <strong>{t("orders.bankTransfer.sample")}</strong>
        </p>
      ) : null}
      <p className="muted small">{t("orders.bankTransfer.proForma")}</p>
    </section>
  );
}
