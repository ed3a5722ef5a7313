import type { i18n as I18n } from "i18next";
import { createI18n } from "./create-i18n";
import { serverResources } from "./shell-strings.server";
import type { Locale } from "./config";

// One i18next instance per locale, shared by every render: its strings are the same for every shopper, the server
// holds every area from the start (nothing is added later), and a page's language is fixed by its URL (nothing
// changes it). A new instance per request cost about 1 ms of CPU, and threw away what `useText` remembers.
const i18nByLocale = new Map<Locale, I18n>();

export function serverI18n(locale: Locale): I18n {
  let i18n = i18nByLocale.get(locale);
  if (!i18n) i18nByLocale.set(locale, (i18n = createI18n(locale, serverResources)));
  return i18n;
}
