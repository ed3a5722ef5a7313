import { describe, expect, it } from "vitest";
import { DEV_JWT_SECRET, readConfig } from "./config.js";

const ROOT = "/repo/backend";

describe("readConfig", () => {
  it("defaults to Strapi's port and files inside the backend folder", () => {
    expect(readConfig({}, ROOT, "/elsewhere")).toEqual({
      port: 1337,
      host: "0.0.0.0",
      dbPath: "/repo/backend/data/shop.db",
      uploadsDir: "/repo/backend/data/uploads",
      jwtSecret: DEV_JWT_SECRET,
      jwtSecretIsDefault: true,
      resetUrl: "http://localhost:4000/account/reset-password",
      mail: { smtpUrl: undefined, from: "ProAV Shop <sales@proavshop.ae>", outboxDir: "/repo/var/outbox" },
      rateLimits: { track: 10, create: 20 },
      cashOnDeliveryMaxAed: 10_000,
      adminToken: undefined,
      webhooks: { urls: [], headers: {} },
    });
  });

  it("reads the reset e-mail's SMTP_URL, MAIL_FROM and MAIL_OUTBOX_DIR, and never echoes a bad SMTP_URL", () => {
    const config = readConfig({ SMTP_URL: "smtp://u:p@mail.test:587", MAIL_FROM: "Shop <a@b.test>", MAIL_OUTBOX_DIR: "out" }, ROOT, "/cwd");
    expect(config.mail).toEqual({ smtpUrl: "smtp://u:p@mail.test:587", from: "Shop <a@b.test>", outboxDir: "/cwd/out" });
    expect(() => readConfig({ SMTP_URL: "http://secret@x" }, ROOT, "/")).toThrow(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => readConfig({ SMTP_URL: "http://secret@x" }, ROOT, "/")).not.toThrow(/secret/);
  });

  it("limits order tracking and new orders per address and minute, configurable", () => {
    expect(readConfig({ BACKEND_RATE_LIMIT_TRACK: "3", BACKEND_RATE_LIMIT_ORDERS: "1000" }, ROOT, "/").rateLimits).toEqual({ track: 3, create: 1000 });
    expect(() => readConfig({ BACKEND_RATE_LIMIT_TRACK: "0" }, ROOT, "/")).toThrow(/BACKEND_RATE_LIMIT_TRACK/);
    expect(() => readConfig({ BACKEND_RATE_LIMIT_ORDERS: "lots" }, ROOT, "/")).toThrow(/BACKEND_RATE_LIMIT_ORDERS/);
  });

  it("takes the cash-on-delivery limit from COD_MAX_AED, the gateway's name and default", () => {
    expect(readConfig({}, ROOT, "/").cashOnDeliveryMaxAed).toBe(10_000);
    expect(readConfig({ COD_MAX_AED: "2500" }, ROOT, "/").cashOnDeliveryMaxAed).toBe(2500);
    for (const bad of ["0", "-1", "12.5", "lots", "10000001"]) expect(() => readConfig({ COD_MAX_AED: bad }, ROOT, "/"), bad).toThrow(/COD_MAX_AED/);
  });

  it("resolves explicit relative paths from the working directory and treats empty values as unset", () => {
    const config = readConfig({ BACKEND_DB_PATH: "x/y.db", BACKEND_PORT: "", BACKEND_UPLOADS_DIR: "/abs" }, ROOT, "/cwd");
    expect(config).toMatchObject({ dbPath: "/cwd/x/y.db", uploadsDir: "/abs", port: 1337 });
  });

  it("accepts port 0 and a real secret", () => {
    const config = readConfig({ BACKEND_PORT: "0", BACKEND_JWT_SECRET: "s".repeat(32) }, ROOT, "/");
    expect(config).toMatchObject({ port: 0, jwtSecretIsDefault: false });
  });

  it.each([
    [{ BACKEND_PORT: "abc" }, /BACKEND_PORT must be an integer from 0 to 65535, got "abc"/],
    [{ BACKEND_PORT: "65536" }, /BACKEND_PORT/],
    [{ BACKEND_PORT: "-1" }, /BACKEND_PORT/],
    [{ BACKEND_PORT: "1e3" }, /BACKEND_PORT/],
    [{ BACKEND_HOST: "a b" }, /BACKEND_HOST/],
    [{ BACKEND_JWT_SECRET: "short" }, /at least 16 characters/],
  ])("rejects %j with a one-line message", (env, message) => {
    expect(() => readConfig(env, ROOT, "/")).toThrow(message);
    try {
      readConfig(env, ROOT, "/");
    } catch (err) {
      expect((err as Error).message).not.toContain("\n");
    }
  });
});

describe("BACKEND_RESET_URL", () => {
  it("accepts an http(s) page and refuses anything else", () => {
    expect(readConfig({ BACKEND_RESET_URL: "https://shop.example/account/reset-password" }, ROOT, "/").resetUrl).toBe(
      "https://shop.example/account/reset-password",
    );
    expect(() => readConfig({ BACKEND_RESET_URL: "javascript:alert(1)" }, ROOT, "/")).toThrow(/BACKEND_RESET_URL/);
    expect(() => readConfig({ BACKEND_RESET_URL: "https://x.test/r?a=1" }, ROOT, "/")).toThrow(/BACKEND_RESET_URL/);
  });
});

describe("admin token and webhooks", () => {
  it("has no admin routes or webhooks unless configured", () => {
    expect(readConfig({}, ROOT, "/")).toMatchObject({ adminToken: undefined, webhooks: { urls: [], headers: {} } });
  });

  it("reads the token, the URLs and the extra headers, and refuses bad ones", () => {
    const c = readConfig(
      {
        BACKEND_ADMIN_TOKEN: "admin-token-0123456789",
        WEBHOOK_URLS: "http://a.test/hook, https://b.test/hook",
        WEBHOOK_HEADERS: '{"Authorization":"Bearer s"}',
      },
      ROOT,
      "/",
    );
    expect(c).toMatchObject({
      adminToken: "admin-token-0123456789",
      webhooks: { urls: ["http://a.test/hook", "https://b.test/hook"], headers: { Authorization: "Bearer s" } },
    });
    expect(() => readConfig({ BACKEND_ADMIN_TOKEN: "short" }, ROOT, "/")).toThrow(/BACKEND_ADMIN_TOKEN/);
    expect(() => readConfig({ WEBHOOK_URLS: "ftp://x" }, ROOT, "/")).toThrow(/WEBHOOK_URLS/);
    expect(() => readConfig({ WEBHOOK_HEADERS: "[1]" }, ROOT, "/")).toThrow(/WEBHOOK_HEADERS/);
  });
});
