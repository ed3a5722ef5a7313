import { describe, expect, it, vi } from "vitest";
import { InMemoryLRUCache, type KeyValueCache } from "@apollo/utils.keyvaluecache";
import { FailSafeCache } from "./fail-safe-cache.js";

const never = () => new Promise<never>(() => {});
const broken = (how: () => Promise<never>): KeyValueCache<string> => ({ get: how, set: how, delete: how });

describe("FailSafeCache", () => {
  it("passes calls through to a healthy cache", async () => {
    const cache = new FailSafeCache(new InMemoryLRUCache<string>(), { timeoutMs: 50, pauseMs: 1000, onError: vi.fn() });
    await cache.set("k", "v", { ttl: 10 });
    expect(await cache.get("k")).toBe("v");
    await cache.delete("k");
    expect(await cache.get("k")).toBeUndefined();
  });

  it("turns failures into misses and no-ops, and reports them", async () => {
    const onError = vi.fn();
    const cache = new FailSafeCache(
      broken(() => Promise.reject(new Error("ECONNREFUSED"))),
      { timeoutMs: 50, pauseMs: 0, onError },
    );
    expect(await cache.get("k")).toBeUndefined();
    await expect(cache.set("k", "v")).resolves.toBeUndefined();
    expect(await cache.delete("k")).toBe(false);
    expect(onError.mock.calls.map(([err, op]) => [String(err), op])).toEqual([
      ["Error: ECONNREFUSED", "get"],
      ["Error: ECONNREFUSED", "set"],
      ["Error: ECONNREFUSED", "delete"],
    ]);
  });

  it("gives up on a cache that never answers after the timeout", async () => {
    const onError = vi.fn();
    const cache = new FailSafeCache(broken(never), { timeoutMs: 30, pauseMs: 0, onError });
    const started = Date.now();
    expect(await cache.get("k")).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(500);
    expect(String(onError.mock.calls[0]![0])).toMatch(/longer than 30 ms/);
  });

  it("leaves a failing cache alone for the pause, then tries again", async () => {
    let now = 1000;
    const get = vi.fn(() => Promise.reject(new Error("down")));
    const cache = new FailSafeCache({ get, set: get, delete: get }, { timeoutMs: 50, pauseMs: 5000, onError: () => {}, now: () => now });
    await cache.get("a");
    await cache.get("b");
    await cache.set("c", "x");
    expect(get).toHaveBeenCalledTimes(1);
    now += 5001;
    await cache.get("d");
    expect(get).toHaveBeenCalledTimes(2);
  });
});
