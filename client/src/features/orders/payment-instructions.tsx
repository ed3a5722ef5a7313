import { useTranslation } from "react-i18next";
import type { OrderDetail_OrderFragment } from "../../__generated__/graphql";
import { formatAmount } from "../../lib/money";

/** What the shopper does next to pay: nothing online (the shop processes no cards). */
export function PaymentInstructions({ order }: { order: Pick<OrderDetail_OrderFragment, "paymentMethod" | "number" | "total" | "status"> }) {
  const { t } = useTranslation();
  if (order.status === "CANCELLED" || order.status === "DELIVERED") return null;
  if (order.paymentMethod === "BANK_TRANSFER") {
    return (
      <section className="panel payment-note" aria-labelledby="bank-transfer-title">
        <h2 id="bank-transfer-title">{t("orders.bankTransfer.title")}</h2>
        <p>{t("orders.bankTransfer.text", { total: `AED ${formatAmount(order.total.amount)}`, number: order.number })}</p>
      </section>
    );
  }
  return <p className="panel payment-note">{t("orders.cashOnDelivery.text")}</p>;
}
