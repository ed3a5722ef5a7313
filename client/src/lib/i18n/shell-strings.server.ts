import type { Resource } from "i18next";
import { serializeState } from "../apollo/state-transfer";
import { DEFAULT_NAMESPACE, SHELL_STRINGS_KEY, type Locale } from "./config";
import type { RouteAreas } from "./locales/en/index";
import { shellStrings as enShell } from "./locales/en/index";
import { cart } from "./locales/en/cart";
import { compare } from "./locales/en/compare";
import { wishlist } from "./locales/en/wishlist";
import { search } from "./locales/en/search";
import { product } from "./locales/en/product";
import { listing } from "./locales/en/listing";
import { home } from "./locales/en/home";
import { pages } from "./locales/en/pages";
import { checkout } from "./locales/en/checkout";
import { orders } from "./locales/en/orders";
import { quotes } from "./locales/en/quotes";
import { quoteRequest } from "./locales/en/quoteRequest";
import type { ArabicPlural, PluralCategory, Translation } from "./locales/translation";
import { shellStrings as arShell, routeStrings as arRoutes } from "./locales/ar/index";

const enRoutes: RouteAreas = { cart, compare, wishlist, search, product, listing, home, pages, checkout, orders, quoteRequest, quotes };

/**
 * Every locale's strings, shell and route areas (server only). The server renders with all of a locale's areas;
 * the browser receives the shell and the matched routes' areas of the one locale it renders, inside the HTML,
 * and loads another route's area of that locale when it navigates there (route-strings.ts). Each locale's
 * resource is typed against English's keys (locales/translation.ts), so a missing area is a compile error here.
 */
const STRINGS = {
  en: { shell: enShell, routes: enRoutes },
  ar: { shell: arShell, routes: arRoutes },
} satisfies Record<Locale, unknown> & { en: Strings<"one" | "other">; ar: Strings<ArabicPlural> };

/** A locale's strings with English's keys, and the plural categories the language needs. */
interface Strings<P extends PluralCategory> {
  shell: Translation<typeof enShell, P>;
  routes: Translation<RouteAreas, P>;
}

export const serverResources: Resource = Object.fromEntries(
  Object.entries(STRINGS).map(([locale, { shell, routes }]) => [locale, { [DEFAULT_NAMESPACE]: { ...shell, ...routes } }]),
);

/** The inline script that hands the rendered locale's shell strings, and the given route areas', to the browser. */
export function shellStringsScript(locale: Locale, areas: readonly (keyof RouteAreas)[] = []): string {
  const { shell, routes }: { shell: object; routes: Record<keyof RouteAreas, unknown> } = STRINGS[locale];
  const strings = { ...shell, ...Object.fromEntries([...new Set(areas)].map((area) => [area, routes[area]])) };
  return `window.${SHELL_STRINGS_KEY}=${serializeState(strings)};`;
}
