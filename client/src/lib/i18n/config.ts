import { DEFAULT_SHOP_LOCALE, SHOP_LOCALE_FACTS, SHOP_LOCALES, type ShopLocale } from "@proav/shop-rules";

/**
 * The storefront's locales. English (the default) keeps unprefixed URLs; every other locale is served under
 * `/{locale}/` (localized-path.ts). The language of a page comes from its URL only.
 */
// The list itself is the shop's (@proav/shop-rules): the gateway reads the same languages from Accept-Language.
export const SUPPORTED_LOCALES = SHOP_LOCALES;
export type Locale = ShopLocale;
export const DEFAULT_LOCALE: Locale = DEFAULT_SHOP_LOCALE;
/** Each language's own name, for the language switch (not translated: a shopper looks for their language's name). */
export const localeName = (locale: Locale): string => SHOP_LOCALE_FACTS[locale].nativeName;
/** "This page in <language>", written in that language: it links there from a page that cannot show everything. */
export const THIS_PAGE_IN: Record<Locale, string> = { en: "Open this page in English", ar: "افتح هذه الصفحة بالعربية" };
export const DEFAULT_NAMESPACE = "translation";

/**
 * The shell areas' strings (header, footer, panels, cards, notices) of the shopper's locale travel inside the
 * HTML, next to the Apollo state (shell-strings.ts), rather than in the JavaScript bundle: a browser gets only the
 * locale it renders, and a second locale costs the bundle nothing. Route areas ship with their routes
 * (route-strings.ts).
 */
export const SHELL_STRINGS_KEY = "__SHELL_STRINGS__";

/** The writing direction for a locale, for `<html dir>`: the shop's table of its languages. */
export { directionOf } from "@proav/shop-rules";

export function isSupportedLocale(value: string | null | undefined): value is Locale {
  return SUPPORTED_LOCALES.includes(value as Locale);
}
