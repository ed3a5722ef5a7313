import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { QuoteDetail_QuoteFragment } from "../../__generated__/graphql";
import { Price } from "../../components/price";
import { formatDate } from "../../lib/dates";
import { useLocale, useLocalizedPath } from "../../lib/i18n/use-locale";
import { QuoteStatusBadge } from "./quote-status";

type Quote = QuoteDetail_QuoteFragment;

/**
 * How this viewer reaches the quote's files and its order: the signed-in owner by plain links to the account's
 * paths (the session cookie proves who asks); a guest posts the number and e-mail, as quote tracking does, so the
 * e-mail address is never in a URL.
 */
export type QuoteAccess = { kind: "account" } | { kind: "track"; email: string };

// A `YYYY-MM-DD` day of the UAE calendar, shown like an order's date (noon UTC is that same day in Dubai).
const day = (date: string) => `${date}T12:00:00Z`;

/** One quote: where it stands, its dates, who asked, the lines at web and quoted prices, the totals and the PDF. */
export function QuoteDetail({ quote, access, children }: { quote: Quote; access: QuoteAccess; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="quote stack" data-testid="quote-detail">
      <section className="panel quote__summary" aria-label={t("quotes.list.status")}>
        <div className="panel__head">
          <QuoteStatusBadge status={quote.status} />
          <QuotePdf number={quote.number} access={access} />
        </div>
        <p data-testid="quote-state">{t(`quotes.detail.state.${quote.status}`)}</p>
        <ul className="quote__dates muted">
          <li>{t("quotes.detail.requestedOn", { date: formatDate(quote.createdAt, locale) })}</li>
          {quote.quotedAt ? <li>{t("quotes.detail.quotedOn", { date: formatDate(quote.quotedAt, locale) })}</li> : null}
          {quote.validUntil && quote.status !== "DECLINED" ? (
            <li data-testid="quote-valid-until">
              {t(quote.status === "EXPIRED" ? "quotes.detail.expiredOn" : "quotes.detail.validUntil", { date: formatDate(day(quote.validUntil), locale) })}
            </li>
          ) : null}
          {quote.neededBy ? <li>{t("quotes.detail.neededBy", { date: formatDate(day(quote.neededBy), locale) })}</li> : null}
        </ul>
        {quote.orderNumber ? <QuoteOrder number={quote.orderNumber} linked={access.kind === "account"} /> : null}
        {quote.shopNote ? (
          <div className="quote__note" data-testid="quote-shop-note">
            <h2 className="quote__note-title">{t("quotes.detail.shopNote")}</h2>
            {/* Free text in whatever language the shop wrote it: its own direction. */}
            <p dir="auto">{quote.shopNote}</p>
          </div>
        ) : null}
      </section>
      <QuoteLines quote={quote} />
      {children}
      <QuoteRequester quote={quote} />
    </div>
  );
}

/** The order accepting placed: a link to it in the account, its number as text for a guest. */
function QuoteOrder({ number, linked }: { number: string; linked: boolean }) {
  const { t } = useTranslation();
  const code = <bdi dir="ltr">{number}</bdi>;
  return (
    <p data-testid="quote-order">
      {linked ? (
        <Link to={`/account/invoices/${encodeURIComponent(number)}`} aria-label={t("quotes.detail.viewOrder", { number })}>
          {t("quotes.detail.order")} {code}
        </Link>
      ) : (
        <>
          {t("quotes.detail.order")} {code}
        </>
      )}
    </p>
  );
}

/** The quote as a PDF in the page's language: a link for the owner, a posted form for a guest. */
function QuotePdf({ number, access }: { number: string; access: QuoteAccess }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  if (access.kind === "account")
    return (
      <a className="button" href={localize(`/account/quotes/${encodeURIComponent(number)}/quote.pdf`)} data-testid="quote-pdf">
        {t("quotes.detail.downloadPdf")}
      </a>
    );
  // A file, not a page: a plain form the browser posts itself, answered with the download.
  return (
    <form method="post" action={localize("/quotes/track/quote.pdf")} className="document-links__form">
      <input type="hidden" name="number" value={number} />
      <input type="hidden" name="email" value={access.email} />
      <button type="submit" className="button" data-testid="quote-pdf">
        {t("quotes.detail.downloadPdf")}
      </button>
    </form>
  );
}

