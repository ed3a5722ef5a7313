import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from "./config";

/**
 * The storefront's URL scheme for languages: English (the default) keeps unprefixed paths, every other locale
 * lives under `/{locale}/...`. The language of a page comes from its URL only, so every link, redirect and form
 * action a page produces goes through `localizedPath` to stay in that page's language.
 */

/** The locale a path belongs to: its first segment when that is a non-default locale, else English. */
export function localeFromPath(pathname: string): Locale {
  const first = /^\/([^/?#]*)/.exec(pathname)?.[1] ?? "";
  return first !== DEFAULT_LOCALE && isSupportedLocale(first) ? first : DEFAULT_LOCALE;
}

/** The path without its locale prefix (`/ar/shop?x=1` -> `/shop?x=1`, `/ar` -> `/`); English paths unchanged. */
export function unlocalizedPath(path: string): string {
  const locale = localeFromPath(path);
  if (locale === DEFAULT_LOCALE) return path;
  const rest = path.slice(locale.length + 1);
  return rest === "" || /^[?#]/.test(rest) ? `/${rest}` : rest;
}

/**
 * A site path (starting with "/") in `locale`: `/shop` -> `/ar/shop`, `/` -> `/ar`, `/?q=1` -> `/ar?q=1`.
 * Idempotent, and a path already in another locale is moved to this one. Anything that is not a site path
 * (absolute URLs, `//host`, relative paths, "#x") is returned unchanged.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const bare = unlocalizedPath(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === "/" || /^\/[?#]/.test(bare) ? `/${locale}${bare.slice(1)}` : `/${locale}${bare}`;
}
