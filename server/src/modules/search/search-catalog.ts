import type { AxiosInstance } from "axios";
import type { Logger } from "pino";
import type { RestProduct, RestProductCategory } from "../../backend/rest-types.js";
import { listProducts, productsByIds } from "../../backend/products.js";
import { listCategories } from "../../backend/taxonomy.js";
import { taxonomyNamesIn, type TaxonomyNames } from "../../backend/localized-catalog.js";
import { ACTIVE_FILTER } from "../catalog/index.js";
import type { ScorerFactory } from "./scorer.js";
import { ProductIndex } from "./product-index.js";
import type { CatalogChange } from "./catalog-change.js";
import { englishIdOf, isTranslation, TRANSLATED_LOCALE } from "./translations.js";
import { differenceBetween, digestOf, printsOf, type CatalogDifference, type CatalogPrints } from "./catalog-prints.js";

// The gateway's live search index: built at start-up by paging through the backend's active products, rebuilt
// in full every few minutes (a lost webhook is repaired by the next re-sync), swapped in whole so a request
// never sees a half-built index. Until the first build is done, search takes the backend path.

/** Products per backend call while building: few calls, each answer well under a few MB. */
export const BUILD_PAGE_SIZE = 500;
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 15_000;

export interface SearchCatalogOptions {
  http: AxiosInstance;
  logger: Logger;
  /** Full re-sync period; 0 = never (the first build still happens). */
  resyncMinutes: number;
  /** How long /readyz waits for the first build before it lets traffic in on the backend path. */
  readyWaitSeconds: number;
  /** Where each index's full-text engine lives: the gateway's search worker (search-worker.ts); else this thread. */
  scorer?: ScorerFactory;
}

/** How long a replaced index's engine is kept for the searches that still hold the old index. */
const REPLACED_ENGINE_GRACE_MS = 30_000;

export interface BuildStats {
  products: number;
  ms: number;
  /** What changed since the previous build (empty on the first). */
  difference: CatalogDifference;
}

/** When this instance last re-read the catalogue on its own clock, and what it found (for /readyz and the metrics). */
export interface ResyncState {
  /** Seconds between re-syncs (0: never). */
  everySeconds: number;
  /** When the last periodic re-sync finished (ms since the epoch); null before the first. */
  lastAt: number | null;
  lastMs: number | null;
  /** Rows it found changed ("all" for a taxonomy change); null before the first. */
  lastChanged: number | "all" | null;
  lastFailedAt: number | null;
}

export interface CatalogRead {
  products: RestProduct[];
  categories: RestProductCategory[];
  /** Every Arabic row, active or not (an inactive one hides its product on Arabic pages). */
  translations: RestProduct[];
  /** Arabic names of categories, sub-categories and brands; null when the backend has none. */
  names: TaxonomyNames | null;
}

async function readAll(http: AxiosInstance, filters: Record<string, string | boolean>): Promise<RestProduct[]> {
  const rows: RestProduct[] = [];
  for (let start = 0; ; start += BUILD_PAGE_SIZE) {
    const page = await listProducts(http, { limit: BUILD_PAGE_SIZE, start, sort: "id:ASC", filters });
    rows.push(...page);
    if (page.length < BUILD_PAGE_SIZE) break;
  }
  return rows;
}

/** Every active product, its Arabic rows and the category tree, read from the backend page by page. */
export async function readCatalog(http: AxiosInstance): Promise<CatalogRead> {
  const categories = await listCategories(http);
  const products = await readAll(http, { ...ACTIVE_FILTER });
  return { products, categories, translations: await readTranslations(http), names: await readNames(http) };
}

/**
 * The Arabic rows. Strapi with the i18n plugin answers `_locale=ar` with Arabic rows only. A backend whose products
 * are not localized may refuse the parameter or ignore it: the shop is then English only, and its index is built
 * all the same (only rows that say they are a translation count as one).
 */
async function readTranslations(http: AxiosInstance): Promise<RestProduct[]> {
  try {
    return (await readAll(http, { _locale: TRANSLATED_LOCALE })).filter(isTranslation);
  } catch {
    return [];
  }
}

/** The Arabic taxonomy names, searchable like the English ones; a backend that cannot answer leaves them out. */
async function readNames(http: AxiosInstance): Promise<TaxonomyNames | null> {
  try {
    return await taxonomyNamesIn(http, TRANSLATED_LOCALE);
  } catch {
    return null;
  }
}

