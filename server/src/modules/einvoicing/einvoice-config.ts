import { isAbsolute, resolve } from "node:path";

// EINVOICE_* settings, read once at start-up (config.ts) and validated there: a bad value stops the gateway with an
// error naming the variable, never a failed document later.

export interface EInvoiceConfig {
  /** Folder of the documents' XML (and, without Redis, their statuses). EINVOICE_OUTBOX_DIR, default var/einvoice-outbox. */
  outboxDir: string;
  /** The Accredited Service Provider: where documents are POSTed, with this bearer token; null = outbox only. */
  asp: { url: string; token: string } | null;
  /** Tries per document in this process, the first included; then it waits for the next start-up sweep. EINVOICE_RETRY_ATTEMPTS. */
  retryAttempts: number;
  /** Wait before the first retry; doubles for each next one (capped at an hour). EINVOICE_RETRY_DELAY_MS. */
  retryDelayMs: number;
  /** Longest wait for the provider's answer to one POST. EINVOICE_ASP_TIMEOUT_MS. */
  timeoutMs: number;
  /**
   * Address buyers by their TIN on the network (the provider delivers to them) instead of PINT AE's predefined
   * endpoint for buyers not yet on it. EINVOICE_BUYERS_ON_NETWORK, default false until the provider's lookup is wired.
   */
  buyersOnNetwork: boolean;
}

type Env = Record<string, string | undefined>;

export class EInvoiceConfigError extends Error {
  override name = "ConfigError";
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new EInvoiceConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new EInvoiceConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** The provider's URL: https (plain http only on this host, for a local test provider). Never echoes the token. */
function asp(env: Env): EInvoiceConfig["asp"] {
  const url = env.EINVOICE_ASP_URL?.trim();
  const token = env.EINVOICE_ASP_TOKEN?.trim();
  if (!url && !token) return null;
  if (!url) throw new EInvoiceConfigError("EINVOICE_ASP_TOKEN is set but EINVOICE_ASP_URL is not: set both, or neither for the outbox");
  if (!token) throw new EInvoiceConfigError("EINVOICE_ASP_URL is set but EINVOICE_ASP_TOKEN is not: the provider needs its token");
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new EInvoiceConfigError(`EINVOICE_ASP_URL must be an absolute https URL, got "${url}"`);
  }
  if (parsed.protocol !== "https:" && !(parsed.protocol === "http:" && LOOPBACK.has(parsed.hostname))) {
    throw new EInvoiceConfigError(`EINVOICE_ASP_URL must use https, got "${parsed.protocol}"`);
  }
  return { url: parsed.toString(), token };
}

export function einvoiceConfigFromEnv(env: Env, defaultOutboxDir: string): EInvoiceConfig {
  const outbox = env.EINVOICE_OUTBOX_DIR?.trim();
  const onNetwork = env.EINVOICE_BUYERS_ON_NETWORK?.trim().toLowerCase() ?? "";
  if (!["", "true", "false", "1", "0"].includes(onNetwork)) {
    throw new EInvoiceConfigError(`EINVOICE_BUYERS_ON_NETWORK must be true or false, got "${env.EINVOICE_BUYERS_ON_NETWORK}"`);
  }
  return {
    outboxDir: outbox ? (isAbsolute(outbox) ? outbox : resolve(outbox)) : defaultOutboxDir,
    asp: asp(env),
    retryAttempts: whole(env, "EINVOICE_RETRY_ATTEMPTS", 8, 1, 100),
    retryDelayMs: whole(env, "EINVOICE_RETRY_DELAY_MS", 30_000, 10, 3_600_000),
    timeoutMs: whole(env, "EINVOICE_ASP_TIMEOUT_MS", 15_000, 100, 120_000),
    buyersOnNetwork: onNetwork === "true" || onNetwork === "1",
  };
}
