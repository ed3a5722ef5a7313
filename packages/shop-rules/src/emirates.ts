import type { FormatLocale } from "./locale-format.js";

// The seven emirates a delivery address can name, in the order an address form lists them; the values are the
// schema's `Emirate` enum. The backend stores the same codes in lower case (`abu_dhabi`).
export const EMIRATES = ["ABU_DHABI", "DUBAI", "SHARJAH", "AJMAN", "UMM_AL_QUWAIN", "RAS_AL_KHAIMAH", "FUJAIRAH"] as const;

export type EmirateCode = (typeof EMIRATES)[number];

/** An emirate as the backend stores it. */
export type BackendEmirateCode = Lowercase<EmirateCode>;

/** The emirates' names in each language: address forms and cards, order pages, invoices and e-mails. */
export const EMIRATE_NAMES = {
  en: {
    ABU_DHABI: "Abu Dhabi",
    DUBAI: "Dubai",
    SHARJAH: "Sharjah",
    AJMAN: "Ajman",
    UMM_AL_QUWAIN: "Umm Al Quwain",
    RAS_AL_KHAIMAH: "Ras Al Khaimah",
    FUJAIRAH: "Fujairah",
  },
  ar: {
    ABU_DHABI: "أبوظبي",
    DUBAI: "دبي",
    SHARJAH: "الشارقة",
    AJMAN: "عجمان",
    UMM_AL_QUWAIN: "أم القيوين",
    RAS_AL_KHAIMAH: "رأس الخيمة",
    FUJAIRAH: "الفجيرة",
  },
} as const satisfies Record<FormatLocale, Record<EmirateCode, string>>;

/** An emirate's name from either spelling of its code; an unknown code is shown as it came. */
export function emirateName(code: string, locale: FormatLocale): string {
  const names: Record<string, string> = EMIRATE_NAMES[locale];
  return names[code.toUpperCase()] ?? code;
}
