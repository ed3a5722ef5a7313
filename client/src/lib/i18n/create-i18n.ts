import { createInstance, type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, DEFAULT_NAMESPACE, isSupportedLocale, SUPPORTED_LOCALES } from "./config";

/**
 * One i18next instance per server request (and one in the browser), initialised synchronously with the shell
 * strings so the first render on either side already has every string: no hydration mismatch, no flash. The
 * server passes every locale's shell strings (shell-strings.server.ts); the browser the ones its HTML carried.
 */
export function createI18n(locale: string, resources: Resource): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: isSupportedLocale(locale) ? locale : DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    defaultNS: DEFAULT_NAMESPACE,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  });
  return instance;
}
