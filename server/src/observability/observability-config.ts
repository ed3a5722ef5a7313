import { UNKNOWN_CLIENT } from "./channel.js";

// The metrics endpoint's and the channels' settings, read from the environment (config.ts calls this and turns an
// ObservabilityConfigError into its ConfigError).

export interface ObservabilityConfig {
  /** /metrics on its own port, for the scraper only (METRICS_PORT); undefined = not on a port of its own. */
  metricsPort: number | undefined;
  /** /metrics on the main port (and the metrics port) needs `Authorization: Bearer <token>` (METRICS_TOKEN). */
  metricsToken: string | undefined;
  /** The storefront's client name in metrics and logs (its own requests carry no header). */
  storefrontClient: string;
  /**
   * GraphQL requests per minute per client address for each named channel (CLIENT_RATE_BUDGETS=ios-app:600,kiosk:120).
   * Every other name, the storefront and unknown clients share one budget per address, `defaultRateBudget`.
   */
  clientRateBudgets: ReadonlyMap<string, number>;
  /** GraphQL requests per minute per client address of an anonymous browser (CLIENT_RATE_BUDGET_DEFAULT); 0 = none. */
  defaultRateBudget: number;
}

export class ObservabilityConfigError extends Error {
  override name = "ObservabilityConfigError";
}

type Env = Record<string, string | undefined>;

const STOREFRONT_CLIENT = "storefront";
const CHANNEL_NAME = /^[a-z0-9][a-z0-9._-]{0,39}$/;
/** A browser's default: ten GraphQL requests a second, sustained, from one address (an office behind NAT too). */
const DEFAULT_BUDGET_PER_MINUTE = 600;
const MAX_BUDGET = 1_000_000;

function wholeNumber(name: string, raw: string, min: number, max: number): number {
  if (!/^\d+$/.test(raw.trim())) throw new ObservabilityConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ObservabilityConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function budgets(name: string, raw: string | undefined): Map<string, number> {
  const result = new Map<string, number>();
  for (const entry of (raw ?? "").split(",").map((e) => e.trim())) {
    if (entry === "") continue;
    const [client = "", perMinute = "", extra] = entry.split(":").map((part) => part.trim());
    const lower = client.toLowerCase();
    if (!CHANNEL_NAME.test(lower) || extra !== undefined || perMinute === "") {
      throw new ObservabilityConfigError(`${name} must be name:requests-per-minute pairs separated by commas (ios-app:600,kiosk:120); "${entry}" is not`);
    }
    // The unknown and the storefront share the browsers' budget: an unnamed client never gets more than a browser.
    if (lower === UNKNOWN_CLIENT || lower === STOREFRONT_CLIENT) {
      throw new ObservabilityConfigError(`${name} cannot name "${lower}": set CLIENT_RATE_BUDGET_DEFAULT, the budget of browsers and unknown clients`);
    }
    if (result.has(lower)) throw new ObservabilityConfigError(`${name} names "${lower}" twice`);
    result.set(lower, wholeNumber(`${name} (${lower})`, perMinute, 1, MAX_BUDGET));
  }
  return result;
}

export function observabilityFromEnv(env: Env): ObservabilityConfig {
  const port = env.METRICS_PORT?.trim();
  const token = env.METRICS_TOKEN?.trim();
  if (token !== undefined && token !== "" && token.length < 16) throw new ObservabilityConfigError("METRICS_TOKEN must be at least 16 characters long");
  const defaultBudget = env.CLIENT_RATE_BUDGET_DEFAULT?.trim();
  return {
    metricsPort: port ? wholeNumber("METRICS_PORT", port, 0, 65535) : undefined,
    metricsToken: token || undefined,
    storefrontClient: STOREFRONT_CLIENT,
    clientRateBudgets: budgets("CLIENT_RATE_BUDGETS", env.CLIENT_RATE_BUDGETS),
    defaultRateBudget: defaultBudget ? wholeNumber("CLIENT_RATE_BUDGET_DEFAULT", defaultBudget, 0, MAX_BUDGET) : DEFAULT_BUDGET_PER_MINUTE,
  };
}
