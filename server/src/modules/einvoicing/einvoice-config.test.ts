import { describe, expect, it } from "vitest";
import { EInvoiceConfigError, einvoiceConfigFromEnv } from "./einvoice-config.js";

const DEFAULT_DIR = "/srv/shop/var/einvoice-outbox";

describe("EINVOICE_* configuration", () => {
  it("defaults to the outbox folder, no provider, buyers at the predefined endpoint", () => {
    expect(einvoiceConfigFromEnv({}, DEFAULT_DIR)).toEqual({
      outboxDir: DEFAULT_DIR,
      asp: null,
      retryAttempts: 8,
      retryDelayMs: 30_000,
      timeoutMs: 15_000,
      buyersOnNetwork: false,
    });
  });

  it("takes a provider with its token, https or a local http one", () => {
    const env = { EINVOICE_ASP_URL: "https://asp.example.ae/v1/documents", EINVOICE_ASP_TOKEN: " secret-token " };
    expect(einvoiceConfigFromEnv(env, DEFAULT_DIR).asp).toEqual({ url: "https://asp.example.ae/v1/documents", token: "secret-token" });
    expect(einvoiceConfigFromEnv({ ...env, EINVOICE_ASP_URL: "http://127.0.0.1:9000/docs" }, DEFAULT_DIR).asp?.url).toBe("http://127.0.0.1:9000/docs");
  });

  it("refuses half a provider, plain http elsewhere, and bad numbers, naming the variable (never the token)", () => {
    const refused = (env: Record<string, string>) => {
      try {
        einvoiceConfigFromEnv(env, DEFAULT_DIR);
      } catch (error) {
        expect(error).toBeInstanceOf(EInvoiceConfigError);
        return (error as Error).message;
      }
      throw new Error("accepted");
    };
    expect(refused({ EINVOICE_ASP_URL: "https://asp.example.ae" })).toMatch(/EINVOICE_ASP_TOKEN/);
    expect(refused({ EINVOICE_ASP_TOKEN: "top-secret" })).toMatch(/EINVOICE_ASP_URL/);
    expect(refused({ EINVOICE_ASP_TOKEN: "top-secret" })).not.toMatch(/top-secret/);
    expect(refused({ EINVOICE_ASP_URL: "http://asp.example.ae", EINVOICE_ASP_TOKEN: "t" })).toMatch(/EINVOICE_ASP_URL must use https/);
    expect(refused({ EINVOICE_ASP_URL: "not a url", EINVOICE_ASP_TOKEN: "t" })).toMatch(/EINVOICE_ASP_URL/);
    expect(refused({ EINVOICE_RETRY_ATTEMPTS: "0" })).toMatch(/EINVOICE_RETRY_ATTEMPTS must be between 1 and 100/);
    expect(refused({ EINVOICE_RETRY_DELAY_MS: "soon" })).toMatch(/EINVOICE_RETRY_DELAY_MS must be a whole number/);
    expect(refused({ EINVOICE_BUYERS_ON_NETWORK: "maybe" })).toMatch(/EINVOICE_BUYERS_ON_NETWORK/);
  });

  it("reads a relative outbox folder from the working directory", () => {
    expect(einvoiceConfigFromEnv({ EINVOICE_OUTBOX_DIR: "/tmp/x" }, DEFAULT_DIR).outboxDir).toBe("/tmp/x");
    expect(einvoiceConfigFromEnv({ EINVOICE_OUTBOX_DIR: "out" }, DEFAULT_DIR).outboxDir).toBe(`${process.cwd()}/out`);
    expect(einvoiceConfigFromEnv({ EINVOICE_BUYERS_ON_NETWORK: "true" }, DEFAULT_DIR).buyersOnNetwork).toBe(true);
  });
});