function QuoteLines({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const totals = quote.quotedTotals;
  return (
    <section className="panel" aria-labelledby="quote-lines-title">
      <h2 id="quote-lines-title">{t("quotes.detail.linesHeading")}</h2>
      <div className="quote__table-wrap">
        <table className="orders-table quote-lines">
          <thead>
            <tr>
              <th scope="col">{t("quotes.detail.product")}</th>
              <th scope="col" className="num">
                {t("quotes.detail.quantity")}
              </th>
              <th scope="col" className="num">
                {t("quotes.detail.webPrice")}
              </th>
              <th scope="col" className="num">
                {t("quotes.detail.quotedPrice")}
              </th>
              <th scope="col" className="num">
                {t("quotes.detail.lineTotal")}
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => (
              <tr key={line.productId} data-testid="quote-line">
                <th scope="row" data-label={t("quotes.detail.product")}>
                  <span lang={line.titleLanguage}>{line.product ? <Link to={`/product/${line.product.slug}`}>{line.title}</Link> : line.title}</span>
                  {line.partNumber ? (
                    <span className="quote-lines__part muted">
                      {t("quotes.detail.partNumber")}: <bdi dir="ltr">{line.partNumber}</bdi>
                    </span>
                  ) : null}
                </th>
                <td className="num" data-label={t("quotes.detail.quantity")}>
                  {line.quantity}
                </td>
                <td className="num" data-label={t("quotes.detail.webPrice")} data-testid="quote-line-web">
                  <Price money={line.webUnitPrice} />
                </td>
                <td className="num" data-label={t("quotes.detail.quotedPrice")} data-testid="quote-line-quoted">
                  {line.quotedUnitPrice ? <Price money={line.quotedUnitPrice} /> : <span className="muted">{t("quotes.detail.notQuoted")}</span>}
                </td>
                <td className="num" data-label={t("quotes.detail.lineTotal")}>
                  {line.quotedLineTotal ? <Price money={line.quotedLineTotal} /> : <span className="muted">–</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="quote-totals" data-testid="quote-totals">
        {totals ? (
          <>
            <Row label={t("quotes.detail.subTotal")}>
              <Price money={totals.subTotal} />
            </Row>
            <Row label={t("quotes.detail.shipping")}>
              {Number(totals.shipping.amount) === 0 ? t("quotes.detail.freeShipping") : <Price money={totals.shipping} />}
            </Row>
            <Row label={t("quotes.detail.vatIncluded")}>
              <Price money={totals.vatIncluded} />
            </Row>
            <Row label={t("quotes.detail.total")} strong testId="quote-total">
              <Price money={totals.total} />
            </Row>
          </>
        ) : null}
        <Row label={t("quotes.detail.webTotal")} testId="quote-web-total">
          <Price money={quote.webTotal} />
        </Row>
      </dl>
      {!totals ? <p className="muted">{t("quotes.detail.noTotals")}</p> : null}
    </section>
  );
}

function Row({ label, children, strong = false, testId }: { label: string; children: React.ReactNode; strong?: boolean; testId?: string }) {
  return (
    <div className={`quote-totals__row${strong ? " quote-totals__row--total" : ""}`} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Who asked, as the quote (and the tax invoice of its order) names them. */
function QuoteRequester({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="quote-requester-title">
      <h2 id="quote-requester-title">{t("quotes.detail.requester")}</h2>
      <dl className="quote-facts">
        <dt>{t("quotes.detail.company")}</dt>
        <dd>
          <bdi>{quote.company}</bdi>
        </dd>
        <dt>{t("quotes.detail.contact")}</dt>
        <dd>
          <bdi>{quote.contactName}</bdi>
          <br />
          <bdi dir="ltr">{quote.contactEmail}</bdi>
          <br />
          <bdi dir="ltr">{quote.contactPhone}</bdi>
        </dd>
        {quote.trn ? (
          <>
            <dt>{t("quotes.detail.trn")}</dt>
            <dd>
              <bdi dir="ltr">{quote.trn}</bdi>
            </dd>
          </>
        ) : null}
        <dt>{t("quotes.detail.emirate")}</dt>
        <dd>{t(`account.emirates.${quote.emirate}`)}</dd>
        {quote.notes ? (
          <>
            <dt>{t("quotes.detail.notes")}</dt>
            <dd className="quote-facts__notes" dir="auto">
              {quote.notes}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
