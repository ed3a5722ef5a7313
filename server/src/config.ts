// Every setting the gateway reads from the environment, parsed and validated in one place so that a bad value
// stops the process at start-up with one clear line instead of failing later on a request.

import { fileURLToPath } from "node:url";
import { isAbsolute, resolve } from "node:path";
import { isIP } from "node:net";
import { COD_MAX_AED_DEFAULT, COD_MAX_AED_RANGE } from "@proav/shop-rules";
import { SellerConfigError, sellerFromEnv, type SellerDetails } from "./modules/shop/index.js";
import { EInvoiceConfigError, einvoiceConfigFromEnv, type EInvoiceConfig } from "./modules/einvoicing/index.js";
import { ObservabilityConfigError, observabilityFromEnv, type ObservabilityConfig } from "./observability/observability-config.js";

export interface GatewayConfig {
  /** Port the gateway listens on (0 = a random free port, for tests). */
  port: number;
  host: string;
  /** Base URL of the Strapi v3 backend, without a trailing slash. */
  backendUrl: string;
  /** Absolute origin shoppers reach the shop at; used for canonical URLs and absolute image URLs. */
  publicOrigin: string;
  nodeEnv: "development" | "production" | "test";
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** LOG_FORMAT: JSON lines (default), or "pretty" for a person at a terminal (`npm run dev`). */
  logFormat: "json" | "pretty";
  /** OpenTelemetry traces; undefined (no OTEL_EXPORTER_OTLP_ENDPOINT) loads no tracing code at all. */
  tracing: TracingConfig | undefined;
  /** /metrics (METRICS_PORT, METRICS_TOKEN) and the channels' rate budgets (CLIENT_RATE_BUDGETS, CLIENT_RATE_BUDGET_DEFAULT). */
  observability: ObservabilityConfig;
  /** Timeout of one backend HTTP call, in milliseconds. */
  backendTimeoutMs: number;
  /** Retries of a safe backend call (GET) after a quick transient failure; 0 disables. */
  backendRetries: number;
  /** Milliseconds the backend circuit stays open before one trial call. */
  backendBreakerResetMs: number;
  /** The circuit opens when more than this percentage of recent backend calls failed... */
  backendBreakerThresholdPercent: number;
  /** ...out of at least this many calls in its 10 s window. */
  backendBreakerVolume: number;
  /** GraphQL introspection (the explorer's docs and completion need it). */
  introspection: boolean;
  /** The GraphQL explorer (GraphiQL, bundled at build time) on GET /graphql for browsers. GRAPHQL_EXPLORER. */
  graphqlExplorer: boolean;
  /** Limits on one GraphQL request; an operation over one is refused with 400, a body over its size with 413. */
  graphqlLimits: {
    maxDepth: number;
    maxAliases: number;
    maxTokens: number;
    maxCost: number;
    maxDirectives: number;
    /** Largest POST /graphql body, in bytes. */
    maxBodyBytes: number;
  };
  /** Shared caches (APQ, anonymous responses, brands and categories) in this Redis instead of in process. */
  redisUrl: string | undefined;
  /** Longest time, in seconds, an anonymous response is cached (and its Cache-Control max-age); 0 disables. */
  cacheTtlSeconds: number;
  /** Seconds the brand and category lists are cached; 0 disables. */
  taxonomyTtlSeconds: number;
  /**
   * Seconds an identical anonymous public GraphQL POST is answered from this process's memory, before Apollo
   * (never longer than Apollo's own max-age). GRAPHQL_MICRO_CACHE_SECONDS; 0 = off.
   */
  microCacheSeconds: number;
  /**
   * Seconds an anonymous storefront page (no cookie, no credentials, rendered `public`) is served again from this
   * process's memory. PAGE_MICRO_CACHE_SECONDS; 0 = off.
   */
  pageMicroCacheSeconds: number;
  /** How the storefront is served: the built client, Vite with hot reload, or not at all (API only). */
  storefront: "production" | "development" | "none";
  /** What the storefront shell shows beyond the catalogue; every entry is optional and off by default. */
  shell: ShellConfig;
  /**
   * Sign-in, registration and password-reset attempts allowed per client address in one window (order tracking
   * counts in its own bucket with the same limits). AUTH_RATE_LIMIT_POINTS, AUTH_RATE_LIMIT_WINDOW_SECONDS.
   */
  authRateLimit: { points: number; windowSeconds: number };
  /** The seller on invoices and in bank-transfer instructions (SHOP_* variables; see modules/shop). */
  seller: SellerDetails;
  /** PINT AE e-documents of company orders: outbox folder, Accredited Service Provider, retries (EINVOICE_*; modules/einvoicing). */
  einvoice: EInvoiceConfig;
  /** Outgoing e-mail (mail/mailer.ts). */
  mail: MailConfig;
  /** Contact-form messages allowed per client address in one window. CONTACT_RATE_LIMIT_POINTS, _WINDOW_SECONDS. */
  contactRateLimit: { points: number; windowSeconds: number };
  /**
   * Which peers may tell the shopper's address in X-Forwarded-For (Express's `trust proxy`): a hop count, or the
   * proxies' addresses and CIDR ranges (Express's names `loopback`, `linklocal`, `uniquelocal` allowed). TRUST_PROXY.
   */
  trustProxy: number | string[];
  /** Orders sent to the backend per client address in one window. ORDER_RATE_LIMIT_POINTS, ORDER_RATE_LIMIT_WINDOW_SECONDS. */
  orderRateLimit: { points: number; windowSeconds: number };
  /**
   * On SIGTERM: seconds /readyz answers 503 while requests are still served (load balancers stop routing here),
   * then seconds in-flight requests get to finish. SHUTDOWN_DELAY_SECONDS, SHUTDOWN_TIMEOUT_SECONDS.
   */
  shutdown: { delaySeconds: number; timeoutSeconds: number };
  /** Largest order total, in whole AED, that may be paid cash on delivery (the FAQ's promise). COD_MAX_AED. */
  cashOnDeliveryMaxAed: number;
  /** The in-memory search index (modules/search). SEARCH_INDEX; false = search and listings use the backend. */
  searchIndex: boolean;
  /** Minutes between full re-syncs of the index from the backend (repairs lost webhooks). SEARCH_RESYNC_MINUTES (decimals allowed); 0 = never. */
  searchResyncMinutes: number;
  /** Seconds /readyz answers 503 while the first index build runs; after that, search uses the backend path. SEARCH_READY_WAIT_SECONDS. */
  searchReadyWaitSeconds: number;
  /**
   * Storefront pages rendered at once, waiting for a render, and the longest wait; beyond them a page request is
   * answered 503 with Retry-After (ssr/render-gate.ts); and how many of them one client address may have.
   * SSR_MAX_RENDERS, SSR_MAX_QUEUED, SSR_QUEUE_TIMEOUT_MS, SSR_MAX_RENDERS_PER_CLIENT, SSR_CLIENT_RENDERS_PER_10S.
   */
  ssrRenderLimits: { maxRenders: number; maxQueued: number; queueTimeoutMs: number; maxPerClient: number; maxPer10sPerClient: number };
  /** Shared secret Strapi's webhook sends (`Authorization: Bearer <secret>`); unset = no POST /webhooks/strapi. */
  strapiWebhookSecret: string | undefined;
}

