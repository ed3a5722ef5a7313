import type { CatalogClient } from "../../backend/catalog-client.js";
import type { TaxonomyNames } from "../../backend/localized-catalog.js";

// Lists of categories and sub-categories (menus, footer, category pages) in the dictionary order of the
// operation's language: by the name the shopper reads (the translation where there is one), with that language's
// collation. English order on an Arabic page looks random to an Arabic reader. The one place lists are sorted.

const collators = new Map<string, Intl.Collator>();
const collator = (locale: string) => {
  let c = collators.get(locale);
  if (!c) collators.set(locale, (c = new Intl.Collator(locale, { sensitivity: "base", numeric: true })));
  return c;
};

/** `items` sorted by `names` (their shown name; English where a name is missing) in `locale`'s order. */
export function sortByShownName<T extends { id: number; name: string }>(items: readonly T[], names: Record<number, string> | undefined, locale: string): T[] {
  const shown = (item: T) => names?.[item.id] ?? item.name;
  const compare = collator(locale).compare;
  return [...items].sort((a, b) => compare(shown(a), shown(b)));
}

/** `items` of `kind` sorted by their name in the request's language. */
export async function inNameOrder<T extends { id: number; name: string }>(
  catalog: CatalogClient,
  kind: keyof TaxonomyNames,
  items: readonly T[],
): Promise<T[]> {
  const locale = catalog.localized.locale;
  const names = locale === "en" ? null : await catalog.localized.taxonomyNames();
  return sortByShownName(items, names?.[kind], locale);
}
