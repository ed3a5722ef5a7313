import type { FormatLocale } from "./locale-format.js";

/**
 * The storefront's URL rule (client/src/lib/i18n/localized-path.ts; a sitemap test compares the two): English keeps
 * the plain path, Arabic is the same path under /ar ("/" -> "/ar"). Used for the sitemap and links in e-mails.
 */
export function localizedPath(path: string, locale: FormatLocale): string {
  if (locale === "en") return path;
  return `/ar${path === "/" ? "" : path}`;
}