export interface MailConfig {
  /** smtp(s)://user:pass@host:port; undefined = every message is written to `outboxDir` instead. SMTP_URL. */
  smtpUrl: string | undefined;
  /** The From header of every message. MAIL_FROM. */
  from: string;
  /** Where contact-form messages go. SHOP_INBOX. */
  shopInbox: string;
  /** Folder of the .eml files written without SMTP_URL. MAIL_OUTBOX_DIR. */
  outboxDir: string;
  /** Tries per message, the first included; then it is given up (logged at error). MAIL_RETRY_ATTEMPTS. */
  retryAttempts: number;
  /** Wait before the first retry; doubles for each next one. MAIL_RETRY_DELAY_MS. */
  retryDelayMs: number;
  /** Longest wait for the mail server during a request; a slower send goes on in the background. MAIL_SEND_TIMEOUT_MS. */
  sendTimeoutMs: number;
}

export interface ShellConfig {
  /** WhatsApp number for the floating chat link, international digits only (971501234567); null = no link. */
  whatsappNumber: string | null;
  /** Analytics script loaded after the shopper's first interaction; null = none. */
  analyticsScriptUrl: string | null;
  /** Live-chat widget script loaded after the shopper's first interaction; null = none. */
  liveChatScriptUrl: string | null;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

function seller(env: Env): SellerDetails {
  try {
    return sellerFromEnv(env);
  } catch (error) {
    throw error instanceof SellerConfigError ? new ConfigError(error.message) : error;
  }
}

type Env = Record<string, string | undefined>;

function observability(env: Env): ObservabilityConfig {
  try {
    return observabilityFromEnv(env);
  } catch (error) {
    throw error instanceof ObservabilityConfigError ? new ConfigError(error.message) : error;
  }
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** Minutes, decimals allowed (tests re-sync every few seconds: 0.05). */
function minutes(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+(\.\d+)?$/.test(raw.trim())) throw new ConfigError(`${name} must be a number of minutes, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function httpUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(`${name} must use http or https, got "${url.protocol}"`);
  }
  return url.toString().replace(/\/+$/, "");
}

function redisUrl(name: string, raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    // Never echo the value: it may hold a password.
    throw new ConfigError(`${name} must be a redis:// or rediss:// URL such as redis://localhost:6379`);
  }
  if (url.protocol !== "redis:" && url.protocol !== "rediss:") {
    throw new ConfigError(`${name} must use redis or rediss, got "${url.protocol}"`);
  }
  return url.toString();
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

const SIZE_UNITS = { b: 1, kb: 1024, mb: 1024 * 1024 } as const;

/** A size like `100kb`, `1mb` or `2048` (bytes), with the units body-parser uses (1kb = 1024 bytes). */
function byteSize(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  const match = /^(\d+)\s*(b|kb|mb)?$/i.exec(raw);
  if (!match) throw new ConfigError(`${name} must be a size such as 100kb or 1mb, got "${env[name]}"`);
  const bytes = Number(match[1]) * SIZE_UNITS[(match[2]?.toLowerCase() ?? "b") as keyof typeof SIZE_UNITS];
  if (bytes < min || bytes > max) throw new ConfigError(`${name} must be between ${min} and ${max} bytes, got ${bytes}`);
  return bytes;
}

/**
 * A phone number as wa.me wants it: country code and number, digits only. Spaces, dashes, dots, brackets and a
 * leading + or 00 are accepted for convenience; E.164 allows 8 to 15 digits.
 */
function whatsappNumber(name: string, raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === "") return null;
  const digits = raw
    .trim()
    .replace(/[\s().-]/g, "")
    .replace(/^(\+|00)/, "");
  if (!/^[1-9]\d{7,14}$/.test(digits)) {
    throw new ConfigError(`${name} must be an international phone number with country code, such as +971 50 123 4567, got "${raw}"`);
  }
  return digits;
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** A third-party script URL: https (plain http only on a loopback host, for local testing). */
function scriptUrl(name: string, raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === "") return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError(`${name} must be an absolute https URL, got "${raw}"`);
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK.has(url.hostname))) {
    throw new ConfigError(`${name} must use https, got "${url.protocol}"`);
  }
  return url.toString();
}

