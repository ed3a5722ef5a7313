import type { FormatLocale, QuoteStatus } from "@proav/shop-rules";

// The quotation's own words, in both languages. Words it shares with the tax invoice (seller, TRN, sample seller
// details, quantity, part number, sub-total, shipping, free, total, VAT included, the prices note) are the invoice's
// (INVOICE_LABELS), so the two documents never word one thing two ways. Plain text without markup characters.

export interface QuoteLabels {
  /** The document's kind, printed as its heading. */
  title: string;
  quoteNumber: string;
  requestedOn: string;
  quotedOn: string;
  /** The last day it can be accepted. */
  validUntil: string;
  neededBy: string;
  status: string;
  /** The order placed by accepting it. */
  orderNumber: string;
  /** The requester: the company, with its contact. */
  preparedFor: string;
  contact: string;
  emirate: string;
  /** Line columns. */
  item: string;
  webUnitPrice: string;
  quotedUnitPrice: string;
  lineTotal: string;
  /** In the quoted price column before the shop has priced the line. */
  notQuoted: string;
  /** What the lines cost at the web prices when requested, compared with the quote. */
  webTotal: string;
  yourNotes: string;
  shopNote: string;
  statuses: Record<QuoteStatus, string>;
  /** Under the heading, for every status but a live quote: what the document is (and is not) worth. */
  notices: {
    requested: string;
    expired: (validUntil: string) => string;
    declined: string;
    accepted: (orderNumber: string) => string;
  };
  /** Under the totals of a live quote. */
  validity: (validUntil: string) => string;
}

export const QUOTE_LABELS: Record<FormatLocale, QuoteLabels> = {
  en: {
    title: "Quotation",
    quoteNumber: "Quote number",
    requestedOn: "Requested",
    quotedOn: "Quoted",
    validUntil: "Valid until",
    neededBy: "Needed by",
    status: "Status",
    orderNumber: "Order number",
    preparedFor: "Prepared for",
    contact: "Contact",
    emirate: "Emirate",
    item: "Description",
    webUnitPrice: "Web unit price",
    quotedUnitPrice: "Quoted unit price",
    lineTotal: "Line total",
    notQuoted: "Not yet quoted",
    webTotal: "Total at web prices",
    yourNotes: "Your notes",
    shopNote: "Note from the shop",
    statuses: { requested: "Requested", quoted: "Quoted", accepted: "Accepted", expired: "Expired", declined: "Declined" },
    notices: {
      requested: "Prices not yet quoted: the shop will answer with its prices. Web prices are shown for reference only.",
      expired: (date) => `This quote expired after ${date}. Ask for a new quote.`,
      declined: "The shop could not quote this request.",
      accepted: (order) => `Accepted: order ${order} was placed at these prices.`,
    },
    validity: (date) => `These prices can be accepted until the end of ${date} (UAE time).`,
  },
  ar: {
    title: "عرض سعر",
    quoteNumber: "رقم عرض السعر",
    requestedOn: "تاريخ الطلب",
    quotedOn: "تاريخ التسعير",
    validUntil: "صالح حتى",
    neededBy: "مطلوب بحلول",
    status: "الحالة",
    orderNumber: "رقم الطلب",
    preparedFor: "مُعدّ لـ",
    contact: "جهة الاتصال",
    emirate: "الإمارة",
    item: "الوصف",
    webUnitPrice: "سعر الوحدة على الموقع",
    quotedUnitPrice: "سعر الوحدة المعروض",
    lineTotal: "إجمالي البند",
    notQuoted: "لم يُسعَّر بعد",
    webTotal: "الإجمالي بأسعار الموقع",
    yourNotes: "ملاحظاتك",
    shopNote: "ملاحظة المتجر",
    statuses: { requested: "بانتظار التسعير", quoted: "مُسعَّر", accepted: "مقبول", expired: "منتهي الصلاحية", declined: "مرفوض" },
    notices: {
      requested: "لم تُسعَّر الأسعار بعد: سيرد المتجر بأسعاره. أسعار الموقع معروضة للاسترشاد فقط.",
      expired: (date) => `انتهت صلاحية عرض السعر هذا بعد ${date}. اطلب عرض سعر جديدًا.`,
      declined: "تعذّر على المتجر تسعير هذا الطلب.",
      accepted: (order) => `تم القبول: صدر الطلب ${order} بهذه الأسعار.`,
    },
    validity: (date) => `يمكن قبول هذه الأسعار حتى نهاية يوم ${date} (بتوقيت الإمارات).`,
  },
};
