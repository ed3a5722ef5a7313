import { DEFAULT_SHOP_LOCALE, SHOP_LOCALE_FACTS, SHOP_LOCALES } from "@proav/shop-rules";
import { localizedPath, unlocalizedPath, type UrlLocale } from "../i18n/localized-path";

// The links that tell search engines and link previews which language a page is in and where its other language
// lives: a canonical URL in the page's own language, reciprocal hreflang alternates (every language plus
// x-default, which is English), Open Graph locales and the JSON-LD `inLanguage`. All absolute, from PUBLIC_ORIGIN.
// The tags are the shop's table of its languages (SHOP_LOCALE_FACTS in @proav/shop-rules), as in the sitemap.

/** "en-AE" / "ar-AE": hreflang and JSON-LD `inLanguage`. */
export const languageTag = (locale: UrlLocale) => SHOP_LOCALE_FACTS[locale].regionTag;
/** "en_AE" / "ar_AE": Open Graph's spelling of the same tag. */
const ogLocale = (locale: UrlLocale) => languageTag(locale).replace("-", "_");

export interface LanguageLinks {
  canonical: string;
  /** `<link rel="alternate" hreflang>` pairs, the same list on every language version of the page. */
  alternates: { hrefLang: string; href: string }[];
  ogLocale: string;
  /** The page's other languages (`og:locale:alternate`); empty when it exists in its own language only. */
  ogLocaleAlternates: string[];
  /** BCP 47 tag for JSON-LD `inLanguage` and hreflang ("ar-AE"). */
  inLanguage: string;
}

/** The English path of a page given in any language: "/ar/shop?x" -> "/shop?x", "/ar" -> "/". */
export const basePath = unlocalizedPath;

/** The page at `path` (in either language: "/shop" or "/ar/shop") in `locale`, absolute. */
export const canonicalUrl = (origin: string, path: string, locale: UrlLocale) => origin + localizedPath(basePath(path), locale);

/**
 * `path` may be given in either language ("/shop" or "/ar/shop"); `locale` is the page's own language. `exists`
 * names the languages the page exists in (a product sold in English only has no Arabic page): only those are
 * alternates, and x-default is English only where the English page exists.
 */
export function languageLinks(origin: string, path: string, locale: UrlLocale, exists: readonly string[] = SHOP_LOCALES): LanguageLinks {
  const url = (l: UrlLocale) => canonicalUrl(origin, path, l);
  const present = SHOP_LOCALES.filter((l) => l === locale || exists.includes(l));
  const alternates = present.length > 1 ? present.map((l) => ({ hrefLang: languageTag(l), href: url(l) })) : [];
  if (alternates.length && present.includes(DEFAULT_SHOP_LOCALE)) alternates.push({ hrefLang: "x-default", href: url(DEFAULT_SHOP_LOCALE) });
  return {
    canonical: url(locale),
    alternates,
    ogLocale: ogLocale(locale),
    ogLocaleAlternates: present.filter((l) => l !== locale).map(ogLocale),
    inLanguage: languageTag(locale),
  };
}
