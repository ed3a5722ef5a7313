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
 * What every part of the shop needs to know about a language, in one table. Keyed by `ShopLocale`, so a language
 * added to SHOP_LOCALES is a type error here (and in every other `Record<ShopLocale, ...>` and exhaustive switch)
 * until it is described; docs/storefront.md's "Adding a language" lists those places.
 */
export interface ShopLocaleFacts {
  /** The writing direction: `<html dir>`, e-mails, the tax invoice, the gateway's own refusal pages. */
  dir: "ltr" | "rtl";
  /** BCP 47 tag with the shop's region: hreflang, JSON-LD `inLanguage`, Open Graph's `og:locale` (with "_"). */
  regionTag: string;
  /** The language's own name, for the language switch (never translated: a shopper looks for their own). */
  nativeName: string;
}

export const SHOP_LOCALE_FACTS: Record<ShopLocale, ShopLocaleFacts> = {
  en: { dir: "ltr", regionTag: "en-AE", nativeName: "English" },
  ar: { dir: "rtl", regionTag: "ar-AE", nativeName: "العربية" },
};

/** The writing direction of a shop locale, or of a language tag ("ar-AE"); left to right for any other language. */
export function directionOf(locale: string): "ltr" | "rtl" {
  const language = locale.split("-")[0]!.toLowerCase();
  return isShopLocale(language) ? SHOP_LOCALE_FACTS[language].dir : "ltr";
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
