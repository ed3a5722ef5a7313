import type { FormatLocale } from "../locale-format.js";
import type { PaymentMethodCode } from "../payment-limits.js";

// Every word of the tax invoice and the tax credit note (UAE VAT Executive Regulation, Art. 59 and 60), in both
// languages, for all of their renderers: the storefront's invoice page (printed with window.print), the gateway's
// HTML invoice attached to the order e-mail (whose totals the e-mail's text repeats) and the PDF. Plain text without
// markup characters (a test checks), so the HTML uses them as they are.

export interface InvoiceLabels {
  /** The document's kind; `titleBeside` is printed next to it (UAE invoices in Arabic also say "Tax Invoice"). */
  title: string;
  titleBeside: string | null;
  /** The same for a tax credit note. */
  creditNoteTitle: string;
  creditNoteTitleBeside: string | null;
  /** Before the invoice's own number (apart from the order number). */
  invoiceNumber: string;
  /** Before the credit note's own number. */
  creditNoteNumber: string;
  /** On a credit note, before the number of the invoice it credits. */
  creditedInvoice: string;
  orderNumber: string;
  /** Before the number of the quote an order was placed from (`RFQ-000042`): its reference. */
  quoteNumber: string;
  /** Date of issue and date of supply (Art. 59(1)(e), (f)). */
  issueDate: string;
  supplyDate: string;
  /** A bank-transfer order's invoice until the money arrives. */
  proForma: string;
  status: string;
  payment: string;
  seller: string;
  /** Under seller details that are the demo configuration's, not a real company's. */
  sampleSeller: string;
  /** Printed before a tax registration number, the seller's and the buyer's. */
  trn: string;
  /** The buyer: the person who ordered, and their company when given. */
  buyer: string;
  customer: string;
  company: string;
  billingAddress: string;
  purchaseOrderNumber: string;
  deliverTo: string;
  /** Line columns. */
  item: string;
  /** Printed before a line's part number. */
  partNumber: string;
  quantity: string;
  unitPriceExcludingVat: string;
  discount: string;
  vatRate: string;
  vatAmount: string;
  amountExcludingVat: string;
  lineTotal: string;
  /** The delivery charge's line. */
  delivery: string;
  /** Totals: excluding VAT, the VAT, and what is payable (or credited) including it. */
  totalExcludingVat: string;
  totalVat: string;
  totalPayable: string;
  totalCredited: string;
  /** The order summary's words (the order page and the e-mail's text), which repeat the invoice's totals. */
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
    title: "Tax Invoice",
    titleBeside: null,
    creditNoteTitle: "Tax Credit Note",
    creditNoteTitleBeside: null,
    invoiceNumber: "Invoice number",
    creditNoteNumber: "Credit note number",
    creditedInvoice: "Credits tax invoice",
    orderNumber: "Order number",
    quoteNumber: "Quote",
    issueDate: "Date of issue",
    supplyDate: "Date of supply",
    proForma: "Pro-forma until payment is received",
    status: "Status",
    payment: "Payment",
    seller: "Seller",
    sampleSeller: "Sample seller details (demo configuration)",
    trn: "TRN",
    buyer: "Buyer",
    customer: "Customer",
    company: "Company",
    billingAddress: "Billing address",
    purchaseOrderNumber: "PO number",
    deliverTo: "Deliver to",
    item: "Description",
    partNumber: "Part no.",
    quantity: "Qty",
    unitPriceExcludingVat: "Unit price excl. VAT",
    discount: "Discount",
    vatRate: "VAT rate",
    vatAmount: "VAT",
    amountExcludingVat: "Amount excl. VAT",
    lineTotal: "Total incl. VAT",
    delivery: "Delivery",
    totalExcludingVat: "Total excl. VAT",
    totalVat: "VAT 5%",
    totalPayable: "Total payable incl. VAT",
    totalCredited: "Total credited incl. VAT",
    unitPrice: "Unit price",
    amount: "Amount",
    subTotal: "Sub-total",
    shipping: "Shipping",
    free: "Free",
    total: "Total (incl. VAT)",
    vatIncluded: "Includes VAT 5%",
    note: "Note",
    pricesNote: "All amounts in AED (UAE dirham). Prices include 5% UAE VAT.",
    thanks: "Thank you for shopping with us.",
    paymentMethods: { CASH_ON_DELIVERY: "Cash on delivery", BANK_TRANSFER: "Bank transfer" },
  },
  ar: {
    title: "فاتورة ضريبية",
    titleBeside: "Tax Invoice",
    creditNoteTitle: "إشعار دائن ضريبي",
    creditNoteTitleBeside: "Tax Credit Note",
    invoiceNumber: "رقم الفاتورة",
    creditNoteNumber: "رقم الإشعار الدائن",
    creditedInvoice: "عن الفاتورة الضريبية",
    orderNumber: "رقم الطلب",
    quoteNumber: "عرض السعر",
    issueDate: "تاريخ الإصدار",
    supplyDate: "تاريخ التوريد",
    proForma: "فاتورة مبدئية حتى استلام الدفعة",
    status: "الحالة",
    payment: "الدفع",
    seller: "البائع",
    sampleSeller: "بيانات البائع نموذجية (إعداد تجريبي)",
    trn: "الرقم الضريبي (TRN)",
    buyer: "المشتري",
    customer: "العميل",
    company: "الشركة",
    billingAddress: "عنوان الفوترة",
    purchaseOrderNumber: "رقم أمر الشراء",
    deliverTo: "التوصيل إلى",
    item: "الوصف",
    partNumber: "رقم القطعة",
    quantity: "الكمية",
    unitPriceExcludingVat: "سعر الوحدة دون الضريبة",
    discount: "الخصم",
    vatRate: "نسبة الضريبة",
    vatAmount: "ضريبة القيمة المضافة",
    amountExcludingVat: "المبلغ دون الضريبة",
    lineTotal: "الإجمالي شامل الضريبة",
    delivery: "التوصيل",
    totalExcludingVat: "الإجمالي دون ضريبة القيمة المضافة",
    totalVat: "ضريبة القيمة المضافة 5%",
    totalPayable: "المبلغ المستحق شامل ضريبة القيمة المضافة",
    totalCredited: "المبلغ المردود شامل ضريبة القيمة المضافة",
    unitPrice: "سعر الوحدة",
    amount: "المبلغ",
    subTotal: "المجموع الفرعي",
    shipping: "الشحن",
    free: "مجاني",
    total: "الإجمالي (شامل ضريبة القيمة المضافة)",
    vatIncluded: "يشمل ضريبة القيمة المضافة 5%",
    note: "ملاحظة",
    pricesNote: "جميع المبالغ بالدرهم الإماراتي، والأسعار شاملة ضريبة القيمة المضافة في الإمارات بنسبة 5%.",
    thanks: "شكرًا لتسوّقك معنا.",
    paymentMethods: { CASH_ON_DELIVERY: "الدفع عند الاستلام", BANK_TRANSFER: "التحويل المصرفي" },
  },
};

/** Between the title and the one beside it: "فاتورة ضريبية / Tax Invoice". */
export const INVOICE_TITLE_SEPARATOR = " / ";

/** The title as one line of plain text (a document's <title>, a print heading), of an invoice or a credit note. */
export function invoiceTitle(labels: InvoiceLabels, kind: "invoice" | "credit-note" = "invoice"): string {
  const [title, beside] = kind === "invoice" ? [labels.title, labels.titleBeside] : [labels.creditNoteTitle, labels.creditNoteTitleBeside];
  return beside ? `${title}${INVOICE_TITLE_SEPARATOR}${beside}` : title;
}
