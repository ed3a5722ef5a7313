import { emirateName, type EmirateCode } from "../emirates.js";
import { formatAmount, formatDate, type FormatLocale } from "../locale-format.js";
import { SHOP_LOCALE_FACTS } from "../shop-locales.js";
import type { PaymentMethodCode } from "../payment-limits.js";
import { INVOICE_LABELS, type InvoiceLabels } from "./invoice-labels.js";

// The tax invoice as data: what it says, in which order, every amount already written the shop's one way. The
// storefront's invoice component and the gateway's HTML invoice (and the order e-mail) only lay this out, so the
// page and the e-mail can never disagree on a label or an amount. Each side adapts its own order shape (GraphQL
// fragment, backend row) to `InvoiceOrder` first.

export interface InvoiceAddress {
  name: string;
  phone: string;
  emirate: EmirateCode;
  area: string;
  street: string;
  building: string;
}

export interface InvoiceOrderLine {
  title: string;
  partNumber: string | null;
  quantity: number;
  /** Decimal AED, as `Money.amount` ("1328.99"). */
  unitPrice: string;
  lineTotal: string;
}

/** An order as the invoice needs it; amounts are `Money.amount` decimal strings. */
export interface InvoiceOrder {
  number: string;
  createdAt: string;
  paymentMethod: PaymentMethodCode;
  contactEmail: string;
  contactPhone: string;
  shippingAddress: InvoiceAddress;
  lines: readonly InvoiceOrderLine[];
  subTotal: string;
  shipping: string;
  total: string;
  vatIncluded: string;
  note: string | null;
}

/** An amount with its text (`formatAmount`); a page lays the same amount out from `priceParts`. */
export interface InvoiceAmount {
  amount: string;
  text: string;
}

export interface InvoiceLine {
  title: string;
  partNumber: string | null;
  quantity: number;
  unitPrice: InvoiceAmount;
  lineTotal: InvoiceAmount;
}

export type InvoiceTotalKey = "subTotal" | "shipping" | "total" | "vatIncluded";

export interface InvoiceTotal extends InvoiceAmount {
  key: InvoiceTotalKey;
  label: string;
  /** Shipping that costs nothing: `text` is the word "Free" instead of an amount. */
  free: boolean;
  /** The total the shopper pays, shown strongest. */
  grand: boolean;
}

export interface Invoice {
  locale: FormatLocale;
  dir: "ltr" | "rtl";
  labels: InvoiceLabels;
  number: string;
  date: string;
  payment: string;
  contact: { email: string; phone: string };
  deliverTo: InvoiceAddress & { emirateName: string };
  lines: InvoiceLine[];
  /** Sub-total, shipping, total (incl. VAT), the VAT it includes: in this order. */
  totals: InvoiceTotal[];
  note: string | null;
}

const isZero = (amount: string) => /^0+(\.0+)?$/.test(amount.trim());

export function invoiceModel(order: InvoiceOrder, locale: FormatLocale): Invoice {
  const labels = INVOICE_LABELS[locale];
  const priced = (amount: string): InvoiceAmount => ({ amount, text: formatAmount(amount, locale) });
  const total = (key: InvoiceTotalKey, amount: string): InvoiceTotal => {
    const free = key === "shipping" && isZero(amount);
    return { key, label: labels[key], ...priced(amount), text: free ? labels.free : formatAmount(amount, locale), free, grand: key === "total" };
  };
  return {
    locale,
    dir: SHOP_LOCALE_FACTS[locale].dir,
    labels,
    number: order.number,
    date: formatDate(order.createdAt, locale),
    payment: labels.paymentMethods[order.paymentMethod],
    contact: { email: order.contactEmail, phone: order.contactPhone },
    deliverTo: { ...order.shippingAddress, emirateName: emirateName(order.shippingAddress.emirate, locale) },
    lines: order.lines.map((l) => ({
      title: l.title,
      partNumber: l.partNumber,
      quantity: l.quantity,
      unitPrice: priced(l.unitPrice),
      lineTotal: priced(l.lineTotal),
    })),
    totals: [total("subTotal", order.subTotal), total("shipping", order.shipping), total("total", order.total), total("vatIncluded", order.vatIncluded)],
    note: order.note ? order.note : null,
  };
}
