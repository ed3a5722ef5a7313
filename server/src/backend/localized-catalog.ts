import DataLoader from "dataloader";
import type { AxiosInstance } from "axios";
import type { RestLocalized, RestProduct } from "./rest-types.js";
import type { SharedLoader } from "./catalog-client.js";
import { ID_CHUNK } from "./products.js";
import { errorFromResponse } from "./backend-error.js";
import { localeSupport } from "./locale-support.js";
import type { Locale } from "../i18n/request-locale.js";
import type { QueryParams } from "./http.js";

// Translations of the catalogue as Strapi 3.6's i18n plugin stores them: each one a separate row with its own
// id, slug, relations and is_active, linked to the default-locale (English) row through `localizations`. A list
// with `_locale=ar` answers Arabic rows only and never falls back to English; an id filter sees the default
// locale only unless `_locale=all`. The English row stays the product: these calls only fetch what a
// translation changes, keyed by the English ids.

/** Names of the translated taxonomy, by the English row's id. */
export interface TaxonomyNames {
  categories: Record<number, string>;
  subCategories: Record<number, string>;
  brands: Record<number, string>;
}

/** Caches every request shares, keyed by locale (public data; emptied with the rest of the taxonomy). */
export interface SharedLocaleCaches {
  /** English ids of the products whose translation is inactive. */
  hidden: SharedLoader<number[]>;
  names: SharedLoader<TaxonomyNames>;
}

/** The id of the row's translation in `locale`, from the plugin's links; null when it has none. */
export function translationId(row: RestLocalized, locale: Locale): number | null {
  return row.localizations?.find((l) => l.locale === locale)?.id ?? null;
}

/** The default-locale (English) row a translation belongs to. */
export function defaultRowId(row: RestLocalized): number | null {
  return translationId(row, "en");
}

/** Every call here carries `_locale`: on a backend that is not localized it answers [] (locale-support.ts). */
async function list<T>(http: AxiosInstance, path: string, params: Record<string, unknown>, what: string): Promise<T[]> {
  try {
    return await localeSupport(http).rows(path, async () => {
      const res = await http.get<T[]>(path, { params });
      return Array.isArray(res.data) ? res.data : [];
    });
  } catch (error) {
    throw errorFromResponse(error, what);
  }
}

/** Rows by their own ids, whatever their locale (`_locale=all`): one call per 100 ids. */
export async function rowsByIds(http: AxiosInstance, ids: readonly number[]): Promise<RestProduct[]> {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) chunks.push(ids.slice(i, i + ID_CHUNK));
  const pages = await Promise.all(
    chunks.map((chunk) => list<RestProduct>(http, "/products", { _locale: "all", id_in: chunk, _limit: chunk.length, _sort: "id:ASC" }, "translated products")),
  );
  return pages.flat();
}

/** English ids of the products whose `locale` row is inactive (the list is short: a few rows, small bodies). */
export async function inactiveInLocale(http: AxiosInstance, locale: Locale): Promise<number[]> {
  const rows = await list<RestProduct>(http, "/products", { _locale: locale, is_active: false, _limit: -1 }, "inactive translations");
  return rows.map(defaultRowId).filter((id): id is number => id !== null);
}

/** Translated names of categories, sub-categories and brands, by English id (three list calls, cached by the caller). */
export async function taxonomyNamesIn(http: AxiosInstance, locale: Locale): Promise<TaxonomyNames> {
  const params = { _locale: locale, _limit: -1 };
  // Sub-categories come from their own list: embedded in a category they carry no `localizations`.
  const [categories, subCategories, brands] = await Promise.all([
    list<RestLocalized & { name: string }>(http, "/product-categories", params, "translated categories"),
    list<RestLocalized & { name: string }>(http, "/sub-categories", params, "translated sub-categories"),
    list<RestLocalized & { name: string }>(http, "/brands", params, "translated brands"),
  ]);
  const byEnglishId = (rows: (RestLocalized & { name: string })[]) => {
    const names: Record<number, string> = {};
    for (const row of rows) {
      const id = defaultRowId(row);
      if (id !== null && row.name?.trim()) names[id] = row.name;
    }
    return names;
  };
  return { categories: byEnglishId(categories), subCategories: byEnglishId(subCategories), brands: byEnglishId(brands) };
}

const NOTHING_HIDDEN: ReadonlySet<number> = new Set();

/**
 * One request's view of the translations in its locale. Per request (its DataLoader batches every translation
 * a page needs into one call); English requests make no call at all.
 */
export class LocalizedCatalog {
  private readonly rows: DataLoader<number, RestProduct | null>;
  private hidden?: Promise<ReadonlySet<number>>;
  private names?: Promise<TaxonomyNames>;

  constructor(
    private readonly http: AxiosInstance,
    private readonly shared: SharedLocaleCaches,
    readonly locale: Locale,
  ) {
    this.rows = new DataLoader(async (ids) => {
      const found = new Map((await rowsByIds(http, ids)).map((row) => [row.id, row]));
      return ids.map((id) => found.get(id) ?? null);
    });
  }

  /** The product's row in this request's locale; null in English, or when the product has no translation. */
  async translation(product: RestProduct): Promise<RestProduct | null> {
    if (this.locale === "en") return null;
    const id = translationId(product, this.locale);
    if (id === null) return null;
    const row = await this.rows.load(id);
    return row?.locale === this.locale ? row : null;
  }

  /**
   * This locale's rows matching `filters`, active or not (`_contains` honours `_locale`); empty in English. For the
   * backend search path, whose words may be in this locale only. Never primed as products: they are translations.
   */
  async rowsMatching(filters: QueryParams, limit: number): Promise<RestProduct[]> {
    if (this.locale === "en") return [];
    return list<RestProduct>(this.http, "/products", { ...filters, _locale: this.locale, _limit: limit, _sort: "id:ASC" }, "matching translations");
  }

  /**
   * English ids of products whose row in `locale` (this request's by default) is inactive; empty in English.
   * Another locale's set serves the languages a product is sold in (its hreflang alternates).
   */
  hiddenProductIds(locale: Locale = this.locale): Promise<ReadonlySet<number>> {
    if (locale === "en") return Promise.resolve(NOTHING_HIDDEN);
    const load = () => this.shared.hidden.get(locale, () => inactiveInLocale(this.http, locale)).then((ids): ReadonlySet<number> => new Set(ids));
    if (locale !== this.locale) return load();
    return (this.hidden ??= load());
  }

  /** Translated taxonomy names in this locale; null in English. */
  taxonomyNames(): Promise<TaxonomyNames | null> {
    if (this.locale === "en") return Promise.resolve(null);
    const locale = this.locale;
    return (this.names ??= this.shared.names.get(locale, () => taxonomyNamesIn(this.http, locale)));
  }
}