/** The repository's var/outbox: src/ and dist/ both sit directly in server/. */
const DEFAULT_OUTBOX = fileURLToPath(new URL("../../var/outbox", import.meta.url));

function einvoice(env: Env): EInvoiceConfig {
  try {
    return einvoiceConfigFromEnv(env, fileURLToPath(new URL("../../var/einvoice-outbox", import.meta.url)));
  } catch (error) {
    throw error instanceof EInvoiceConfigError ? new ConfigError(error.message) : error;
  }
}

function smtpUrl(name: string, raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    // Never echo the value: it may hold a password.
    throw new ConfigError(`${name} must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587`);
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") throw new ConfigError(`${name} must use smtp or smtps, got "${url.protocol}"`);
  return raw.trim();
}

function mail(env: Env, sellerDetails: SellerDetails): MailConfig {
  // The address the contact page shows, until the owner sets SHOP_EMAIL (or MAIL_FROM and SHOP_INBOX).
  const shopEmail = sellerDetails.email ?? "sales@proavshop.ae";
  const outbox = env.MAIL_OUTBOX_DIR?.trim();
  return {
    smtpUrl: smtpUrl("SMTP_URL", env.SMTP_URL),
    from: env.MAIL_FROM?.trim() || `${sellerDetails.legalName.replace(/["<>]/g, "")} <${shopEmail}>`,
    shopInbox: env.SHOP_INBOX?.trim() || shopEmail,
    outboxDir: outbox ? (isAbsolute(outbox) ? outbox : resolve(outbox)) : DEFAULT_OUTBOX,
    retryAttempts: integer(env, "MAIL_RETRY_ATTEMPTS", 6, 1, 100),
    retryDelayMs: integer(env, "MAIL_RETRY_DELAY_MS", 30_000, 10, 86_400_000),
    sendTimeoutMs: integer(env, "MAIL_SEND_TIMEOUT_MS", 5000, 100, 120_000),
  };
}

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** `1` (hops), `loopback` (the default), or `10.0.0.0/8,127.0.0.1`: what Express's `trust proxy` accepts, checked here. */
function trustProxy(name: string, raw: string | undefined): number | string[] {
  const value = raw?.trim() ?? "";
  if (value === "") return ["loopback"];
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new ConfigError(`${name} as a hop count must be from 0 to 10, got ${hops}`);
    return hops;
  }
  const entries = value.split(",").map((entry) => entry.trim());
  for (const entry of entries) {
    if (PROXY_NAMES.has(entry)) continue;
    const [address, bits, extra] = entry.split("/");
    const family = isIP(address ?? "");
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !bitsOk || extra !== undefined) {
      throw new ConfigError(
        `${name} must be a hop count (1), loopback, or IP addresses and CIDR ranges separated by commas (10.0.0.0/8,127.0.0.1); "${entry}" is none of these`,
      );
    }
  }
  return entries;
}

