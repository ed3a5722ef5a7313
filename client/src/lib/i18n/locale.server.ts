import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from "./config";

/** Picks the shopper's locale from ?lng=, then the Accept-Language header, falling back to English. */
export const localeDetector = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ["searchParams", "header"],
  },
});