export class SearchCatalog {
  private index: ProductIndex | null = null;
  private categories: RestProductCategory[] = [];
  private readonly started = Date.now();
  private waitOver = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private building: Promise<BuildStats> | undefined;
  /** Product changes heard while a build was reading the backend, applied again to the index it produces. */
  private heardDuringBuild: CatalogChange[] = [];
  private readonly built: Promise<void>;
  private markBuilt!: () => void;
  private readonly tried: Promise<void>;
  private markTried!: () => void;
  /** The digests of the last read, to tell what a re-sync changed. */
  private prints: CatalogPrints | undefined;
  private onResyncChanges: ((difference: CatalogDifference) => Promise<void>) | undefined;
  private resyncState: Omit<ResyncState, "everySeconds"> = { lastAt: null, lastMs: null, lastChanged: null, lastFailedAt: null };

  constructor(private readonly options: SearchCatalogOptions) {
    this.built = new Promise((resolve) => (this.markBuilt = resolve));
    this.tried = new Promise((resolve) => (this.markTried = resolve));
  }

  /** Resolves once the first build attempt has succeeded or failed (tests start querying after it). */
  firstAttempt(): Promise<void> {
    return this.tried;
  }

  /** The index, or null while the first build has not finished (callers take the backend path). */
  current(): ProductIndex | null {
    return this.index;
  }

  /** Ready for traffic: the index is built, or the bounded wait for it is over (search then uses the backend). */
  ready(): boolean {
    if (this.index) return true;
    if (!this.waitOver && Date.now() - this.started >= this.options.readyWaitSeconds * 1000) {
      this.waitOver = true;
      this.options.logger.warn(
        { waitedSeconds: this.options.readyWaitSeconds },
        "search: index not built yet; serving search from the backend path until it is",
      );
    }
    return this.waitOver;
  }

  /** Resolves true once the first build is done, false if `timeoutMs` passes first. */
  async whenBuilt(timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const result = await Promise.race([this.built.then(() => true), timeout]);
    clearTimeout(timer);
    return result;
  }

  /** Starts the first build (retried with back-off until it succeeds) and the periodic re-sync. */
  start(): void {
    void this.firstBuild();
  }

  private async firstBuild(): Promise<void> {
    for (let delay = RETRY_MIN_MS; !this.stopped; delay = Math.min(delay * 2, RETRY_MAX_MS)) {
      try {
        await this.rebuild();
        this.markBuilt();
        this.markTried();
        this.schedule();
        return;
      } catch (err) {
        this.markTried();
        this.options.logger.warn({ err, retryInMs: delay }, "search: building the index failed; search uses the backend path meanwhile");
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
      }
    }
  }

  private schedule(): void {
    if (this.stopped || this.options.resyncMinutes === 0) return;
    this.timer = setTimeout(() => void this.resync().finally(() => this.schedule()), this.options.resyncMinutes * 60_000);
    this.timer.unref();
  }

  /**
   * Who to tell when a periodic re-sync finds the catalogue changed (catalog-events.ts: it empties the caches on
   * every instance). Without it a change whose webhook was lost reached the index but not the cached answers.
   */
  whenResyncChanges(listener: (difference: CatalogDifference) => Promise<void>): void {
    this.onResyncChanges = listener;
  }

  /** One periodic re-sync: re-read, bring the index up to date, and pass on what changed. */
  async resync(): Promise<void> {
    try {
      const { ms, difference } = await this.rebuild();
      const changed = difference === "all" ? "all" : difference.length;
      this.resyncState = { ...this.resyncState, lastAt: Date.now(), lastMs: ms, lastChanged: changed };
      if (changed === 0) return;
      this.options.logger.info({ changed }, "search: re-sync found catalogue changes no webhook announced; emptying the caches");
      await this.onResyncChanges?.(difference);
    } catch (err) {
      this.resyncState = { ...this.resyncState, lastFailedAt: Date.now() };
      this.options.logger.warn({ err }, "search: re-sync failed; keeping the current index");
    }
  }

  resyncs(): ResyncState {
    return { everySeconds: Math.round(this.options.resyncMinutes * 60), ...this.resyncState };
  }

