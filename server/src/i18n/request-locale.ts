// The language of one GraphQL operation: the shop's locales only, chosen from the request's Accept-Language.
// The storefront always sends it explicitly from the page's URL; any other client (an app, curl) gets English
// unless it asks for Arabic.

import { DEFAULT_SHOP_LOCALE, isShopLocale, type ShopLocale } from "@proav/shop-rules";

export type Locale = ShopLocale;

export const DEFAULT_LOCALE: Locale = DEFAULT_SHOP_LOCALE;

/**
 * The first tag of the header the shop supports, by preference (`q`, then order): "ar-AE,en;q=0.8" -> "ar",
 * "fr, ar;q=0.5" -> "ar", "en-GB,ar" -> "en"; English when none is supported or the header is missing. A tag
 * with `q=0` is a refusal, never a choice.
 */
export function localeFromAcceptLanguage(header: string | readonly string[] | undefined): Locale {
  const text = Array.isArray(header) ? header.join(",") : (header as string | undefined);
  if (!text) return DEFAULT_LOCALE;
  const ranked = text
    .slice(0, 512)
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { primary: tag.trim().toLowerCase().split("-")[0] ?? "", q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked.map((t) => t.primary).find(isShopLocale) ?? DEFAULT_LOCALE;
}

/** A locale given by code (the SSR path's page locale): the shop's own codes only, else the default. */
export function parseLocale(code: string | null | undefined): Locale {
  return isShopLocale(code) ? code : DEFAULT_LOCALE;
}
