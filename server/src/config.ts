// Every setting the gateway reads from the environment, parsed and validated in one place so that a bad value
// stops the process at start-up with one clear line instead of failing later on a request.

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
  /** Timeout of one backend HTTP call, in milliseconds. */
  backendTimeoutMs: number;
  /** GraphQL introspection and the Sandbox on GET /graphql. */
  introspection: boolean;
  /** How the storefront is served: the built client, Vite with hot reload, or not at all (API only). */
  storefront: "production" | "development" | "none";
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
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

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
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

  return {
    port,
    host: env.HOST || "0.0.0.0",
    backendUrl: httpUrl("BACKEND_URL", backendRaw),
    publicOrigin: httpUrl("PUBLIC_ORIGIN", env.PUBLIC_ORIGIN || `http://localhost:${port || 4000}`),
    nodeEnv,
    logLevel,
    backendTimeoutMs: integer(env, "BACKEND_TIMEOUT_MS", 5000, 100, 120_000),
    introspection: boolean(env, "GRAPHQL_INTROSPECTION", nodeEnv !== "production"),
    storefront,
  };
}
