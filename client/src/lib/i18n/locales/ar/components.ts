import type { components as en } from "../en/components";
import type { ArabicPlural, Translation } from "../translation";

/** Shared storefront pieces: prices, badges, paging, the shop's limit notices. */
export const components: Translation<typeof en, ArabicPlural> = {
  price: {
    currencySymbol: "د.إ",
    vatIncluded: "شامل ضريبة القيمة المضافة",
    salePrice: "سعر العرض",
    originalPrice: "السعر الأصلي",
    discount: "-{{percent}}%",
    discountLabel: "خصم {{percent}}%",
  },
  badges: {
    HOT: "رائج",
    NEW: "جديد",
    SALE: "تخفيض",
    OUT_OF_STOCK: "غير متوفر",
  },
  pager: {
    label: "الصفحات",
    first: "→ الصفحة الأولى",
    previous: "الصفحة السابقة",
    next: "الصفحة التالية ←",
  },
  stock: {
    cannotOrder: "غير متوفر: لا يمكن طلب هذا المنتج حاليًا. أزِله لإتمام طلبك.",
  },
  shopNotice: {
    dismiss: "إغلاق",
    cartLines: "الحدّ الأقصى لعدد المنتجات المختلفة في سلتك هو {{max, number}}. أزل منتجًا لتضيف آخر.",
    maxQuantity: "الحدّ الأقصى للكمية من المنتج الواحد في الطلب عبر الإنترنت هو {{max, number}}. للكميات الأكبر، يُرجى التواصل معنا.",
    wishlist: "الحدّ الأقصى لعدد المنتجات في قائمة أمنياتك هو {{max, number}}. أزل منتجًا لتضيف آخر.",
    compare: "الحدّ الأقصى لعدد المنتجات في المقارنة هو {{max, number}}. أزل منتجًا لتضيف آخر.",
    cookieSize: "قائمتك ممتلئة. أزل منتجًا لتضيف آخر.",
  },
};
