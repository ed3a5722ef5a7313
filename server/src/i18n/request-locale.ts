import type { FormatLocale } from "./locale-format.js";

/**
 * The shop's locale for an operation from its Accept-Language header: "ar" when the first tag the shop supports
 * (by q-value, then order) is Arabic, else "en". The storefront always sends it from the page's URL.
 */
export function localeFromAcceptLanguage(header: string | undefined): FormatLocale {
  if (!header) return "en";
  const tags = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split("-")[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => (t.lang === "ar" || t.lang === "en") && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return tags[0]?.lang === "ar" ? "ar" : "en";
}
