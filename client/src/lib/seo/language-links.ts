import { localeFromPath, localizedPath, type UrlLocale } from "../i18n/localized-path";

// The links that tell search engines and link previews which language a page is in and where its other language
// lives: a canonical URL in the page's own language, reciprocal hreflang alternates (both languages plus
// x-default, which is English), Open Graph locales and the JSON-LD `inLanguage`. All absolute, from PUBLIC_ORIGIN.

const REGION_TAG: Record<UrlLocale, string> = { en: "en-AE", ar: "ar-AE" };
const LOCALES: readonly UrlLocale[] = ["en", "ar"];

export interface LanguageLinks {
  canonical: string;
  /** `<link rel="alternate" hreflang>` pairs, the same list on every language version of the page. */
  alternates: { hrefLang: string; href: string }[];
  ogLocale: string;
  ogLocaleAlternate: string;
  /** BCP 47 tag for JSON-LD `inLanguage` and hreflang ("ar-AE"). */
  inLanguage: string;
}

/** The English path of a page given in either language: "/ar/shop?x" -> "/shop?x", "/ar" -> "/". */
export function basePath(path: string): string {
  if (localeFromPath(path) === "en") return path;
  const rest = path.slice(3);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** "en-AE" / "ar-AE": hreflang and JSON-LD `inLanguage`. */
export const languageTag = (locale: UrlLocale) => REGION_TAG[locale];

/** The page at `path` (in either language: "/shop" or "/ar/shop") in `locale`, absolute. */
export const canonicalUrl = (origin: string, path: string, locale: UrlLocale) => origin + localizedPath(basePath(path), locale);

/** `path` may be given in either language ("/shop" or "/ar/shop"); `locale` is the page's own language. */
export function languageLinks(origin: string, path: string, locale: UrlLocale): LanguageLinks {
  const url = (l: UrlLocale) => canonicalUrl(origin, path, l);
  const other: UrlLocale = locale === "ar" ? "en" : "ar";
  return {
    canonical: url(locale),
    alternates: [...LOCALES.map((l) => ({ hrefLang: REGION_TAG[l], href: url(l) })), { hrefLang: "x-default", href: url("en") }],
    ogLocale: REGION_TAG[locale].replace("-", "_"),
    ogLocaleAlternate: REGION_TAG[other].replace("-", "_"),
    inLanguage: REGION_TAG[locale],
  };
}
