import type { OrderMailStrings } from "./mail-strings.js";

export const ar: OrderMailStrings = {
  comma: "، ",
  labelled: (label, value) => `${label}: ${value}`,
  subject: (number, shop) => `طلبك رقم ${number} من ${shop}`,
  thanks: (number) => `شكرًا لطلبك رقم ${number}.`,
  paymentMethod: (name) => `طريقة الدفع: ${name}`,
  bankTitle: "طريقة الدفع بالتحويل المصرفي",
  bankIntro: (total, number) => `يُرجى تحويل ${total} مع ذكر رقم طلبك ${number} مرجعًا للتحويل؛ ونشحن الطلب فور وصول المبلغ.`,
  bankSample: "هذه بيانات مصرفية نموذجية لمتجر تجريبي: لا يمكن الدفع إليها.",
  bankName: "البنك",
  accountName: "اسم الحساب",
  reference: "المرجع",
  cashOnDelivery: "الدفع: نقدًا عند الاستلام (أو بالبطاقة عبر جهاز مندوب التوصيل).",
  track: (url) => `تتبّع طلبك على ${url} برقم الطلب وعنوان البريد الإلكتروني هذا.`,
  invoiceAttached: "فاتورتك الضريبية مرفقة بهذه الرسالة.",
  line: (quantity, title, partNumber, amount) => `${quantity} × ${title}${partNumber ? ` (${partNumber})` : ""}: ${amount}`,
};
