import type { catalog as en } from "../en/catalog";
import type { ArabicPlural, Translation } from "../translation";

/** Product cards, wherever a list of products is shown. */
export const catalog: Translation<typeof en, ArabicPlural> = {
  card: {
    noBrand: "بدون علامة تجارية",
    partNumber: "رقم القطعة {{partNumber}}",
    addToCart: "أضف إلى السلة",
    outOfStock: "غير متوفر حاليًا",
    addToWishlist: "أضف {{title}} إلى قائمة الأمنيات",
  },
};
