import { DEFAULT_SHOP_LOCALE, type ShopLocale } from "@proav/shop-rules";
import type { RestProduct, RestSpecification } from "../../backend/rest-types.js";

// Strapi's i18n plugin keeps each translation as a row of its own (`locale: "ar"`), linked to the English
// (default-locale) row through `localizations`. The shop's identity of a product is the English row; the index
// adds an Arabic row's words to that product and remembers whether the Arabic row is active. Pure.

/** A product row as Strapi's i18n plugin serves it. */
export type LocalizedRow = RestProduct & { locale?: string; localizations?: { id: number; locale: string }[] };

export interface Translation {
  /** The Arabic row's own id (a webhook about it names this one). */
  id: number;
  title: string;
  description: string;
  /** The Arabic row's is_active: a product can be live in English and withdrawn in Arabic. */
  active: boolean;
  /** The Arabic row's specifications by key (Arabic labels, values and units), for the facets of an Arabic page. */
  specifications: ReadonlyMap<string, RestSpecification>;
}

/**
 * The locale the index reads translations from. The index keeps one `Translation` per product, not one per
 * language, so it is written for exactly one language besides English: with a third in SHOP_LOCALES this
 * declaration is a type error until translations are keyed by locale (docs/storefront.md, "Adding a language").
 */
export const TRANSLATED_LOCALE: [Exclude<ShopLocale, "en">] extends ["ar"] ? "ar" : never = "ar";

/** Whether a row is a translation rather than a product (rows without a locale are the default locale's). */
export function isTranslation(row: RestProduct): boolean {
  const locale = (row as LocalizedRow).locale;
  return locale !== undefined && locale !== DEFAULT_SHOP_LOCALE;
}

/** The English row a translation belongs to, or null when it links none. */
export function englishIdOf(row: RestProduct): number | null {
  const link = (row as LocalizedRow).localizations?.find((l) => l.locale === DEFAULT_SHOP_LOCALE);
  return link && Number.isSafeInteger(link.id) ? link.id : null;
}
