import type { wishlist as en } from "../en/wishlist";
import type { ArabicPlural, Translation } from "../translation";

/** The wishlist page (/account/wishlist). */
export const wishlist: Translation<typeof en, ArabicPlural> = {
  meta: {
    title: "قائمة الأمنيات | ProAV Shop – الإمارات",
  },
  heading: "قائمة الأمنيات",
  dropped: "أزلنا من قائمة أمنياتك المنتجات التي لم تعد متاحة.",
  empty: {
    heading: "قائمة أمنياتك فارغة",
    text: "اضغط على رمز القلب في أي منتج لتحتفظ به هنا.",
    shopNow: "تسوّق الآن",
  },
  loadError: {
    heading: "تعذّر تحميل قائمة أمنياتك",
    text: "قائمتك محفوظة. يُرجى تحديث الصفحة بعد قليل.",
  },
};
