import type { CatalogClient } from "../../backend/catalog-client.js";
import type { TaxonomyNames } from "../../backend/localized-catalog.js";
import type { RestProduct } from "../../backend/rest-types.js";

// One product, one identity: the English row is the product in every language (its id and slug are the URL and
// the cart key). In another language the translation's text is laid over it where the translation has some, and
// the English text stays where it has none. A product whose translation is inactive does not exist in that
// language: not listed, not counted, not found.

/** The fields a translation may change. Everything else (price, part number, image, relations) is the English row's. */
const TRANSLATED_TEXT = ["title", "description"] as const;

const hasText = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

/** The English row with the translation's non-empty text laid over it (the English row itself without one). */
export function overlayProduct(english: RestProduct, translation: RestProduct | null): RestProduct {
  if (!translation) return english;
  const overlaid = { ...english };
  for (const field of TRANSLATED_TEXT) {
    const text = translation[field];
    if (hasText(text)) overlaid[field] = text;
  }
  // Specifications are translated as a whole (the Arabic row's carry Arabic groups, labels and units).
  if (translation.specifications?.length) overlaid.specifications = translation.specifications;
  // Media are not translated: their alternative text is English. A translated title describes the image instead.
  if (hasText(translation.title) && overlaid.image_1?.alternativeText) overlaid.image_1 = { ...overlaid.image_1, alternativeText: null };
  return overlaid;
}

/**
 * `pick` applied to the product as the request's locale shows it. Synchronous in English; in another language the
 * translations of every product a page resolves are fetched in one batched call.
 */
export function inLocale<T>(catalog: CatalogClient, product: RestProduct, pick: (product: RestProduct) => T): T | Promise<T> {
  if (catalog.localized.locale === "en") return pick(product);
  return catalog.localized.translation(product).then((translation) => pick(overlayProduct(product, translation)));
}

/**
 * The language a product's `field` reads in for this request: the request's language when the translation has
 * that text, else "en" (the English row's text shows); null when neither has any.
 */
export function textLanguage(catalog: CatalogClient, product: RestProduct, field: (typeof TRANSLATED_TEXT)[number]): string | null | Promise<string | null> {
  const locale = catalog.localized.locale;
  const english = hasText(product[field]) ? "en" : null;
  if (locale === "en") return english;
  return catalog.localized.translation(product).then((translation) => (hasText(translation?.[field]) ? locale : english));
}

/**
 * English ids of the products that do not exist in the request's locale (their translation is inactive); empty
 * in English. Every read path that lists, counts or finds products leaves these out.
 */
export function hiddenInLocale(catalog: CatalogClient): Promise<ReadonlySet<number>> {
  return catalog.localized.hiddenProductIds();
}

/** The product, or null when it does not exist in the request's locale. */
export async function shownInLocale(catalog: CatalogClient, product: RestProduct | null): Promise<RestProduct | null> {
  if (!product || catalog.localized.locale === "en") return product;
  return (await hiddenInLocale(catalog)).has(product.id) ? null : product;
}

/** A category's, sub-category's or brand's name in the request's locale (English where it has no translation). */
export function nameInLocale(catalog: CatalogClient, kind: keyof TaxonomyNames, item: { id: number; name: string }): string | Promise<string> {
  if (catalog.localized.locale === "en") return item.name;
  return catalog.localized.taxonomyNames().then((names) => names?.[kind][item.id] ?? item.name);
}
