import type { compare as en } from "../en/compare";
import type { ArabicPlural, Translation } from "../translation";

/** The compare page (/account/compare). */
export const compare: Translation<typeof en, ArabicPlural> = {
  meta: {
    title: "مقارنة المنتجات | ProAV Shop – الإمارات",
  },
  heading: "مقارنة المنتجات",
  dropped: "أزلنا من المقارنة المنتجات التي لم تعد متاحة.",
  empty: {
    heading: "لا توجد منتجات للمقارنة بعد",
    text: "اختر «مقارنة» على ما يصل إلى {{max, number}} من المنتجات لعرضها جنبًا إلى جنب.",
    shopNow: "تسوّق الآن",
  },
  loadError: {
    heading: "تعذّر تحميل هذه المنتجات",
    text: "قائمتك محفوظة. يُرجى تحديث الصفحة بعد قليل.",
  },
  table: {
    label: "المنتجات المقارَنة",
    product: "المنتج",
    price: "السعر",
    brand: "العلامة التجارية",
    partNumber: "رقم القطعة",
    category: "الفئة",
    availability: "التوفر",
    description: "الوصف",
    actions: "الإجراءات",
    noBrand: "بدون علامة تجارية",
    none: "—",
    inStock: "متوفر",
    outOfStock: "غير متوفر حاليًا",
    addToCart: "أضف إلى السلة",
    remove: "إزالة",
    removeLabel: "إزالة {{title}} من المقارنة",
  },
  specifications: {
    differencesOnly: "إظهار الاختلافات فقط",
    showAll: "إظهار كل المواصفات",
    showingDifferences: "تُعرض المواصفات المختلفة فقط.",
    noDifferences: "لهذه المنتجات المواصفات نفسها.",
    best: "الأفضل",
    missing: "غير محدد",
  },
};
