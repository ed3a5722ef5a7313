import {
  emirateName,
  formatAmount,
  formatDate,
  INVOICE_LABELS,
  SHOP_LOCALE_FACTS,
  type EmirateCode,
  type FormatLocale,
  type InvoiceLabels,
  type InvoiceSellerInput,
  type QuoteStatus,
} from "@proav/shop-rules";
import { QUOTE_LABELS, type QuoteLabels } from "./quote-labels.js";

// A quotation as data, laid out once for its PDF (quote-pdf.ts), the way the tax invoice's `invoiceModel` is: what
// it says, in which order, every amount already written the shop's one way (formatAmount), every date in the UAE's
// calendar (formatDate). It computes no amount: the amounts come priced by quote-document-input.ts.

/** Amounts as `Money.amount` decimal strings ("1234.50"). */
export interface QuoteDocumentLineInput {
  title: string;
  partNumber: string | null;
  quantity: number;
  webUnitPrice: string;
  /** Null until the shop quotes it. */
  quotedUnitPrice: string | null;
  /** `quotedUnitPrice` x `quantity`, or null until quoted. */
  quotedLineTotal: string | null;
}

/** The order the quote would place: the shop's usual delivery and VAT rules over the quoted lines. */
export interface QuoteDocumentTotalsInput {
  subTotal: string;
  shipping: string;
  vatIncluded: string;
  total: string;
}

/** A quote as its document reads it; dates ISO 8601 (`validUntil`, `neededBy` as `YYYY-MM-DD`). */
export interface QuoteDocumentInput {
  number: string;
  /** As the shopper sees it today: `expired` for a quoted quote after its validity date. */
  status: QuoteStatus;
  createdAt: string;
  quotedAt: string | null;
  validUntil: string | null;
  neededBy: string | null;
  company: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  trn: string | null;
  emirate: EmirateCode;
  notes: string | null;
  shopNote: string | null;
  orderNumber: string | null;
  seller: InvoiceSellerInput;
  lines: readonly QuoteDocumentLineInput[];
  /** The lines at their web prices (VAT included), no delivery. */
  webTotal: string;
  /** Null until quoted, and for a declined quote. */
  quotedTotals: QuoteDocumentTotalsInput | null;
}

export interface QuoteAmount {
  amount: string;
  text: string;
}

export interface QuoteDocumentLine {
  title: string;
  partNumber: string | null;
  quantity: number;
  webUnitPrice: QuoteAmount;
  quotedUnitPrice: QuoteAmount | null;
  lineTotal: QuoteAmount | null;
}

export type QuoteFactKey = "quoteNumber" | "status" | "requestedOn" | "quotedOn" | "validUntil" | "neededBy" | "orderNumber";

/** One labelled fact of the header; `code` values (numbers) are isolated left to right where printed. */
export interface QuoteFact {
  key: QuoteFactKey;
  label: string;
  value: string;
  code: boolean;
}

export type QuoteTotalKey = "webTotal" | "subTotal" | "shipping" | "total" | "vatIncluded";

export interface QuoteTotal {
  key: QuoteTotalKey;
  label: string;
  amount: string;
  /** The amount's text, or "Free" for free delivery. */
  text: string;
  /** What the order would cost, shown strongest. */
  grand: boolean;
}

export interface QuoteDocument {
  locale: FormatLocale;
  dir: "ltr" | "rtl";
  labels: QuoteLabels;
  /** The words it shares with the tax invoice. */
  invoiceLabels: InvoiceLabels;
  title: string;
  number: string;
  status: QuoteStatus;
  /** What the document is worth when it is not a live quote (not priced yet, expired, declined, accepted); else null. */
  notice: string | null;
  facts: QuoteFact[];
  seller: { legalName: string; addressLines: string[]; trn: string; /** The sample notice, or null for real details. */ sample: string | null };
  buyer: { company: string; contactName: string; email: string; phone: string; trn: string | null; emirateName: string };
  lines: QuoteDocumentLine[];
  /** Priced: the web total for comparison, then sub-total, shipping, total, VAT included. Else the web total only. */
  totals: QuoteTotal[];
  /** Until when a live quote's prices can be accepted; null otherwise. */
  validity: string | null;
  notes: string | null;
  shopNote: string | null;
  pricesNote: string;
}

