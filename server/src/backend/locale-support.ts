import { isAxiosError } from "axios";
import type { Logger } from "pino";

// Whether the backend's catalogue is localized (Strapi 3.6's i18n plugin), learnt from the answers to the
// gateway's `_locale` calls. A hosted Strapi without the plugin on a type turns `_locale=ar` into a filter on a
// `locale` field its model does not have and answers 400 ("Your filters contain a field 'locale' ..."), or, behind
// something that drops the parameter, answers default rows that carry no `locale`. Either way the Arabic shop
// shows the English catalogue (no translations, nothing hidden, English names) rather than failing its pages;
// that is said once at warn and in /readyz (`capabilities.localizedCatalog`). Learnt per path (a type may be
// localized while another is not) and asked again after a while, so installing the plugin needs no restart.

const RECHECK_MS = 10 * 60_000;

interface PathState {
  localized: boolean;
  at: number;
}

export class LocaleSupport {
  private readonly paths = new Map<string, PathState>();
  private logger?: Pick<Logger, "warn">;
  private warned = false;

  constructor(private readonly now: () => number = Date.now) {}

  logTo(logger: Pick<Logger, "warn">): void {
    this.logger = logger;
  }

  /** false once a path answered as not localized, true once one answered localized rows (and none failed), else null. */
  get localizedCatalog(): boolean | null {
    const known = [...this.paths.values()];
    if (known.some((s) => !s.localized)) return false;
    return known.length ? true : null;
  }

  /**
   * Runs a list call with `_locale` on `path`. On a path that is not localized: [] (the caller then shows the
   * default-locale rows it already has), without asking again until RECHECK_MS have passed.
   */
  async rows<T>(path: string, call: () => Promise<T[]>): Promise<T[]> {
    const known = this.paths.get(path);
    if (known && !known.localized && this.now() - known.at < RECHECK_MS) return [];
    let rows: T[];
    try {
      rows = await call();
    } catch (error) {
      if (!refusesLocale(error)) throw error;
      return this.notLocalized(path, "refuses _locale");
    }
    // An i18n row always says its locale: rows without one are the default rows of a backend that ignored `_locale`.
    if (rows.some((row) => !row || typeof row !== "object" || !("locale" in row))) return this.notLocalized(path, "ignores _locale");
    if (rows.length) {
      this.paths.set(path, { localized: true, at: this.now() });
      if (this.localizedCatalog) this.warned = false;
    }
    return rows;
  }

  private notLocalized(path: string, how: string): [] {
    this.paths.set(path, { localized: false, at: this.now() });
    if (!this.warned) {
      this.warned = true;
      this.logger?.warn(
        { path, how },
        "backend catalogue is not localized (no Strapi i18n plugin on this type): translated pages show the default-locale content",
      );
    }
    return [];
  }
}

/** Strapi's 400 for a filter on a field the model lacks, here the `locale` that `_locale` becomes. */
function refusesLocale(error: unknown): boolean {
  if (!isAxiosError(error) || error.response?.status !== 400) return false;
  return /locale/i.test(JSON.stringify(error.response.data ?? ""));
}

const byBackend = new WeakMap<object, LocaleSupport>();

/** The one LocaleSupport of a backend client (the process has one): what every request learns, all share. */
export function localeSupport(http: object): LocaleSupport {
  let support = byBackend.get(http);
  if (!support) byBackend.set(http, (support = new LocaleSupport()));
  return support;
}
