import type { FormatLocale } from "../locale-format.js";
import type { PaymentMethodCode } from "../payment-limits.js";

// Every word of the tax invoice, in both languages, for both of its renderers: the storefront's invoice (the order
// page, printed with window.print) and the gateway's HTML invoice attached to the order e-mail, whose totals the
// e-mail's text repeats. Plain text without markup characters (a test checks), so the HTML uses them as they are.

export interface InvoiceLabels {
  /** The document's kind; `titleBeside` is printed next to it (UAE invoices in Arabic also say "Tax Invoice"). */
  title: string;
  titleBeside: string | null;
  /** The on-screen heading before the order number. */
  heading: string;
  number: string;
  date: string;
  status: string;
  payment: string;
  /** Printed before the seller's tax registration number. */
  trn: string;
  customer: string;
  deliverTo: string;
  item: string;
  /** Printed before a line's part number. */
  partNumber: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  subTotal: string;
  shipping: string;
  /** Instead of the shipping amount when it is zero. */
  free: string;
  total: string;
  vatIncluded: string;
  note: string;
  pricesNote: string;
  thanks: string;
  paymentMethods: Record<PaymentMethodCode, string>;
}

export const INVOICE_LABELS: Record<FormatLocale, InvoiceLabels> = {
  en: {
    title: "Tax invoice",
    titleBeside: null,
    heading: "Invoice",
    number: "Invoice / order number",
    date: "Date",
    status: "Status",
    payment: "Payment",
    trn: "TRN",
    customer: "Customer",
    deliverTo: "Deliver to",
    item: "Item",
    partNumber: "Part no.",
    quantity: "Qty",
    unitPrice: "Unit price",
    amount: "Amount",
    subTotal: "Sub-total",
    shipping: "Shipping",
    free: "Free",
    total: "Total (incl. VAT)",
    vatIncluded: "Includes VAT 5%",
    note: "Note",
    pricesNote: "All prices in AED and include 5% UAE VAT.",
    thanks: "Thank you for shopping with us.",
    paymentMethods: { CASH_ON_DELIVERY: "Cash on delivery", BANK_TRANSFER: "Bank transfer" },
  },
  ar: {
    title: "فاتورة ضريبية",
    titleBeside: "Tax Invoice",
    heading: "الفاتورة",
    number: "رقم الفاتورة / الطلب",
    date: "التاريخ",
    status: "الحالة",
    payment: "الدفع",
    trn: "الرقم الضريبي (TRN)",
    customer: "العميل",
    deliverTo: "التوصيل إلى",
    item: "البند",
    partNumber: "رقم القطعة",
    quantity: "الكمية",
    unitPrice: "سعر الوحدة",
    amount: "المبلغ",
    subTotal: "المجموع الفرعي",
    shipping: "الشحن",
    free: "مجاني",
    total: "الإجمالي (شامل ضريبة القيمة المضافة)",
    vatIncluded: "يشمل ضريبة القيمة المضافة 5%",
    note: "ملاحظة",
    pricesNote: "جميع الأسعار بالدرهم الإماراتي وشاملة ضريبة القيمة المضافة في الإمارات بنسبة 5%.",
    thanks: "شكرًا لتسوّقك معنا.",
    paymentMethods: { CASH_ON_DELIVERY: "الدفع عند الاستلام", BANK_TRANSFER: "التحويل المصرفي" },
  },
};

/** Between the title and the one beside it: "فاتورة ضريبية / Tax Invoice". */
export const INVOICE_TITLE_SEPARATOR = " / ";

/** The title as one line of plain text (a document's <title>, a print heading). */
export function invoiceTitle(labels: InvoiceLabels): string {
  return labels.titleBeside ? `${labels.title}${INVOICE_TITLE_SEPARATOR}${labels.titleBeside}` : labels.title;
}
