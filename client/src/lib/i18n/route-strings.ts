import { useTranslation } from "react-i18next";
import type { RouteAreas } from "./locales/en/index";

/**
 * Registers a route's strings with this render's i18next instance before its components translate anything.
 * Route modules import their area (e.g. locales/en/pages.ts), so those strings ship in the route's chunk rather
 * than in every page's bundle. Call it first thing in the route component: children render after it, on the
 * server (one instance per request) and in the browser alike, so both sides render the same text.
 * Adding to the store is idempotent and emits no re-render (react-i18next does not bind store events by default).
 */
export function useRouteStrings<K extends keyof RouteAreas>(area: K, strings: RouteAreas[K]): void {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (!i18n.getResource(language, "translation", area)) {
    i18n.addResourceBundle(language, "translation", { [area]: strings }, true, false);
  }
}
