import { useTranslation } from "react-i18next";
import { invoiceModel, INVOICE_TITLE_SEPARATOR, type Invoice, type InvoiceKind, type InvoiceTotalKey } from "@proav/shop-rules";
import type { OrderDetail_OrderFragment } from "../../__generated__/graphql";
import { Price } from "../../components/price";
import { AddressLines } from "../../components/address-lines";
import { ProductTitle } from "../../components/product-title";
import { useLocale } from "../../lib/i18n/use-locale";
import { invoiceOrder } from "./invoice-order";
import { StatusBadge } from "./status-timeline";

const TOTAL_TEST_ID: Record<InvoiceTotalKey, string> = {
  totalExcludingVat: "invoice-total-excl-vat",
  totalVat: "order-vat",
  totalPayable: "order-total",
  totalCredited: "credit-note-total",
};

/**
 * The order's tax invoice (UAE VAT Executive Regulation, Art. 59), or its tax credit note (`kind`): title, its own
 * number beside the order number, dates of issue and supply, the seller with its TRN, the buyer (and company with
 * TRN and billing address), the PO number, per line the quantity, unit price without VAT, discount, VAT rate, VAT
 * and totals, delivery as its own line, and the totals without VAT, the VAT and the payable. Every word and amount
 * is the shared model's (@proav/shop-rules `invoiceModel`, which the gateway's PDF and e-mail lay out too); this
 * only lays it out, numbers isolated so they never reorder in Arabic. On screen it is the order's summary; printed
 * (window.print), the print stylesheet keeps only the documents.
 */
export function TaxDocument({ order, kind = "invoice" }: { order: OrderDetail_OrderFragment; kind?: InvoiceKind }) {
  const locale = useLocale();
  const input = invoiceOrder(order);
  if (!input || (kind === "credit-note" && !input.creditNote)) return null;
  const doc = invoiceModel(input, locale, kind);
  const id = kind === "invoice" ? "invoice" : "credit-note";
  return (
    <article className={`invoice invoice--${id}`} aria-labelledby={`${id}-title`} data-testid={id}>
      <header className="invoice__head">
        <div>
          <h2 id={`${id}-title`} className="invoice__title">
            <span className="invoice__kind">
              {doc.title}
              {doc.titleBeside ? (
                <>
                  {INVOICE_TITLE_SEPARATOR}
                  <bdi lang="en">{doc.titleBeside}</bdi>
                </>
              ) : null}
            </span>{" "}
            <bdi className="invoice__number" dir="ltr">
              {doc.number}
            </bdi>
          </h2>
          {doc.proForma ? (
            <p className="invoice__pro-forma" data-testid="pro-forma">
              {doc.proForma}
            </p>
          ) : null}
        </div>
        <Seller doc={doc} />
      </header>
      <dl className="invoice__facts">
        {doc.facts.map((fact) => (
          <div key={fact.key} data-testid={`invoice-${fact.key}`}>
            <dt>{fact.label}</dt>
            <dd>{fact.code ? <bdi dir="ltr">{fact.value}</bdi> : fact.value}</dd>
          </div>
        ))}
        <div>
          <dt>{doc.labels.status}</dt>
          <dd>
            <StatusBadge status={order.status} />
          </dd>
        </div>
      </dl>
      <div className="invoice__parties">
        <Buyer doc={doc} name={order.shippingAddress.name} />
        <section>
          <h3>{doc.labels.deliverTo}</h3>
          <AddressLines address={order.shippingAddress} />
        </section>
      </div>
      <Lines doc={doc} order={order} />
      <dl className="totals">
        {doc.totals.map((row) => (
          <div key={row.key} className={row.grand ? "totals__grand" : undefined}>
            <dt>{row.label}</dt>
            <dd data-testid={TOTAL_TEST_ID[row.key]}>
              <Price money={row} />
            </dd>
          </div>
        ))}
      </dl>
      {doc.note && kind === "invoice" ? (
        <p className="invoice__note">
          <strong>{doc.labels.note}:</strong> {doc.note}
        </p>
      ) : null}
      <footer className="invoice__foot">
        <p>{doc.labels.pricesNote}</p>
        {kind === "invoice" ? <p>{doc.labels.thanks}</p> : null}
      </footer>
    </article>
  );
}

