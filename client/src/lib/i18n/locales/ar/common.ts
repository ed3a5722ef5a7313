import type { common as en } from "../en/common";
import type { ArabicPlural, Translation } from "../translation";

/** Strings shared by every screen. */
export const common: Translation<typeof en, ArabicPlural> = {
  shopName: "ProAV Shop",
  vatIncluded: "شامل ضريبة القيمة المضافة",
  /** Between two parts of one line (an area and its emirate). */
  comma: "، ",
  loading: "جارٍ التحميل…",
};
