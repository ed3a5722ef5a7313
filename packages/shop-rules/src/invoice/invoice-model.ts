import { emirateName, type EmirateCode } from "../emirates.js";
import { formatAmount, formatDate, type FormatLocale } from "../locale-format.js";
import { SHOP_LOCALE_FACTS } from "../shop-locales.js";
import type { PaymentMethodCode } from "../payment-limits.js";
import { INVOICE_LABELS, type InvoiceLabels } from "./invoice-labels.js";

// The tax invoice (UAE VAT Executive Regulation, Art. 59) and the tax credit note (Art. 60) as data: what they say,
// in which order, every amount already written the shop's one way. The storefront's invoice page, the gateway's
// HTML invoice (and the order e-mail) and the PDF only lay this out, so none can disagree on a label or an amount.
// Each side adapts its own order shape to `InvoiceOrder` first: the storefront from the GraphQL `Order` (its
// `taxInvoice`, `creditNote`, `company`), the gateway from the backend's order through the same functions that
// answer those GraphQL fields. The lines' VAT comes priced (invoice-vat.ts): this file computes no amount.

export interface InvoiceAddress {
  name: string;
  phone: string;
  emirate: EmirateCode;
  area: string;
  street: string;
  building: string;
}

/** A company's billing address: the schema's `CompanyAddress`. */
export interface InvoiceCompanyAddress {
  emirate: EmirateCode;
  area: string;
  street: string;
  building: string;
}

/** The buyer's company: the schema's `Company`. */
export interface InvoiceCompany {
  legalName: string;
  trn: string;
  billingAddress: InvoiceCompanyAddress;
}

/** The seller: the schema's `InvoiceSeller`, and whether its details are the demo configuration's samples. */
export interface InvoiceSellerInput {
  legalName: string;
  addressLines: readonly string[];
  trn: string;
  sample: boolean;
}

/** One priced line: the schema's `TaxInvoiceLine`, amounts as `Money.amount` decimal strings. */
export interface InvoiceOrderLine {
  description: string;
  partNumber: string | null;
  kind: "PRODUCT" | "DELIVERY";
  quantity: number;
  unitPriceExcludingVat: string;
  discountExcludingVat: string | null;
  vatRate: number;
  vatAmount: string;
  amountExcludingVat: string;
  lineTotal: string;
}

/** The schema's `TaxInvoice` (dates ISO 8601). */
export interface InvoiceDocumentInput {
  number: string;
  issueDate: string;
  supplyDate: string;
  lines: readonly InvoiceOrderLine[];
  totalExcludingVat: string;
  totalVat: string;
  totalPayable: string;
}

/** The schema's `TaxCreditNote`. */
export interface CreditNoteDocumentInput {
  number: string;
  issueDate: string;
  invoiceNumber: string;
  lines: readonly InvoiceOrderLine[];
  totalExcludingVat: string;
  totalVat: string;
  totalCredited: string;
}

/** An order as the invoice needs it. */
export interface InvoiceOrder {
  /** The order number (the invoice has its own: `taxInvoice.number`). */
  number: string;
  paymentMethod: PaymentMethodCode;
  contactEmail: string;
  contactPhone: string;
  shippingAddress: InvoiceAddress;
  note: string | null;
  seller: InvoiceSellerInput;
  company: InvoiceCompany | null;
  purchaseOrderNumber: string | null;
  /** The quote the order was placed from (`RFQ-000042`), its reference; null or absent otherwise. */
  quoteNumber?: string | null;
  /** A bank-transfer order not yet paid: its invoice says it is a pro-forma until then. */
  proForma: boolean;
  taxInvoice: InvoiceDocumentInput;
  creditNote: CreditNoteDocumentInput | null;
}

/** An amount with its text (`formatAmount`); a page lays the same amount out from `priceParts`. */
export interface InvoiceAmount {
  amount: string;
  text: string;
}

export interface InvoiceLine {
  /** The product's title, or the word for delivery in the invoice's language. */
  description: string;
  partNumber: string | null;
  kind: InvoiceOrderLine["kind"];
  quantity: number;
  unitPriceExcludingVat: InvoiceAmount;
  discountExcludingVat: InvoiceAmount | null;
  /** "5%". */
  vatRate: string;
  vatAmount: InvoiceAmount;
  amountExcludingVat: InvoiceAmount;
  lineTotal: InvoiceAmount;
}

export type InvoiceTotalKey = "totalExcludingVat" | "totalVat" | "totalPayable" | "totalCredited";

export interface InvoiceTotal extends InvoiceAmount {
  key: InvoiceTotalKey;
  label: string;
  /** The total paid (or credited), shown strongest. */
  grand: boolean;
}

export type InvoiceFactKey =
  "documentNumber" | "creditedInvoice" | "orderNumber" | "quoteNumber" | "issueDate" | "supplyDate" | "purchaseOrderNumber" | "payment";

/** One labelled fact of the header; `code` values (numbers) are isolated left to right where printed. */
export interface InvoiceFact {
  key: InvoiceFactKey;
  label: string;
  value: string;
  code: boolean;
}

export type InvoiceKind = "invoice" | "credit-note";