/** A shared secret worth the name: unset, or 16+ characters (never echoed). */
function webhookSecret(name: string, raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  if (raw.trim().length < 16) throw new ConfigError(`${name} must be at least 16 characters long`);
  return raw.trim();
}

export interface TracingConfig {
  /** Where spans go: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces (OTLP/HTTP, JSON). */
  tracesUrl: string;
  /** OTEL_SERVICE_NAME, default "gateway" (the logs' `service`). */
  serviceName: string;
}

/** The standard OpenTelemetry variables, read here so a bad one stops the start like any other setting. */
function tracingConfig(env: Env): TracingConfig | undefined {
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (!base && !traces) return undefined;
  const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || "http/json").trim();
  // The exporter speaks OTLP over HTTP (JSON bodies), which every collector's HTTP receiver accepts; not gRPC.
  if (protocol === "grpc") throw new ConfigError("OTEL_EXPORTER_OTLP_PROTOCOL=grpc is not supported: use http/json (the collector's HTTP port, 4318)");
  const tracesUrl = traces ? httpUrl("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", traces) : `${httpUrl("OTEL_EXPORTER_OTLP_ENDPOINT", base ?? "")}/v1/traces`;
  return { tracesUrl, serviceName: env.OTEL_SERVICE_NAME?.trim() || "gateway" };
}

