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
  /** Null when the page exists in its own language only. */
  ogLocaleAlternate: string | null;
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

/**
 * `path` may be given in either language ("/shop" or "/ar/shop"); `locale` is the page's own language. `exists`
 * names the languages the page exists in (a product sold in English only has no Arabic page): only those are
 * alternates, and x-default is English only where the English page exists.
 */
export function languageLinks(origin: string, path: string, locale: UrlLocale, exists: readonly string[] = LOCALES): LanguageLinks {
  const url = (l: UrlLocale) => canonicalUrl(origin, path, l);
  const other: UrlLocale = locale === "ar" ? "en" : "ar";
  const present = LOCALES.filter((l) => l === locale || exists.includes(l));
  const alternates = present.length > 1 ? present.map((l) => ({ hrefLang: REGION_TAG[l], href: url(l) })) : [];
  if (alternates.length && present.includes("en")) alternates.push({ hrefLang: "x-default", href: url("en") });
  return {
    canonical: url(locale),
    alternates,
    ogLocale: REGION_TAG[locale].replace("-", "_"),
    ogLocaleAlternate: present.includes(other) ? REGION_TAG[other].replace("-", "_") : null,
    inLanguage: REGION_TAG[locale],
  };
}
