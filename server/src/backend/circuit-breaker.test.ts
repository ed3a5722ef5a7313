import { afterEach, describe, expect, it, vi } from "vitest";
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import type { Logger } from "pino";
import { createBackendCircuit, isBackendFault, isCircuitOpenError, type BackendCircuit } from "./circuit-breaker.js";

const network = (code: string) => new AxiosError("boom", code);
const answered = (status: number) => new AxiosError("status", "ERR_BAD_RESPONSE", undefined, undefined, { status } as AxiosResponse);
const config = { method: "get" } as InternalAxiosRequestConfig;
const ok = { status: 200, data: 1 } as AxiosResponse;

describe("isBackendFault", () => {
  it.each([["ECONNREFUSED"], ["ECONNRESET"], ["ECONNABORTED"], ["ETIMEDOUT"], ["ENOTFOUND"]])("counts %s", (code) => {
    expect(isBackendFault(network(code))).toBe(true);
  });
  it.each([500, 502, 503, 504])("counts a %i answer", (status) => expect(isBackendFault(answered(status))).toBe(true));
  it.each([400, 401, 403, 404, 429])("does not count a %i answer", (status) => expect(isBackendFault(answered(status))).toBe(false));
  it("does not count what the gateway did itself", () => {
    expect(isBackendFault(network("ERR_CANCELED"))).toBe(false);
    expect(isBackendFault(network("ERR_INVALID_URL"))).toBe(false);
    expect(isBackendFault(new TypeError("a bug"))).toBe(false);
  });
});

describe("createBackendCircuit", () => {
  const circuits: BackendCircuit[] = [];
  afterEach(() => circuits.splice(0).forEach((c) => c.shutdown()));
  const logger = () => ({ warn: vi.fn(), info: vi.fn() });
  const make = (adapter: (c: InternalAxiosRequestConfig) => Promise<AxiosResponse>, log = logger()) => {
    const circuit = createBackendCircuit(adapter, { resetTimeoutMs: 50, errorThresholdPercentage: 50, volumeThreshold: 4 }, log as unknown as Logger);
    circuits.push(circuit);
    return circuit;
  };

  it("opens after enough failures, then fails fast without calling the backend", async () => {
    const log = logger();
    const adapter = vi.fn().mockRejectedValue(network("ECONNREFUSED"));
    const circuit = make(adapter, log);
    for (let i = 0; i < 3; i++) await expect(circuit.send(config)).rejects.toThrow("boom");
    expect(circuit.state()).toBe("closed"); // under the volume threshold
    await expect(circuit.send(config)).rejects.toThrow("boom");
    expect(circuit.state()).toBe("open");
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ circuit: "backend" }), expect.stringMatching(/opened/));

    const fast = await circuit.send(config).catch((e: unknown) => e);
    expect(isCircuitOpenError(fast)).toBe(true);
    expect(adapter).toHaveBeenCalledTimes(4);
  });

  it("half-opens after the reset timeout; one successful trial closes it", async () => {
    const log = logger();
    const adapter = vi.fn().mockRejectedValue(answered(503));
    const circuit = make(adapter, log);
    for (let i = 0; i < 4; i++) await circuit.send(config).catch(() => {});
    expect(circuit.state()).toBe("open");
    await vi.waitFor(() => expect(circuit.state()).toBe("half-open"), { timeout: 1000, interval: 10 });
    expect(log.info).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/half-open/));

    adapter.mockResolvedValue(ok);
    await expect(circuit.send(config)).resolves.toBe(ok);
    expect(circuit.state()).toBe("closed");
    expect(log.info).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/closed/));
  });

  it("a failed trial opens it again", async () => {
    const adapter = vi.fn().mockRejectedValue(network("ECONNRESET"));
    const circuit = make(adapter);
    for (let i = 0; i < 4; i++) await circuit.send(config).catch(() => {});
    await vi.waitFor(() => expect(circuit.state()).toBe("half-open"), { timeout: 1000, interval: 10 });
    await expect(circuit.send(config)).rejects.toThrow("boom");
    expect(circuit.state()).toBe("open");
  });

  it("never opens on 404 and 400 answers, which still reach the caller as errors", async () => {
    const adapter = vi.fn().mockRejectedValue(answered(404));
    const circuit = make(adapter);
    for (let i = 0; i < 20; i++) await expect(circuit.send(config)).rejects.toMatchObject({ response: { status: 404 } });
    adapter.mockRejectedValue(answered(400));
    for (let i = 0; i < 20; i++) await circuit.send(config).catch(() => {});
    expect(circuit.state()).toBe("closed");
    expect(adapter).toHaveBeenCalledTimes(40);
  });
});
