// The shop's languages and its URL rule for them, shared by the storefront (links, redirects, SEO) and the
// gateway (sitemap, links in e-mails).

/** The shop's languages; English is the default and keeps unprefixed URLs. */
export const SHOP_LOCALES = ["en", "ar"] as const;
export type ShopLocale = (typeof SHOP_LOCALES)[number];
export const DEFAULT_SHOP_LOCALE: ShopLocale = "en";

export function isShopLocale(value: string | null | undefined): value is ShopLocale {
  return SHOP_LOCALES.includes(value as ShopLocale);
}

/**
 * The storefront's URL scheme for languages: English (the default) keeps unprefixed paths, every other locale
 * lives under `/{locale}/...`. The language of a page comes from its URL only, so every link, redirect and form
 * action a page produces goes through `localizedPath` to stay in that page's language.
 */

/** The locale a path belongs to: its first segment when that is a non-default locale, else English. */
export function localeFromPath(pathname: string): ShopLocale {
  const first = /^\/([^/?#]*)/.exec(pathname)?.[1] ?? "";
  return first !== DEFAULT_SHOP_LOCALE && isShopLocale(first) ? first : DEFAULT_SHOP_LOCALE;
}

/** The path without its locale prefix (`/ar/shop?x=1` -> `/shop?x=1`, `/ar` -> `/`); English paths unchanged. */
export function unlocalizedPath(path: string): string {
  const locale = localeFromPath(path);
  if (locale === DEFAULT_SHOP_LOCALE) return path;
  const rest = path.slice(locale.length + 1);
  return rest === "" || /^[?#]/.test(rest) ? `/${rest}` : rest;
}

/**
 * A site path (starting with "/") in `locale`: `/shop` -> `/ar/shop`, `/` -> `/ar`, `/?q=1` -> `/ar?q=1`.
 * Idempotent, and a path already in another locale is moved to this one. Anything that is not a site path
 * (absolute URLs, `//host`, relative paths, "#x") is returned unchanged.
 */
export function localizedPath(path: string, locale: ShopLocale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const bare = unlocalizedPath(path);
  if (locale === DEFAULT_SHOP_LOCALE) return bare;
  return bare === "/" || /^\/[?#]/.test(bare) ? `/${locale}${bare.slice(1)}` : `/${locale}${bare}`;
}