export function loadConfig(env: Env = process.env): GatewayConfig {
  const nodeEnvRaw = env.NODE_ENV ?? "development";
  if (!["development", "production", "test"].includes(nodeEnvRaw)) {
    throw new ConfigError(`NODE_ENV must be development, production or test, got "${nodeEnvRaw}"`);
  }
  const nodeEnv = nodeEnvRaw as GatewayConfig["nodeEnv"];

  const port = integer(env, "PORT", 4000, 0, 65535);
  // Outside production the local stand-in's address is a sensible default; in production it must be explicit.
  const backendRaw = env.BACKEND_URL || (nodeEnv === "production" ? "" : "http://localhost:1337");
  if (!backendRaw) {
    throw new ConfigError("BACKEND_URL is required in production (the hosted Strapi backend, e.g. https://api.example.com)");
  }
  const storefront = env.STOREFRONT || "production";
  if (storefront !== "production" && storefront !== "development" && storefront !== "none") {
    throw new ConfigError(`STOREFRONT must be production, development or none, got "${storefront}"`);
  }
  const logLevel = (env.LOG_LEVEL ?? (nodeEnv === "test" ? "silent" : "info")) as GatewayConfig["logLevel"];
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${logLevel}"`);
  }

  const logFormat = env.LOG_FORMAT || "json";
  if (logFormat !== "json" && logFormat !== "pretty") throw new ConfigError(`LOG_FORMAT must be json or pretty, got "${logFormat}"`);
  const graphqlExplorer = boolean(env, "GRAPHQL_EXPLORER", nodeEnv !== "production");

  const sellerDetails = seller(env);
  return {
    port,
    host: env.HOST || "0.0.0.0",
    backendUrl: httpUrl("BACKEND_URL", backendRaw),
    publicOrigin: httpUrl("PUBLIC_ORIGIN", env.PUBLIC_ORIGIN || `http://localhost:${port || 4000}`),
    nodeEnv,
    logLevel,
    logFormat,
    tracing: tracingConfig(env),
    observability: observability(env),
    backendTimeoutMs: integer(env, "BACKEND_TIMEOUT_MS", 5000, 100, 120_000),
    backendRetries: integer(env, "BACKEND_RETRIES", 1, 0, 3),
    backendBreakerResetMs: integer(env, "BACKEND_BREAKER_RESET_MS", 5000, 100, 600_000),
    backendBreakerThresholdPercent: integer(env, "BACKEND_BREAKER_THRESHOLD_PERCENT", 50, 1, 100),
    backendBreakerVolume: integer(env, "BACKEND_BREAKER_VOLUME", 10, 1, 10_000),
    // The explorer without introspection would show no docs, so turning it on turns introspection on by default.
    introspection: boolean(env, "GRAPHQL_INTROSPECTION", nodeEnv !== "production" || graphqlExplorer),
    graphqlExplorer,
    graphqlLimits: {
      maxDepth: integer(env, "GRAPHQL_MAX_DEPTH", 10, 1, 100),
      maxAliases: integer(env, "GRAPHQL_MAX_ALIASES", 15, 0, 1000),
      maxTokens: integer(env, "GRAPHQL_MAX_TOKENS", 2000, 100, 100_000),
      maxCost: integer(env, "GRAPHQL_MAX_COST", 5000, 1, 10_000_000),
      maxDirectives: integer(env, "GRAPHQL_MAX_DIRECTIVES", 20, 0, 1000),
      maxBodyBytes: byteSize(env, "GRAPHQL_MAX_BODY", 100 * 1024, 1024, 10 * 1024 * 1024),
    },
    redisUrl: redisUrl("REDIS_URL", env.REDIS_URL),
    cacheTtlSeconds: integer(env, "CACHE_TTL_SECONDS", 60, 0, 86_400),
    taxonomyTtlSeconds: integer(env, "TAXONOMY_TTL_SECONDS", 300, 0, 86_400),
    microCacheSeconds: integer(env, "GRAPHQL_MICRO_CACHE_SECONDS", 5, 0, 3600),
    pageMicroCacheSeconds: integer(env, "PAGE_MICRO_CACHE_SECONDS", 5, 0, 3600),
    storefront,
    shell: {
      whatsappNumber: whatsappNumber("WHATSAPP_NUMBER", env.WHATSAPP_NUMBER),
      analyticsScriptUrl: scriptUrl("ANALYTICS_SCRIPT_URL", env.ANALYTICS_SCRIPT_URL),
      liveChatScriptUrl: scriptUrl("LIVE_CHAT_SCRIPT_URL", env.LIVE_CHAT_SCRIPT_URL),
    },
    authRateLimit: {
      points: integer(env, "AUTH_RATE_LIMIT_POINTS", 10, 1, 100_000),
      windowSeconds: integer(env, "AUTH_RATE_LIMIT_WINDOW_SECONDS", 300, 1, 86_400),
    },
    seller: sellerDetails,
    einvoice: einvoice(env),
    mail: mail(env, sellerDetails),
    contactRateLimit: {
      points: integer(env, "CONTACT_RATE_LIMIT_POINTS", 5, 1, 100_000),
      windowSeconds: integer(env, "CONTACT_RATE_LIMIT_WINDOW_SECONDS", 600, 1, 86_400),
    },
    trustProxy: trustProxy("TRUST_PROXY", env.TRUST_PROXY),
    orderRateLimit: {
      points: integer(env, "ORDER_RATE_LIMIT_POINTS", 10, 1, 100_000),
      windowSeconds: integer(env, "ORDER_RATE_LIMIT_WINDOW_SECONDS", 600, 1, 86_400),
    },
    shutdown: {
      delaySeconds: integer(env, "SHUTDOWN_DELAY_SECONDS", 3, 0, 120),
      timeoutSeconds: integer(env, "SHUTDOWN_TIMEOUT_SECONDS", 5, 1, 600),
    },
    cashOnDeliveryMaxAed: integer(env, "COD_MAX_AED", COD_MAX_AED_DEFAULT, COD_MAX_AED_RANGE.min, COD_MAX_AED_RANGE.max),
    searchIndex: boolean(env, "SEARCH_INDEX", true),
    searchResyncMinutes: minutes(env, "SEARCH_RESYNC_MINUTES", 10, 0, 1440),
    searchReadyWaitSeconds: integer(env, "SEARCH_READY_WAIT_SECONDS", 30, 0, 600),
    strapiWebhookSecret: webhookSecret("STRAPI_WEBHOOK_SECRET", env.STRAPI_WEBHOOK_SECRET),
    ssrRenderLimits: {
      maxRenders: integer(env, "SSR_MAX_RENDERS", 8, 1, 1000),
      maxQueued: integer(env, "SSR_MAX_QUEUED", 64, 0, 100_000),
      queueTimeoutMs: integer(env, "SSR_QUEUE_TIMEOUT_MS", 5000, 10, 120_000),
      // One address is often a company office behind NAT (this shop's biggest customers, signed in: their carts,
      // accounts and checkouts are rendered for them): the defaults leave room for a team browsing at once.
      maxPerClient: integer(env, "SSR_MAX_RENDERS_PER_CLIENT", 4, 1, 100_000),
      maxPer10sPerClient: integer(env, "SSR_CLIENT_RENDERS_PER_10S", 60, 1, 1_000_000),
    },
  };
}
