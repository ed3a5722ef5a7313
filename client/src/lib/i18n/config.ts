/**
 * The storefront's locales. English is the only one today; Arabic needs a translated resource file added here
 * and its code in SUPPORTED_LOCALES. Layout already follows `dir` (styles use logical properties only).
 */
export const SUPPORTED_LOCALES = ["en", "ar"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
export const DEFAULT_NAMESPACE = "translation";

/**
 * The shell areas' strings (header, footer, panels, cards, notices) of the shopper's locale travel inside the
 * HTML, next to the Apollo state (shell-strings.ts), rather than in the JavaScript bundle: a browser gets only the
 * locale it renders, and a second locale costs the bundle nothing. Route areas ship with their routes
 * (route-strings.ts).
 */
export const SHELL_STRINGS_KEY = "__SHELL_STRINGS__";

const RTL_LANGUAGES = new Set(["ar", "fa", "he", "ur"]);

/** The writing direction for a locale, for `<html dir>`. */
export function directionOf(locale: string): "ltr" | "rtl" {
  return RTL_LANGUAGES.has(locale.split("-")[0]!.toLowerCase()) ? "rtl" : "ltr";
}

export function isSupportedLocale(value: string | null | undefined): value is Locale {
  return SUPPORTED_LOCALES.includes(value as Locale);
}