  /**
   * Rows another instance's re-sync found changed: applied as they are (the sender read them from the same backend)
   * and remembered, so this instance's own next re-sync does not find them again; "all" re-reads everything.
   */
  async applyResynced(difference: CatalogDifference): Promise<void> {
    if (difference === "all") {
      await this.building?.catch(() => undefined);
      await this.rebuild();
      return;
    }
    for (const change of difference) {
      if (this.building) this.heardDuringBuild.push(change);
      if (this.index) applyTo(this.index, change);
      if (change.kind !== "product" || !this.prints) continue;
      if (change.product) this.prints.rows.set(change.id, digestOf(change.product));
      else this.prints.rows.delete(change.id);
    }
  }

  /**
   * Reads the whole catalogue. The first read, and one that finds the category tree or the translated names changed
   * (every product shows them), builds a new index and swaps it in; any other applies the rows that changed to the
   * live index, as webhooks do, so a quiet catalogue keeps its index and the keywords it has scored (a new index
   * beside the live one cost a second copy of the catalogue in memory and seconds of CPU every re-sync, and its
   * empty caches sent every shopper's next search to the queue). Concurrent calls share one read.
   */
  rebuild(): Promise<BuildStats> {
    return (this.building ??= (async () => {
      const t0 = performance.now();
      try {
        this.heardDuringBuild = [];
        const read = await readCatalog(this.options.http);
        const prints = await printsOf(read);
        const difference = this.prints ? differenceBetween(this.prints, prints, read) : [];
        const live = this.index;
        if (live && this.prints && difference !== "all") {
          // Webhooks heard while reading are newer than the read: applied after it.
          for (const change of [...difference, ...this.heardDuringBuild]) applyTo(live, change);
          this.prints = prints;
          return { products: live.size, ms: Math.round(performance.now() - t0), difference };
        }
        const { products, categories, translations, names } = read;
        // In slices: a build in one piece held every request for seconds (product-index.ts).
        const index = await ProductIndex.buildInSlices(products, categories, translations, names, this.options.scorer);
        for (const change of this.heardDuringBuild) applyTo(index, change);
        this.prints = prints;
        if (live) setTimeout(() => live.close(), REPLACED_ENGINE_GRACE_MS).unref();
        this.index = index;
        this.categories = categories;
        const stats = { products: index.size, ms: Math.round(performance.now() - t0) };
        this.options.logger.info(stats, "search: index built");
        return { ...stats, difference };
      } finally {
        this.building = undefined;
      }
    })());
  }

  /**
   * A change announced by a webhook: a product is updated in (or removed from) the index at once; a taxonomy
   * change re-reads the whole catalogue, since names and trees are in every product.
   */
  async apply(change: CatalogChange): Promise<void> {
    if (change.kind === "taxonomy") {
      await this.building?.catch(() => undefined); // a build already under way may have read the old names
      await this.rebuild().catch((err) => this.options.logger.warn({ err }, "search: re-reading the catalogue after a taxonomy change failed"));
      return;
    }
    for (const heard of [change, ...(await this.englishRowAfter(change))]) {
      if (this.building) this.heardDuringBuild.push(heard);
      if (this.index) applyTo(this.index, heard);
    }
  }

  /**
   * A translation's change also changes its English row, without a webhook of its own: Strapi's i18n plugin copies
   * the fields shared across locales (price, sale price, part number, badges, image) to every other locale and
   * links a new translation into the English row's `localizations`, through the database layer, which announces
   * nothing. So the English row is read again (one call); if that fails, the periodic re-sync repairs it.
   */
  private async englishRowAfter(change: CatalogChange): Promise<CatalogChange[]> {
    if (change.kind !== "product" || !change.product || !isTranslation(change.product)) return [];
    const id = englishIdOf(change.product);
    if (id === null) return [];
    try {
      const [row] = await productsByIds(this.options.http, [id]);
      return [{ kind: "product", id, product: row ?? null }];
    } catch (err) {
      this.options.logger.warn({ err, id }, "search: re-reading the English row of a changed translation failed; the re-sync will");
      return [];
    }
  }

  /** The category tree the index was built with. */
  taxonomy(): RestProductCategory[] {
    return this.categories;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }
}

function applyTo(index: ProductIndex, change: CatalogChange): void {
  if (change.kind !== "product") return;
  if (change.product) index.upsert(change.product);
  else index.remove(change.id);
}
