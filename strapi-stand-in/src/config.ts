// The process entry's environment, parsed and validated in one place. Pure: no I/O, paths resolved as strings.
import { isAbsolute, join, resolve } from "node:path";
import { COD_MAX_AED_DEFAULT, COD_MAX_AED_RANGE } from "@proav/shop-rules";
import type { MailSettings } from "./users/reset-mail.js";

export interface StoragePaths {
  dbPath: string;
  uploadsDir: string;
}

export interface BackendConfig extends StoragePaths {
  port: number;
  host: string;
  jwtSecret: string;
  /** True when BACKEND_JWT_SECRET was not set and the fixed development secret is used. */
  jwtSecretIsDefault: boolean;
  /** The storefront page the password-reset link opens (BACKEND_RESET_URL); `?code=` is appended. */
  resetUrl: string;
  /** The reset e-mail: SMTP_URL, MAIL_FROM and MAIL_OUTBOX_DIR, the names the gateway reads too. */
  mail: MailSettings;
  /** Per client address and minute: BACKEND_RATE_LIMIT_TRACK (order-tracking guesses), BACKEND_RATE_LIMIT_ORDERS (new orders). */
  rateLimits: { track: number; create: number };
  /** Cash on delivery up to this order total, in whole AED: COD_MAX_AED, the gateway's name and default. */
  cashOnDeliveryMaxAed: number;
  /** Bearer token of the admin routes, products and order statuses (BACKEND_ADMIN_TOKEN); unset = no admin routes. */
  adminToken: string | undefined;
  /** Strapi-style webhooks: WEBHOOK_URLS (comma-separated) and WEBHOOK_HEADERS (a JSON object of extra headers). */
  webhooks: { urls: string[]; headers: Record<string, string> };
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export const DEFAULT_PORT = 1337;
export const DEFAULT_HOST = "0.0.0.0";
export const DEV_JWT_SECRET = "shop-backend-dev-secret-not-for-production";
const MIN_SECRET_LENGTH = 16;

type Env = Record<string, string | undefined>;

/** An empty variable counts as unset, so `BACKEND_PORT= npm start` behaves like leaving it out. */
const read = (env: Env, key: string): string | undefined => (env[key] === "" ? undefined : env[key]);

/** Defaults live in the backend folder whatever the working directory; explicit relative paths follow cwd. */
export function readStoragePaths(env: Env, backendRoot: string, cwd: string): StoragePaths {
  const path = (key: string, fallback: string) => {
    const value = read(env, key);
    if (value === undefined) return join(backendRoot, fallback);
    if (value.includes("\0")) throw new ConfigError(`${key} must be a file system path`);
    return isAbsolute(value) ? value : resolve(cwd, value);
  };
  return { dbPath: path("BACKEND_DB_PATH", "data/shop.db"), uploadsDir: path("BACKEND_UPLOADS_DIR", "data/uploads") };
}

export function readConfig(env: Env, backendRoot: string, cwd: string): BackendConfig {
  const portText = read(env, "BACKEND_PORT");
  const port = portText === undefined ? DEFAULT_PORT : Number(portText);
  if (portText !== undefined && (!/^\d{1,5}$/.test(portText) || port > 65535)) {
    throw new ConfigError(`BACKEND_PORT must be an integer from 0 to 65535, got ${JSON.stringify(portText)}`);
  }
  const host = read(env, "BACKEND_HOST") ?? DEFAULT_HOST;
  if (!/^[A-Za-z0-9.:[\]%-]{1,253}$/.test(host)) {
    throw new ConfigError(`BACKEND_HOST must be a host name or IP address, got ${JSON.stringify(host)}`);
  }
  const secret = read(env, "BACKEND_JWT_SECRET");
  if (secret !== undefined && secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`BACKEND_JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  const resetUrl = read(env, "BACKEND_RESET_URL") ?? "http://localhost:4000/account/reset-password";
  if (!/^https?:\/\/[^\s?#]+$/.test(resetUrl)) {
    throw new ConfigError(`BACKEND_RESET_URL must be an http(s) URL without query or fragment, got ${JSON.stringify(resetUrl)}`);
  }
  const smtpUrl = read(env, "SMTP_URL")?.trim();
  if (smtpUrl !== undefined && !/^smtps?:\/\/\S+$/.test(smtpUrl)) {
    // Never echo the value: it may hold a password.
    throw new ConfigError("SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587");
  }
  const outbox = read(env, "MAIL_OUTBOX_DIR");
  const perMinute = (key: string, fallback: number) => {
    const text = read(env, key);
    if (text === undefined) return fallback;
    if (!/^\d{1,6}$/.test(text) || Number(text) < 1) throw new ConfigError(`${key} must be a whole number from 1 to 999999, got ${JSON.stringify(text)}`);
    return Number(text);
  };
  const codText = read(env, "COD_MAX_AED");
  const cashOnDeliveryMaxAed = codText === undefined ? COD_MAX_AED_DEFAULT : Number(codText);
  if (codText !== undefined && (!/^\d{1,8}$/.test(codText) || cashOnDeliveryMaxAed < COD_MAX_AED_RANGE.min || cashOnDeliveryMaxAed > COD_MAX_AED_RANGE.max)) {
    throw new ConfigError(
      `COD_MAX_AED must be a whole number of AED from ${COD_MAX_AED_RANGE.min} to ${COD_MAX_AED_RANGE.max}, got ${JSON.stringify(codText)}`,
    );
  }
  const adminToken = read(env, "BACKEND_ADMIN_TOKEN");
  if (adminToken !== undefined && adminToken.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`BACKEND_ADMIN_TOKEN must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  const urls = (read(env, "WEBHOOK_URLS") ?? "")
    .split(",")
    .map((u) => u.trim())
    .filter(Boolean);
  for (const url of urls) {
    if (!/^https?:\/\/\S+$/.test(url)) throw new ConfigError(`WEBHOOK_URLS must be comma-separated http(s) URLs, got ${JSON.stringify(url)}`);
  }
  let headers: Record<string, string> = {};
  const headersText = read(env, "WEBHOOK_HEADERS");
  if (headersText !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(headersText);
    } catch {
      parsed = undefined;
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed) || !Object.values(parsed).every((v) => typeof v === "string")) {
      throw new ConfigError('WEBHOOK_HEADERS must be a JSON object of strings, such as {"Authorization":"Bearer <secret>"}');
    }
    headers = parsed as Record<string, string>;
  }
  return {
    port,
    resetUrl,
    mail: {
      smtpUrl,
      from: read(env, "MAIL_FROM") ?? `ProAV Shop <${read(env, "SHOP_EMAIL") ?? "sales@proavshop.ae"}>`,
      // The repository's var/outbox, shared with the gateway's outbox by default.
      outboxDir: outbox === undefined ? join(backendRoot, "..", "var", "outbox") : isAbsolute(outbox) ? outbox : resolve(cwd, outbox),
    },
    rateLimits: { track: perMinute("BACKEND_RATE_LIMIT_TRACK", 10), create: perMinute("BACKEND_RATE_LIMIT_ORDERS", 20) },
    cashOnDeliveryMaxAed,
    adminToken,
    webhooks: { urls, headers },
    host: host.replace(/^\[(.*)\]$/, "$1"),
    ...readStoragePaths(env, backendRoot, cwd),
    jwtSecret: secret ?? DEV_JWT_SECRET,
    jwtSecretIsDefault: secret === undefined,
  };
}
