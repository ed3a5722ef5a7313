import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { OrderDetail_OrderFragment } from "../../__generated__/graphql";
import { formatDate } from "../../lib/dates";
import { useLocale } from "../../lib/i18n/use-locale";
import { TaxDocument } from "./invoice";
import { DocumentLinks, type DocumentAccess } from "./document-links";
import { PaymentInstructions } from "./payment-instructions";
import { StatusBadge, StatusTimeline } from "./status-timeline";

/** The quote an order was placed from, its reference: a link to the quote in the account, plain text for a guest. */
function QuoteReference({ number, linked }: { number: string; linked: boolean }) {
  const { t } = useTranslation();
  const code = <bdi dir="ltr">{number}</bdi>;
  return (
    <p className="muted" data-testid="order-quote">
      {t("orders.detail.fromQuote")} {linked ? <Link to={`/account/quotes/${encodeURIComponent(number)}`}>{code}</Link> : code}
    </p>
  );
}

/**
 * An order's page body: status and timeline, how to pay, the tax invoice with its print button and downloads, and
 * the tax credit note once the shop has cancelled the order. `access` says how this viewer fetches the files (the
 * account's links, or number plus e-mail for a guest).
 */
export function OrderDetail({ order, access = { kind: "account" } }: { order: OrderDetail_OrderFragment; access?: DocumentAccess }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const invoice = order.taxInvoice;
  const credit = order.creditNote;
  return (
    <div className="order-detail stack">
      <section className="panel no-print" aria-labelledby="timeline-title">
        <div className="panel__head">
          <h2 id="timeline-title">{t("orders.detail.timeline")}</h2>
          <StatusBadge status={order.status} />
        </div>
        <p className="muted">{t("orders.detail.placedOn", { date: formatDate(order.createdAt, locale) })}</p>
        {order.quoteNumber ? <QuoteReference number={order.quoteNumber} linked={access.kind === "account"} /> : null}
        <StatusTimeline order={order} />
      </section>
      <div className="no-print">
        <PaymentInstructions order={order} />
      </div>
      {credit ? (
        <div className="panel invoice-panel">
          <div className="invoice-panel__actions no-print">
            <DocumentLinks kind="credit-note" pdfPath={credit.pdfPath} eDocument={credit.eInvoice} access={access} />
          </div>
          <TaxDocument order={order} kind="credit-note" />
        </div>
      ) : null}
      <div className="panel invoice-panel">
        <div className="invoice-panel__actions no-print">
          <button type="button" className="button" onClick={() => window.print()}>
            {t("orders.detail.print")}
          </button>
          {invoice ? <DocumentLinks kind="invoice" pdfPath={invoice.pdfPath} eDocument={invoice.eInvoice} access={access} /> : null}
        </div>
        {invoice ? (
          <TaxDocument order={order} />
        ) : (
          <p className="muted" data-testid="invoice-missing">
            {t("orders.documents.noInvoice")}
          </p>
        )}
      </div>
    </div>
  );
}
