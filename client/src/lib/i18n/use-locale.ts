import { useTranslation } from "react-i18next";
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from "./config";
import { localizedPath } from "./localized-path";

/** The page's locale (from its URL: the server and the browser create i18next with it). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isSupportedLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/**
 * A site path in the page's language, for what React Router does not resolve itself: plain `<a href>` and
 * `<form action>` (which work before hydration) and addresses given to the browser directly.
 */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}
