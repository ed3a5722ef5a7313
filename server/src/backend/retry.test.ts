import { describe, expect, it, vi } from "vitest";
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { retryDelayMs, retrying, shouldRetry, type RetryQuestion } from "./retry.js";

const network = (code: string) => new AxiosError("boom", code);
const answered = (status: number) =>
  new AxiosError("bad status", status >= 500 ? "ERR_BAD_RESPONSE" : "ERR_BAD_REQUEST", undefined, undefined, {
    status,
  } as AxiosResponse);
const ask = (error: unknown, more: Partial<RetryQuestion> = {}) =>
  shouldRetry({ error, method: "get", retriesSoFar: 0, maxRetries: 1, elapsedMs: 5, timeoutMs: 5000, ...more });

describe("shouldRetry", () => {
  it.each(["ECONNRESET", "ECONNREFUSED", "EPIPE", "EAI_AGAIN"])("retries a GET after %s", (code) => {
    expect(ask(network(code))).toBe(true);
  });

  it.each([502, 503, 504])("retries a GET answered %i", (status) => {
    expect(ask(answered(status))).toBe(true);
  });

  it.each(["ECONNABORTED", "ETIMEDOUT", "ERR_CANCELED", "ENOTFOUND"])("does not retry %s", (code) => {
    expect(ask(network(code))).toBe(false);
  });

  it.each([500, 400, 401, 404, 429])("does not retry an answer %i", (status) => {
    expect(ask(answered(status))).toBe(false);
  });

  it.each(["post", "put", "patch", "delete", "POST"])("never retries %s", (method) => {
    expect(ask(network("ECONNRESET"), { method })).toBe(false);
    expect(ask(answered(503), { method })).toBe(false);
  });

  it("retries HEAD and treats a missing method as axios does (GET)", () => {
    expect(ask(network("ECONNRESET"), { method: "head" })).toBe(true);
    expect(ask(network("ECONNRESET"), { method: undefined })).toBe(true);
  });

  it("stops at the configured number of retries; 0 disables", () => {
    expect(ask(network("ECONNRESET"), { retriesSoFar: 1, maxRetries: 1 })).toBe(false);
    expect(ask(network("ECONNRESET"), { retriesSoFar: 1, maxRetries: 2 })).toBe(true);
    expect(ask(network("ECONNRESET"), { maxRetries: 0 })).toBe(false);
  });

  it("does not retry a failure that already used more than half the timeout", () => {
    expect(ask(answered(504), { elapsedMs: 2600, timeoutMs: 5000 })).toBe(false);
    expect(ask(answered(504), { elapsedMs: 2400, timeoutMs: 5000 })).toBe(true);
    expect(ask(answered(504), { elapsedMs: 60_000, timeoutMs: 0 })).toBe(true);
  });

  it("does not retry errors that are not axios errors", () => {
    expect(ask(new Error("ECONNRESET"))).toBe(false);
    expect(ask(Object.assign(new Error("x"), { code: "ECONNRESET" }))).toBe(false);
  });
});

describe("retryDelayMs", () => {
  it("is jittered between 50 and 150 ms", () => {
    expect(retryDelayMs(() => 0)).toBe(50);
    expect(retryDelayMs(() => 0.999999)).toBe(150);
    for (let i = 0; i < 100; i++) expect(retryDelayMs()).toSatisfy((ms: number) => ms >= 50 && ms <= 150);
  });
});

describe("retrying", () => {
  const config = (method: string) => ({ method, timeout: 5000 }) as InternalAxiosRequestConfig;
  const ok = { status: 200, data: "ok" } as AxiosResponse;
  const noWait = () => Promise.resolve();

  it("sends a GET again once after a reset, and returns the second answer", async () => {
    const adapter = vi.fn().mockRejectedValueOnce(network("ECONNRESET")).mockResolvedValueOnce(ok);
    await expect(retrying(adapter, 1, noWait)(config("get"))).resolves.toBe(ok);
    expect(adapter).toHaveBeenCalledTimes(2);
  });

  it("gives up after the retries and rethrows the last failure", async () => {
    const last = answered(503);
    const adapter = vi.fn().mockRejectedValueOnce(network("ECONNREFUSED")).mockRejectedValueOnce(last);
    await expect(retrying(adapter, 1, noWait)(config("get"))).rejects.toBe(last);
    expect(adapter).toHaveBeenCalledTimes(2);
  });

  it("waits the jittered delay between attempts", async () => {
    const wait = vi.fn((_ms: number) => Promise.resolve());
    const adapter = vi.fn().mockRejectedValueOnce(network("ECONNRESET")).mockResolvedValueOnce(ok);
    await retrying(adapter, 1, wait)(config("get"));
    expect(wait).toHaveBeenCalledOnce();
    expect(wait.mock.calls[0]?.[0]).toBeGreaterThanOrEqual(50);
  });

  it("sends a POST once", async () => {
    const adapter = vi.fn().mockRejectedValue(network("ECONNRESET"));
    await expect(retrying(adapter, 1, noWait)(config("post"))).rejects.toThrow();
    expect(adapter).toHaveBeenCalledOnce();
  });

  it("does not retry a call its caller aborted", async () => {
    const controller = new AbortController();
    const adapter = vi.fn(async () => {
      controller.abort();
      throw network("ECONNRESET");
    });
    await expect(retrying(adapter, 1, noWait)({ ...config("get"), signal: controller.signal })).rejects.toThrow();
    expect(adapter).toHaveBeenCalledOnce();
  });

  it("is the adapter itself when retries are off", () => {
    const adapter = vi.fn();
    expect(retrying(adapter, 0)).toBe(adapter);
  });
});
