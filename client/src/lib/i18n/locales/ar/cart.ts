import type { cart as en } from "../en/cart";
import type { ArabicPlural, Translation } from "../translation";

/** The cart page (/account/shopping-cart). */
export const cart: Translation<typeof en, ArabicPlural> = {
  meta: {
    title: "سلة التسوق | ProAV Shop – الإمارات",
  },
  heading: "سلة التسوق",
  dropped_zero: "جميع منتجات سلتك ما زالت متاحة.",
  dropped_one: "لم يعد أحد المنتجات متاحًا، فأزلناه من سلتك.",
  dropped_two: "لم يعد منتجان متاحَين، فأزلناهما من سلتك.",
  dropped_few: "لم تعد {{count, number}} منتجات متاحة، فأزلناها من سلتك.",
  dropped_many: "لم يعد {{count, number}} منتجًا متاحًا، فأزلناها من سلتك.",
  dropped_other: "لم يعد {{count, number}} منتج متاحًا، فأزلناها من سلتك.",
  empty: {
    heading: "السلة فارغة!",
    text: "تصفّح محطات العمل ومعدات البث والصوت والصورة الاحترافية والبرمجيات.",
    shopNow: "تسوّق الآن",
  },
  loadError: {
    heading: "تعذّر تحميل منتجات سلتك",
    text: "سلتك محفوظة. يُرجى تحديث الصفحة بعد قليل.",
  },
  pricesFailed: "تعذّر حساب أسعار آخر تعديل على سلتك. سلتك محفوظة؛ حدّث الصفحة لعرض أسعارها.",
  line: {
    soldBy: "يبيعه {{seller}}",
    seller: "ProAV Shop",
    quantityOf: "كمية {{title}}",
    decrease: "إنقاص الكمية",
    increase: "زيادة الكمية",
    remove: "إزالة {{title}} من السلة",
    total: "إجمالي البند",
  },
  summary: {
    label: "ملخّص الطلب",
    subtotal: "المجموع الفرعي:",
    items_zero: "لا توجد منتجات",
    items_one: "منتج واحد",
    items_two: "منتجان",
    items_few: "{{count, number}} منتجات",
    items_many: "{{count, number}} منتجًا",
    items_other: "{{count, number}} منتج",
    note: "الأسعار شاملة ضريبة القيمة المضافة بنسبة 5% · تُحتسب رسوم التوصيل عند إتمام الشراء",
    continueShopping: "متابعة التسوق",
    clear: "إفراغ السلة",
    checkout: "إتمام الشراء",
    checkoutBlocked: "أزِل المنتجات غير المتوفرة لإتمام الشراء.",
    requestQuote: "طلب عرض سعر",
    quoteHint: "تشتري لشركة؟ نسعّر لك هذه المنتجات، حتى غير المتوفر منها.",
  },
};
