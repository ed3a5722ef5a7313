import { useTranslation } from "react-i18next";
import { isolatedValue } from "../../lib/i18n/sentence-with-nodes";
import type { OrderDetail_OrderFragment } from "../../__generated__/graphql";
import { Price } from "../../components/price";
import { AddressLines } from "../../components/address-lines";
import { ProductTitle } from "../../components/product-title";
import { formatDate } from "../../lib/dates";
import { useLocale } from "../../lib/i18n/use-locale";
import { useSeller } from "./use-seller";
import { StatusBadge } from "./status-timeline";

const PART = isolatedValue("partNumber");

/**
 * The order as a tax invoice: seller, customer, lines with unit prices and amounts, sub-total, shipping, total,
 * and the 5% VAT the total includes. On screen it is the order's summary; printed (window.print), the print
 * stylesheet keeps only this block. In the page's language (the Arabic title carries "Tax Invoice" beside it, as
 * UAE invoices do), its date by the shop's one formatter; order and part numbers isolated so they never reorder.
 */
export function Invoice({ order }: { order: OrderDetail_OrderFragment }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const seller = useSeller();
  const freeShipping = /^0+(\.0+)?$/.test(order.shipping.amount);
  return (
    <article className="invoice" aria-labelledby="invoice-title" data-testid="invoice">
      <header className="invoice__head">
        <div>
          <p className="invoice__kind print-only">{t("orders.invoice.title")}</p>
          <h2 id="invoice-title" className="invoice__title">
            {t("orders.invoice.heading")} <bdi className="invoice__number">{order.number}</bdi>
          </h2>
        </div>
        <div className="invoice__seller">
          <strong>{seller?.legalName ?? t("common.shopName")}</strong>
          {/* In the page's language when configured (SHOP_ADDRESS_AR), else English: isolated either way. */}
          {seller?.addressLines.map((l) => (
            <span key={l}>
              <bdi>{l}</bdi>
            </span>
          ))}
          {seller?.trn ? <span data-testid="seller-trn">{t("orders.invoice.trn", { trn: seller.trn })}</span> : null}
        </div>
      </header>

      <dl className="invoice__facts">
        <div>
          <dt>{t("orders.invoice.number")}</dt>
          <dd>
            <bdi>{order.number}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t("orders.invoice.date")}</dt>
          <dd>{formatDate(order.createdAt, locale)}</dd>
        </div>
        <div>
          <dt>{t("orders.invoice.status")}</dt>
          <dd>
            <StatusBadge status={order.status} />
          </dd>
        </div>
        <div>
          <dt>{t("orders.invoice.payment")}</dt>
          <dd>{t(`orders.payment.${order.paymentMethod}`)}</dd>
        </div>
      </dl>

      <div className="invoice__parties">
        <section>
          <h3>{t("orders.invoice.billTo")}</h3>
          <p className="invoice__contact">
            {/* Each in a line of the page's direction (the grid would make a left-to-right <bdi> its own
                left-aligned line), isolated left to right inside it. */}
            <span>
              <bdi dir="ltr">{order.contactEmail}</bdi>
            </span>
            <span>
              <bdi dir="ltr">{order.contactPhone}</bdi>
            </span>
          </p>
        </section>
        <section>
          <h3>{t("orders.invoice.shipTo")}</h3>
          <AddressLines address={order.shippingAddress} />
        </section>
      </div>

      <table className="invoice__lines">
        <thead>
          <tr>
            <th scope="col">{t("orders.invoice.item")}</th>
            <th scope="col" className="num">
              {t("orders.invoice.quantity")}
            </th>
            <th scope="col" className="num">
              {t("orders.invoice.unitPrice")}
            </th>
            <th scope="col" className="num">
              {t("orders.invoice.lineTotal")}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId} data-testid="invoice-line">
              <td>
                <ProductTitle className="invoice__item" title={line.title} language={line.titleLanguage} />
                {line.partNumber ? <span className="invoice__part">{PART.render(t("orders.invoice.partNumber", PART.options), line.partNumber)}</span> : null}
              </td>
              <td className="num">{line.quantity}</td>
              <td className="num">
                <Price money={line.unitPrice} />
              </td>
              <td className="num" data-testid="invoice-line-total">
                <Price money={line.lineTotal} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="totals">
        <div>
          <dt>{t("orders.invoice.subTotal")}</dt>
          <dd data-testid="order-subtotal">
            <Price money={order.subTotal} />
          </dd>
        </div>
        <div>
          <dt>{t("orders.invoice.shipping")}</dt>
          <dd data-testid="order-shipping">{freeShipping ? t("orders.invoice.free") : <Price money={order.shipping} />}</dd>
        </div>
        <div className="totals__grand">
          <dt>{t("orders.invoice.total")}</dt>
          <dd data-testid="order-total">
            <Price money={order.total} />
          </dd>
        </div>
        <div className="totals__vat">
          <dt>{t("orders.invoice.vatIncluded")}</dt>
          <dd data-testid="order-vat">
            <Price money={order.vatIncluded} />
          </dd>
        </div>
      </dl>
      {order.note ? (
        <p className="invoice__note">
          <strong>{t("orders.invoice.note")}:</strong> {order.note}
        </p>
      ) : null}
      <footer className="invoice__foot">
        <p>{t("orders.invoice.pricesNote")}</p>
        <p>{t("orders.invoice.thanks")}</p>
      </footer>
    </article>
  );
}
