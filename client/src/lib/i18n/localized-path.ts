// Which language a URL is in, and the same page's URL in another language. The language comes from the URL only:
// English keeps the shop's plain paths, Arabic lives under /ar.

export type UrlLocale = "en" | "ar";

const AR_PREFIX = /^\/ar(?=[/?#]|$)/;

/** The path of the same page in `locale`: "/shop?x" -> "/ar/shop?x"; "/" -> "/ar"; English unchanged. */
export function localizedPath(path: string, locale: UrlLocale): string {
  if (locale === "en") return path;
  return `/ar${path === "/" || /^\/[?#]/.test(path) ? path.slice(1) : path}`;
}

/** "ar" for "/ar" and anything under "/ar/", else "en". */
export function localeFromPath(pathname: string): UrlLocale {
  return AR_PREFIX.test(pathname) ? "ar" : "en";
}
