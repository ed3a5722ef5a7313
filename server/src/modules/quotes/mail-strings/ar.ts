import type { QuoteMailStrings } from "./quote-mail-strings.js";

export const ar: QuoteMailStrings = {
  subject: (number, shop) => `طلب عرض السعر رقم ${number} من ${shop}`,
  thanks: (number) => `شكرًا لك: استلمنا طلب عرض السعر رقم ${number}.`,
  whatNext: "سنسعّر كل منتج ونرسل إليك عرض سعر صالحًا حتى تاريخ محدد، ويمكنك قبوله عبر الإنترنت.",
  follow: (url, guest) => (guest ? `تابِعه على ${url} برقم عرض السعر وعنوان البريد الإلكتروني هذا.` : `تابِعه في حسابك: ${url}`),
  lines: "ما طلبته:",
  line: (quantity, title, partNumber, webUnitPrice) => `${quantity} × ${title}${partNumber ? ` (${partNumber})` : ""}، سعر الموقع ${webUnitPrice} للقطعة`,
  webPricesNote: "أسعار الموقع شاملة ضريبة القيمة المضافة، وكذلك ستكون الأسعار المعروضة.",
  labelled: (label, value) => `${label}: ${value}`,
  company: "الشركة",
  neededBy: "مطلوب بحلول",
};