/** A number inside a sentence, isolated left to right (U+2066 ... U+2069) so it never turns round in Arabic. */
const isolated = (code: string) => `\u2066${code}\u2069`;

export function quoteDocument(quote: QuoteDocumentInput, locale: FormatLocale): QuoteDocument {
  const labels = QUOTE_LABELS[locale];
  const invoiceLabels = INVOICE_LABELS[locale];
  const priced = (amount: string): QuoteAmount => ({ amount, text: formatAmount(amount, locale) });
  const date = (iso: string | null) => (iso ? formatDate(iso, locale) : "");
  const validUntil = date(quote.validUntil);
  const fact = (key: QuoteFactKey, value: string, code = false): QuoteFact[] => (value ? [{ key, label: labels[key], value, code }] : []);
  const facts: QuoteFact[] = [
    ...fact("quoteNumber", quote.number, true),
    ...fact("status", labels.statuses[quote.status]),
    ...fact("requestedOn", date(quote.createdAt)),
    ...fact("quotedOn", quote.status === "requested" ? "" : date(quote.quotedAt)),
    ...fact("validUntil", quote.status === "declined" ? "" : validUntil),
    ...fact("neededBy", date(quote.neededBy)),
    ...fact("orderNumber", quote.orderNumber ?? "", true),
  ];
  const notice = {
    requested: labels.notices.requested,
    quoted: null,
    expired: labels.notices.expired(validUntil),
    declined: labels.notices.declined,
    accepted: quote.orderNumber ? labels.notices.accepted(isolated(quote.orderNumber)) : null,
  }[quote.status];
  const t = quote.quotedTotals;
  const total = (key: QuoteTotalKey, label: string, amount: string, grand = false): QuoteTotal => ({
    key,
    label,
    amount,
    text: key === "shipping" && /^0+(\.0+)?$/.test(amount) ? invoiceLabels.free : formatAmount(amount, locale),
    grand,
  });
  const webTotal = total("webTotal", labels.webTotal, quote.webTotal);
  const totals = t
    ? [
        webTotal,
        total("subTotal", invoiceLabels.subTotal, t.subTotal),
        total("shipping", invoiceLabels.shipping, t.shipping),
        total("total", invoiceLabels.total, t.total, true),
        total("vatIncluded", invoiceLabels.vatIncluded, t.vatIncluded),
      ]
    : [webTotal];
  return {
    locale,
    dir: SHOP_LOCALE_FACTS[locale].dir,
    labels,
    invoiceLabels,
    title: labels.title,
    number: quote.number,
    status: quote.status,
    notice,
    facts,
    seller: {
      legalName: quote.seller.legalName,
      addressLines: [...quote.seller.addressLines],
      trn: quote.seller.trn,
      sample: quote.seller.sample ? invoiceLabels.sampleSeller : null,
    },
    buyer: {
      company: quote.company,
      contactName: quote.contactName,
      email: quote.contactEmail,
      phone: quote.contactPhone,
      trn: quote.trn,
      emirateName: emirateName(quote.emirate, locale),
    },
    lines: quote.lines.map((l) => ({
      title: l.title,
      partNumber: l.partNumber,
      quantity: l.quantity,
      webUnitPrice: priced(l.webUnitPrice),
      quotedUnitPrice: l.quotedUnitPrice === null ? null : priced(l.quotedUnitPrice),
      lineTotal: l.quotedLineTotal === null ? null : priced(l.quotedLineTotal),
    })),
    totals,
    validity: quote.status === "quoted" && validUntil ? labels.validity(validUntil) : null,
    notes: quote.notes || null,
    shopNote: quote.shopNote || null,
    pricesNote: invoiceLabels.pricesNote,
  };
}
