import arabicRegular from "@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url";

// The web fonts a locale's pages use, preloaded by a `Link` response header (entry.server) so they download
// alongside the stylesheet and are ready for the first paint. A header rather than <link> tags from root.tsx:
// it costs the page's JavaScript nothing. The same files are declared in styles/arabic-font.css; the build gives
// both the same fingerprinted URL. English uses the system fonts and preloads nothing.
// Arabic preloads its regular weight only: on a phone's connection the two weights (49 + 50 KB) competed with the
// page's own bytes and held its largest paint (Lighthouse mobile LCP 2.13 s with both, 1.40 s with one). Bold text
// of a first Arabic page may stay in the system's Arabic font (`font-display: optional`); later pages have both.
const FONTS: Record<string, readonly string[]> = {
  ar: [arabicRegular],
};

/** The font files to preload on a page in `locale` ("ar", "ar-AE"...), none for a locale without a web font. */
export function localeFontUrls(locale: string): readonly string[] {
  return FONTS[locale.split("-")[0]!.toLowerCase()] ?? [];
}

/** The `Link` header value that preloads those fonts, or null when there are none. */
export function fontPreloadHeader(locale: string): string | null {
  const urls = localeFontUrls(locale);
  return urls.length ? urls.map((url) => `<${url}>; rel=preload; as=font; type="font/woff2"; crossorigin`).join(", ") : null;
}
