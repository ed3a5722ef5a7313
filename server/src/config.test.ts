import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("turns tracing on only with an OTLP endpoint, and reads the log format", () => {
    expect(loadConfig({})).toMatchObject({ tracing: undefined, logFormat: "json" });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318/" }).tracing).toEqual({
      tracesUrl: "http://collector:4318/v1/traces",
      serviceName: "gateway",
    });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "https://otel.example.com/in/traces", OTEL_SERVICE_NAME: "shop-gw" }).tracing).toEqual({
      tracesUrl: "https://otel.example.com/in/traces",
      serviceName: "shop-gw",
    });
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" })).toThrow(ConfigError);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4317", OTEL_EXPORTER_OTLP_PROTOCOL: "grpc" })).toThrow(/grpc is not supported/);
    expect(loadConfig({ LOG_FORMAT: "pretty" }).logFormat).toBe("pretty");
    expect(() => loadConfig({ LOG_FORMAT: "xml" })).toThrow(/LOG_FORMAT must be json or pretty/);
  });

  it("has working defaults for local development", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 4000,
      backendUrl: "http://localhost:1337",
      publicOrigin: "http://localhost:4000",
      introspection: true,
      storefront: "production",
    });
  });

  it("requires BACKEND_URL in production and turns introspection off there", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/BACKEND_URL is required/);
    expect(loadConfig({ NODE_ENV: "production", BACKEND_URL: "https://api.example.com/" })).toMatchObject({
      backendUrl: "https://api.example.com",
      introspection: false,
    });
  });

  it("turns the GraphQL explorer on outside production, and off there unless GRAPHQL_EXPLORER=true (introspection follows)", () => {
    expect(loadConfig({})).toMatchObject({ graphqlExplorer: true, introspection: true });
    const prod = { NODE_ENV: "production", BACKEND_URL: "https://api.example.com" };
    expect(loadConfig(prod)).toMatchObject({ graphqlExplorer: false, introspection: false });
    expect(loadConfig({ ...prod, GRAPHQL_EXPLORER: "true" })).toMatchObject({ graphqlExplorer: true, introspection: true });
    expect(loadConfig({ ...prod, GRAPHQL_EXPLORER: "true", GRAPHQL_INTROSPECTION: "false" })).toMatchObject({ graphqlExplorer: true, introspection: false });
    expect(() => loadConfig({ GRAPHQL_EXPLORER: "maybe" })).toThrow(/GRAPHQL_EXPLORER must be true or false/);
  });

  it.each([
    [{ PORT: "abc" }, /PORT must be a whole number/],
    [{ PORT: "70000" }, /PORT must be between/],
    [{ BACKEND_URL: "not a url" }, /BACKEND_URL must be an absolute/],
    [{ BACKEND_URL: "ftp://x" }, /BACKEND_URL must use http/],
    [{ NODE_ENV: "staging" }, /NODE_ENV must be/],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL must be one of/],
    [{ GRAPHQL_INTROSPECTION: "maybe" }, /GRAPHQL_INTROSPECTION must be true or false/],
    [{ BACKEND_TIMEOUT_MS: "5" }, /BACKEND_TIMEOUT_MS must be between/],
    [{ STOREFRONT: "spa" }, /STOREFRONT must be/],
    [{ REDIS_URL: "localhost:6379" }, /REDIS_URL must use redis or rediss/],
    [{ REDIS_URL: "http://cache:6379" }, /REDIS_URL must use redis or rediss/],
    [{ REDIS_URL: "not a url" }, /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    [{ CACHE_TTL_SECONDS: "-1" }, /CACHE_TTL_SECONDS must be a whole number/],
    [{ CACHE_TTL_SECONDS: "100000" }, /CACHE_TTL_SECONDS must be between 0 and 86400/],
    [{ TAXONOMY_TTL_SECONDS: "5m" }, /TAXONOMY_TTL_SECONDS must be a whole number/],
    [{ WHATSAPP_NUMBER: "050 123 4567" }, /WHATSAPP_NUMBER must be an international phone number/],
    [{ WHATSAPP_NUMBER: "+971-abc" }, /WHATSAPP_NUMBER must be an international phone number/],
    [{ WHATSAPP_NUMBER: "+1234567890123456" }, /WHATSAPP_NUMBER must be an international phone number/],
    [{ ANALYTICS_SCRIPT_URL: "//cdn.example.com/a.js" }, /ANALYTICS_SCRIPT_URL must be an absolute https URL/],
    [{ ANALYTICS_SCRIPT_URL: "http://cdn.example.com/a.js" }, /ANALYTICS_SCRIPT_URL must use https/],
    [{ LIVE_CHAT_SCRIPT_URL: "javascript:alert(1)" }, /LIVE_CHAT_SCRIPT_URL must use https/],
  ])("refuses %o with a clear message", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("caches in process by default, in Redis when REDIS_URL is set", () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, cacheTtlSeconds: 60, taxonomyTtlSeconds: 300 });
    expect(loadConfig({ REDIS_URL: "rediss://:secret@cache.internal:6380/2", CACHE_TTL_SECONDS: "0", TAXONOMY_TTL_SECONDS: "30" })).toMatchObject({
      redisUrl: "rediss://:secret@cache.internal:6380/2",
      cacheTtlSeconds: 0,
      taxonomyTtlSeconds: 30,
    });
  });

  it("never echoes a REDIS_URL it refuses (it may hold a password)", () => {
    expect(() => loadConfig({ REDIS_URL: "redis://:pa ss@[bad" })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: "redis://:pa ss@[bad" })).not.toThrow(/pa ss/);
  });

  it("shows no WhatsApp link and loads no third-party script unless configured", () => {
    expect(loadConfig({}).shell).toEqual({ whatsappNumber: null, analyticsScriptUrl: null, liveChatScriptUrl: null });
  });

  it("normalises the WhatsApp number to digits and accepts https (or loopback http) script URLs", () => {
    const { shell } = loadConfig({
      WHATSAPP_NUMBER: "+971 (50) 123-4567",
      ANALYTICS_SCRIPT_URL: "https://analytics.example.com/script.js",
      LIVE_CHAT_SCRIPT_URL: "http://127.0.0.1:9999/chat.js",
    });
    expect(shell).toEqual({
      whatsappNumber: "971501234567",
      analyticsScriptUrl: "https://analytics.example.com/script.js",
      liveChatScriptUrl: "http://127.0.0.1:9999/chat.js",
    });
    expect(loadConfig({ WHATSAPP_NUMBER: "00971501234567" }).shell.whatsappNumber).toBe("971501234567");
  });

  it("limits sign-in attempts to 10 per 5 minutes per address by default, configurable", () => {
    expect(loadConfig({}).authRateLimit).toEqual({ points: 10, windowSeconds: 300 });
    expect(loadConfig({ AUTH_RATE_LIMIT_POINTS: "5", AUTH_RATE_LIMIT_WINDOW_SECONDS: "60" }).authRateLimit).toEqual({ points: 5, windowSeconds: 60 });
    expect(() => loadConfig({ AUTH_RATE_LIMIT_POINTS: "0" })).toThrow(/AUTH_RATE_LIMIT_POINTS/);
    expect(() => loadConfig({ AUTH_RATE_LIMIT_WINDOW_SECONDS: "ten" })).toThrow(/AUTH_RATE_LIMIT_WINDOW_SECONDS/);
  });

  it("writes e-mail to the repository's var/outbox until SMTP_URL is set, from and to the shop's address", () => {
    const mail = loadConfig({}).mail;
    expect(mail).toMatchObject({ smtpUrl: undefined, from: "ProAV Shop <sales@proavshop.ae>", shopInbox: "sales@proavshop.ae", retryAttempts: 6 });
    expect(mail.outboxDir).toMatch(/[\\/]var[\\/]outbox$/);
    expect(loadConfig({ SHOP_EMAIL: "hello@shop.test", SHOP_LEGAL_NAME: "ProAV Trading LLC" }).mail).toMatchObject({
      from: "ProAV Trading LLC <hello@shop.test>",
      shopInbox: "hello@shop.test",
    });
    expect(loadConfig({ SMTP_URL: "smtps://u:p@mail.test", MAIL_FROM: "Shop <no-reply@shop.test>", SHOP_INBOX: "in@shop.test" }).mail).toMatchObject({
      smtpUrl: "smtps://u:p@mail.test",
      from: "Shop <no-reply@shop.test>",
      shopInbox: "in@shop.test",
    });
    expect(() => loadConfig({ SMTP_URL: "http://u:secret@mail.test" })).toThrow(/SMTP_URL must use smtp or smtps/);
    expect(() => loadConfig({ SMTP_URL: "smtp://u:se cret@[bad" })).not.toThrow(/se cret/);
  });

  it("allows 5 contact messages per 10 minutes per address by default", () => {
    expect(loadConfig({}).contactRateLimit).toEqual({ points: 5, windowSeconds: 600 });
  });

  it("trusts X-Forwarded-For from loopback only by default; TRUST_PROXY takes a hop count or addresses and ranges", () => {
    expect(loadConfig({}).trustProxy).toEqual(["loopback"]);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: " 10.0.0.0/8, 127.0.0.1,loopback,fd00::/8 " }).trustProxy).toEqual(["10.0.0.0/8", "127.0.0.1", "loopback", "fd00::/8"]);
    for (const bad of ["yes", "10.0.0.0/33", "10.0.0/8", "11", "10.0.0.1/8/1", "1,2"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("searches from the index by default, re-synced every 10 minutes; webhooks only with a real secret", () => {
    const c = loadConfig({});
    expect([c.searchIndex, c.searchResyncMinutes, c.searchReadyWaitSeconds, c.strapiWebhookSecret]).toEqual([true, 10, 30, undefined]);
    expect(loadConfig({ SEARCH_INDEX: "false", SEARCH_RESYNC_MINUTES: "0" })).toMatchObject({ searchIndex: false, searchResyncMinutes: 0 });
    expect(loadConfig({ STRAPI_WEBHOOK_SECRET: "a-long-enough-secret" }).strapiWebhookSecret).toBe("a-long-enough-secret");
    expect(() => loadConfig({ STRAPI_WEBHOOK_SECRET: "short" })).toThrow(/STRAPI_WEBHOOK_SECRET must be at least 16/);
    expect(() => loadConfig({ SEARCH_RESYNC_MINUTES: "-1" })).toThrow(/SEARCH_RESYNC_MINUTES/);
  });

  it("keeps e-invoices in var/einvoice-outbox without a provider, and stops on half a provider naming the variable", () => {
    expect(loadConfig({}).einvoice).toMatchObject({ asp: null, outboxDir: expect.stringMatching(/[/\\]var[/\\]einvoice-outbox$/) });
    expect(() => loadConfig({ EINVOICE_ASP_URL: "https://asp.example.ae" })).toThrow(ConfigError);
    expect(() => loadConfig({ EINVOICE_ASP_URL: "https://asp.example.ae" })).toThrow(/EINVOICE_ASP_TOKEN/);
  });
});