function Seller({ doc }: { doc: Invoice }) {
  return (
    <div className="invoice__seller" data-testid="invoice-seller">
      <span className="invoice__party">{doc.labels.seller}</span>
      <strong>{doc.seller.legalName}</strong>
      {/* In the page's language when configured (SHOP_ADDRESS_AR), else English: isolated either way. */}
      {doc.seller.addressLines.map((l) => (
        <span key={l}>
          <bdi>{l}</bdi>
        </span>
      ))}
      <span data-testid="seller-trn">
        {doc.labels.trn} <bdi>{doc.seller.trn}</bdi>
      </span>
      {doc.seller.sample ? <span className="invoice__sample">{doc.seller.sample}</span> : null}
    </div>
  );
}

function Buyer({ doc, name }: { doc: Invoice; name: string }) {
  const { t } = useTranslation();
  const company = doc.buyer.company;
  const billing = company?.billingAddress;
  return (
    <section data-testid="invoice-buyer">
      <h3>{doc.labels.buyer}</h3>
      {company && billing ? (
        <div className="invoice__company" data-testid="invoice-company">
          <strong>{company.legalName}</strong>
          <span data-testid="buyer-trn">
            {doc.labels.trn} <bdi>{company.trn}</bdi>
          </span>
          <span className="invoice__billing-label">{doc.labels.billingAddress}</span>
          <span>{billing.building}</span>
          <span>{billing.street}</span>
          <span>
            {billing.area}
            {t("common.comma")}
            {billing.emirateName}
          </span>
        </div>
      ) : null}
      <p className="invoice__contact">
        {/* Each in a line of the page's direction (the grid would make a left-to-right <bdi> its own left-aligned
            line), isolated left to right inside it. */}
        <span>{name}</span>
        <span>
          <bdi dir="ltr">{doc.buyer.contact.email}</bdi>
        </span>
        <span>
          <bdi dir="ltr">{doc.buyer.contact.phone}</bdi>
        </span>
      </p>
    </section>
  );
}

function Lines({ doc, order }: { doc: Invoice; order: OrderDetail_OrderFragment }) {
  const l = doc.labels;
  // Every column, named on each cell too: a phone lays a line out as a card of labelled values (orders.css).
  const columns = [l.quantity, l.unitPriceExcludingVat, l.discount, l.vatRate, l.vatAmount, l.amountExcludingVat, l.lineTotal];
  return (
    <table className="invoice__lines">
      <thead>
        <tr>
          <th scope="col">{l.item}</th>
          {columns.map((c) => (
            <th key={c} scope="col" className="num">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {doc.lines.map((line, i) => {
          // Product lines come in the order's order; their titles carry the language they are written in.
          const product = line.kind === "PRODUCT" ? order.lines[i] : undefined;
          return (
            <tr key={i} data-testid={line.kind === "DELIVERY" ? "invoice-delivery-line" : "invoice-line"}>
              <td>
                {product ? (
                  <ProductTitle className="invoice__item" title={line.description} language={product.titleLanguage} />
                ) : (
                  <span className="invoice__item">{line.description}</span>
                )}
                {line.partNumber ? (
                  <span className="invoice__part">
                    {l.partNumber} <bdi>{line.partNumber}</bdi>
                  </span>
                ) : null}
              </td>
              <td className="num" data-label={l.quantity}>
                {line.quantity}
              </td>
              <td className="num" data-label={l.unitPriceExcludingVat}>
                <Price money={line.unitPriceExcludingVat} />
              </td>
              <td className="num" data-label={l.discount} data-testid="invoice-line-discount">
                {line.discountExcludingVat ? <Price money={line.discountExcludingVat} /> : "–"}
              </td>
              <td className="num" data-label={l.vatRate}>
                <bdi>{line.vatRate}</bdi>
              </td>
              <td className="num" data-label={l.vatAmount} data-testid="invoice-line-vat">
                <Price money={line.vatAmount} />
              </td>
              <td className="num" data-label={l.amountExcludingVat}>
                <Price money={line.amountExcludingVat} />
              </td>
              <td className="num" data-label={l.lineTotal} data-testid="invoice-line-total">
                <Price money={line.lineTotal} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
