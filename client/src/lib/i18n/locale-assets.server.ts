import arabicRegular from "@fontsource/tajawal/files/tajawal-arabic-400-normal.woff2?url";
import arabicBold from "@fontsource/tajawal/files/tajawal-arabic-700-normal.woff2?url";
import { isSupportedLocale, type Locale } from "./config";

// The web fonts a locale's pages use, preloaded by a `Link` response header (entry.server) so they download
// alongside the stylesheet and are ready for the first paint. A header rather than <link> tags from root.tsx:
// it costs the page's JavaScript nothing. The same files are declared in styles/arabic-font.css; the build gives
// both the same fingerprinted URL. English uses the system fonts and preloads nothing. One entry per language, so
// a new one is a type error here until it is decided whether the system fonts cover its script.
const FONTS: Record<Locale, readonly string[]> = {
  en: [],
  ar: [arabicRegular, arabicBold],
};

/** The font files to preload on a page in `locale` ("ar", "ar-AE"...), none for a locale without a web font. */
export function localeFontUrls(locale: string): readonly string[] {
  const language = locale.split("-")[0]!.toLowerCase();
  return isSupportedLocale(language) ? FONTS[language] : [];
}

/** The `Link` header value that preloads those fonts, or null when there are none. */
export function fontPreloadHeader(locale: string): string | null {
  const urls = localeFontUrls(locale);
  return urls.length ? urls.map((url) => `<${url}>; rel=preload; as=font; type="font/woff2"; crossorigin`).join(", ") : null;
}
