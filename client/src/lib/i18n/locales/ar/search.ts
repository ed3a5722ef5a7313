import type { search as en } from "../en/search";
import type { ArabicPlural, Translation } from "../translation";

/** The search results page (/search?keyword=...). */
export const search: Translation<typeof en, ArabicPlural> = {
  meta: {
    title: "البحث: {{keyword}} | ProAV Shop الإمارات",
    titleEmpty: "البحث | ProAV Shop الإمارات",
  },
  heading: "نتائج البحث عن «{{keyword}}»",
  headingEmpty: "ابحث في الكتالوج",
  hint: "اكتب في مربع البحث أعلاه اسم منتج أو رقم قطعة أو كلمة من الوصف.",
  count_zero: "لا توجد منتجات",
  count_one: "منتج واحد",
  count_two: "منتجان",
  count_few: "{{count, number}} منتجات",
  count_many: "{{count, number}} منتجًا",
  count_other: "{{count, number}} منتج",
  failed: {
    heading: "البحث متوقف مؤقتًا",
    text: "تعذّر إجراء البحث الآن. يُرجى المحاولة مجددًا بعد قليل.",
  },
  noMatch: {
    heading: "لا توجد منتجات تطابق «{{keyword}}»",
    text: "تحقّق من الإملاء، أو جرّب كلمات أقل أو رقم قطعة، أو تصفّح الفئات.",
    browse: "تصفّح جميع المنتجات",
  },
};
