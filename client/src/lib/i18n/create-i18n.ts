import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, DEFAULT_NAMESPACE, isSupportedLocale, resources } from "./config";

/**
 * One i18next instance per server request (and one in the browser), initialised synchronously from the bundled
 * resources so the first render on either side already has every string: no hydration mismatch, no flash.
 */
export function createI18n(locale: string): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: isSupportedLocale(locale) ? locale : DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: Object.keys(resources),
    defaultNS: DEFAULT_NAMESPACE,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  });
  return instance;
}
