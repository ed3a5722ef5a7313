import { use } from "react";
import { useTranslation } from "react-i18next";
import type { i18n as I18n } from "i18next";
import { DEFAULT_NAMESPACE } from "./config";
import type { RouteAreas } from "./locales/en/index";

type Area = keyof RouteAreas;

/**
 * What a route module exports as `handle` to name the string areas it renders with: the server writes those
 * areas, in the page's locale, into the HTML next to the shell strings (entry.server.tsx), so hydration has them
 * synchronously.
 */
export interface RouteStringsHandle {
  strings: readonly Area[];
}

/** The areas a route's `handle` names (none for a route without one). */
export function routeStringAreas(handle: unknown): Area[] {
  const strings = (handle as Partial<RouteStringsHandle> | undefined)?.strings;
  return Array.isArray(strings) ? [...strings] : [];
}

// One chunk per locale and area, loaded on demand: a page never ships another language's strings.
const loading = new Map<string, Promise<void>>();

function loadArea(i18n: I18n, language: string, area: Area): Promise<void> {
  const key = `${language}/${area}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = import("./route-area-modules")
      .then(({ AREA_MODULES }) => AREA_MODULES[`./locales/${key}.ts`]?.() ?? Promise.reject(new Error(`No strings for ${key}`)))
      .then(
        (module) => void i18n.addResourceBundle(language, DEFAULT_NAMESPACE, { [area]: module[area] }, true, false),
        (error: unknown) => {
          loading.delete(key); // a failed chunk request may be retried by the next navigation
          throw error;
        },
      );
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Makes a route's string area available, in the page's locale, before its components translate anything. Call it
 * first thing in the route component (and its ErrorBoundary), and name the area in the route's `handle`. The
 * server has every area; the browser has the ones the HTML carried, and on a client navigation to a route whose
 * area it lacks, the render suspends until that locale's chunk arrives (the navigation is a transition, so the
 * previous page stays on screen meanwhile). Adding to the store emits no re-render.
 */
export function useRouteStrings(area: Area): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  if (!i18n.getResource(language, DEFAULT_NAMESPACE, area)) use(loadArea(i18n, language, area));
}