export interface Invoice {
  locale: FormatLocale;
  dir: "ltr" | "rtl";
  labels: InvoiceLabels;
  kind: InvoiceKind;
  /** "Tax Invoice" / "Tax Credit Note" in the invoice's language, and the English one printed beside an Arabic one. */
  title: string;
  titleBeside: string | null;
  /** The document's own number (INV-…, CN-…). */
  number: string;
  orderNumber: string;
  /** The credited invoice's number, on a credit note; null on an invoice. */
  invoiceNumber: string | null;
  issueDate: string;
  /** Null on a credit note (its supply is the invoice's). */
  supplyDate: string | null;
  purchaseOrderNumber: string | null;
  /** The quote the order was placed from, or null. */
  quoteNumber: string | null;
  payment: string;
  /** The pro-forma notice while a bank transfer is awaited; null otherwise (and on a credit note). */
  proForma: string | null;
  /** The header's facts in print order: document number, credited invoice, order number, quote, dates, PO, payment. */
  facts: InvoiceFact[];
  seller: { legalName: string; addressLines: string[]; trn: string; /** The sample notice, or null for real details. */ sample: string | null };
  buyer: {
    contact: { email: string; phone: string };
    company: (InvoiceCompany & { billingAddress: InvoiceCompanyAddress & { emirateName: string } }) | null;
  };
  deliverTo: InvoiceAddress & { emirateName: string };
  lines: InvoiceLine[];
  /** Excluding VAT, the VAT, payable (or credited) including VAT: in this order. */
  totals: InvoiceTotal[];
  note: string | null;
}

export function invoiceModel(order: InvoiceOrder, locale: FormatLocale, kind: InvoiceKind = "invoice"): Invoice {
  const labels = INVOICE_LABELS[locale];
  const doc = kind === "invoice" ? order.taxInvoice : order.creditNote;
  if (!doc) throw new RangeError(`order ${order.number} has no credit note`);
  const priced = (amount: string): InvoiceAmount => ({ amount, text: formatAmount(amount, locale) });
  const credited = "invoiceNumber" in doc ? doc : null;
  const invoice = "supplyDate" in doc ? doc : null;
  const payment = labels.paymentMethods[order.paymentMethod];
  const issueDate = formatDate(doc.issueDate, locale);
  const supplyDate = invoice ? formatDate(invoice.supplyDate, locale) : null;
  const facts: InvoiceFact[] = [
    { key: "documentNumber", label: credited ? labels.creditNoteNumber : labels.invoiceNumber, value: doc.number, code: true },
    ...(credited ? [{ key: "creditedInvoice" as const, label: labels.creditedInvoice, value: credited.invoiceNumber, code: true }] : []),
    { key: "orderNumber", label: labels.orderNumber, value: order.number, code: true },
    ...(order.quoteNumber ? [{ key: "quoteNumber" as const, label: labels.quoteNumber, value: order.quoteNumber, code: true }] : []),
    { key: "issueDate", label: labels.issueDate, value: issueDate, code: false },
    ...(supplyDate ? [{ key: "supplyDate" as const, label: labels.supplyDate, value: supplyDate, code: false }] : []),
    ...(order.purchaseOrderNumber
      ? [{ key: "purchaseOrderNumber" as const, label: labels.purchaseOrderNumber, value: order.purchaseOrderNumber, code: true }]
      : []),
    { key: "payment", label: labels.payment, value: payment, code: false },
  ];
  const total = (key: InvoiceTotalKey, amount: string): InvoiceTotal => ({
    key,
    label: labels[key],
    ...priced(amount),
    grand: key === "totalPayable" || key === "totalCredited",
  });
  const company = order.company;
  return {
    locale,
    dir: SHOP_LOCALE_FACTS[locale].dir,
    labels,
    kind,
    title: credited ? labels.creditNoteTitle : labels.title,
    titleBeside: credited ? labels.creditNoteTitleBeside : labels.titleBeside,
    number: doc.number,
    orderNumber: order.number,
    invoiceNumber: credited ? credited.invoiceNumber : null,
    issueDate,
    supplyDate,
    purchaseOrderNumber: order.purchaseOrderNumber || null,
    quoteNumber: order.quoteNumber || null,
    payment,
    proForma: invoice && order.proForma ? labels.proForma : null,
    facts,
    seller: {
      legalName: order.seller.legalName,
      addressLines: [...order.seller.addressLines],
      trn: order.seller.trn,
      sample: order.seller.sample ? labels.sampleSeller : null,
    },
    buyer: {
      contact: { email: order.contactEmail, phone: order.contactPhone },
      company: company ? { ...company, billingAddress: { ...company.billingAddress, emirateName: emirateName(company.billingAddress.emirate, locale) } } : null,
    },
    deliverTo: { ...order.shippingAddress, emirateName: emirateName(order.shippingAddress.emirate, locale) },
    lines: doc.lines.map((l) => ({
      description: l.kind === "DELIVERY" ? labels.delivery : l.description,
      partNumber: l.partNumber,
      kind: l.kind,
      quantity: l.quantity,
      unitPriceExcludingVat: priced(l.unitPriceExcludingVat),
      discountExcludingVat: l.discountExcludingVat ? priced(l.discountExcludingVat) : null,
      vatRate: `${l.vatRate}%`,
      vatAmount: priced(l.vatAmount),
      amountExcludingVat: priced(l.amountExcludingVat),
      lineTotal: priced(l.lineTotal),
    })),
    totals: [
      total("totalExcludingVat", doc.totalExcludingVat),
      total("totalVat", doc.totalVat),
      credited ? total("totalCredited", credited.totalCredited) : total("totalPayable", invoice?.totalPayable ?? "0.00"),
    ],
    note: order.note ? order.note : null,
  };
}
