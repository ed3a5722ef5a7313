import { useTranslation } from "react-i18next";
import { INVOICE_TITLE_SEPARATOR, invoiceModel, type InvoiceOrder, type InvoiceTotalKey } from "@proav/shop-rules";
import type { OrderDetail_OrderFragment } from "../../__generated__/graphql";
import { Price } from "../../components/price";
import { AddressLines } from "../../components/address-lines";
import { ProductTitle } from "../../components/product-title";
import { useLocale } from "../../lib/i18n/use-locale";
import { useSeller } from "./use-seller";
import { StatusBadge } from "./status-timeline";

/** The order as the shared invoice model reads it (amounts are the API's decimal strings). */
function invoiceOrder(order: OrderDetail_OrderFragment): InvoiceOrder {
  return {
    ...order,
    lines: order.lines.map((l) => ({ ...l, unitPrice: l.unitPrice.amount, lineTotal: l.lineTotal.amount })),
    subTotal: order.subTotal.amount,
    shipping: order.shipping.amount,
    total: order.total.amount,
    vatIncluded: order.vatIncluded.amount,
  };
}

const TOTAL_ROW: Record<InvoiceTotalKey, { testId: string; className?: string }> = {
  subTotal: { testId: "order-subtotal" },
  shipping: { testId: "order-shipping" },
  total: { testId: "order-total", className: "totals__grand" },
  vatIncluded: { testId: "order-vat", className: "totals__vat" },
};

/**
 * The order as a tax invoice: seller, customer, lines with unit prices and amounts, sub-total, shipping, total,
 * and the 5% VAT the total includes. On screen it is the order's summary; printed (window.print), the print
 * stylesheet keeps only this block. Its words, date and amounts are the shared invoice model (@proav/shop-rules
 * `invoiceModel`, the same the gateway's e-mailed invoice prints), in the page's language (the Arabic title carries
 * "Tax Invoice" beside it, as UAE invoices do); order and part numbers isolated so they never reorder.
 */
export function Invoice({ order }: { order: OrderDetail_OrderFragment }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const seller = useSeller();
  const invoice = invoiceModel(invoiceOrder(order), locale);
  const labels = invoice.labels;
  return (
    <article className="invoice" aria-labelledby="invoice-title" data-testid="invoice">
      <header className="invoice__head">
        <div>
          <p className="invoice__kind print-only">
            {labels.title}
            {labels.titleBeside ? (
              <>
                {INVOICE_TITLE_SEPARATOR}
                <bdi lang="en">{labels.titleBeside}</bdi>
              </>
            ) : null}
          </p>
          <h2 id="invoice-title" className="invoice__title">
            {labels.heading} <bdi className="invoice__number">{invoice.number}</bdi>
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
          {seller?.trn ? (
            <span data-testid="seller-trn">
              {labels.trn} <bdi>{seller.trn}</bdi>
            </span>
          ) : null}
        </div>
      </header>

      <dl className="invoice__facts">
        <div>
          <dt>{labels.number}</dt>
          <dd>
            <bdi>{invoice.number}</bdi>
          </dd>
        </div>
        <div>
          <dt>{labels.date}</dt>
          <dd>{invoice.date}</dd>
        </div>
        <div>
          <dt>{labels.status}</dt>
          <dd>
            <StatusBadge status={order.status} />
          </dd>
        </div>
        <div>
          <dt>{labels.payment}</dt>
          <dd>{invoice.payment}</dd>
        </div>
      </dl>

      <div className="invoice__parties">
        <section>
          <h3>{labels.customer}</h3>
          <p className="invoice__contact">
            {/* Each in a line of the page's direction (the grid would make a left-to-right <bdi> its own
                left-aligned line), isolated left to right inside it. */}
            <span>
              <bdi dir="ltr">{invoice.contact.email}</bdi>
            </span>
            <span>
              <bdi dir="ltr">{invoice.contact.phone}</bdi>
            </span>
          </p>
        </section>
        <section>
          <h3>{labels.deliverTo}</h3>
          <AddressLines address={order.shippingAddress} />
        </section>
      </div>

      <table className="invoice__lines">
        <thead>
          <tr>
            <th scope="col">{labels.item}</th>
            <th scope="col" className="num">
              {labels.quantity}
            </th>
            <th scope="col" className="num">
              {labels.unitPrice}
            </th>
            <th scope="col" className="num">
              {labels.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, i) => (
            <tr key={order.lines[i]!.productId} data-testid="invoice-line">
              <td>
                <ProductTitle className="invoice__item" title={line.title} language={order.lines[i]!.titleLanguage} />
                {line.partNumber ? (
                  <span className="invoice__part">
                    {labels.partNumber} <bdi>{line.partNumber}</bdi>
                  </span>
                ) : null}
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
        {invoice.totals.map((row) => (
          <div key={row.key} className={TOTAL_ROW[row.key].className}>
            <dt>{row.label}</dt>
            <dd data-testid={TOTAL_ROW[row.key].testId}>{row.free ? row.text : <Price money={row} />}</dd>
          </div>
        ))}
      </dl>
      {invoice.note ? (
        <p className="invoice__note">
          <strong>{labels.note}:</strong> {invoice.note}
        </p>
      ) : null}
      <footer className="invoice__foot">
        <p>{labels.pricesNote}</p>
        <p>{labels.thanks}</p>
      </footer>
    </article>
  );
}
