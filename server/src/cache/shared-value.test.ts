import { describe, expect, it, vi } from "vitest";
import { InMemoryLRUCache } from "@apollo/utils.keyvaluecache";
import { SharedValue } from "./shared-value.js";

describe("SharedValue", () => {
  it("loads once, then serves the cached copy under namespace:key with the TTL", async () => {
    const kv = new InMemoryLRUCache<string>();
    const set = vi.spyOn(kv, "set");
    const value = new SharedValue<{ id: number }[]>(kv, "taxonomy:brands", 300);
    const load = vi.fn(async () => [{ id: 1 }]);
    expect(await value.get("all", load)).toEqual([{ id: 1 }]);
    expect(await value.get("all", load)).toEqual([{ id: 1 }]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(set).toHaveBeenCalledWith("taxonomy:brands:all", '[{"id":1}]', { ttl: 300 });
  });

  it("shares one load between concurrent misses", async () => {
    const value = new SharedValue<number>(new InMemoryLRUCache<string>(), "n", 60);
    let release!: (n: number) => void;
    const load = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const all = Promise.all([value.get("k", load), value.get("k", load), value.get("k", load)]);
    await new Promise((r) => setTimeout(r, 0));
    release(7);
    expect(await all).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("never caches a failure", async () => {
    const value = new SharedValue<number>(new InMemoryLRUCache<string>(), "n", 60);
    await expect(value.get("k", () => Promise.reject(new Error("backend down")))).rejects.toThrow("backend down");
    expect(await value.get("k", async () => 1)).toBe(1);
  });

  it("caches nothing with a TTL of 0", async () => {
    const value = new SharedValue<number>(new InMemoryLRUCache<string>(), "n", 0);
    const load = vi.fn(async () => 1);
    await value.get("k", load);
    await value.get("k", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reloads over an unreadable entry, and loads when the cache itself fails", async () => {
    const kv = new InMemoryLRUCache<string>();
    await kv.set("n:k", "{not json");
    expect(await new SharedValue<number>(kv, "n", 60).get("k", async () => 2)).toBe(2);
    expect(await kv.get("n:k")).toBe("2");
    const failing = { get: () => Promise.reject(new Error("x")), set: () => Promise.reject(new Error("x")), delete: async () => false };
    expect(await new SharedValue<number>(failing, "n", 60).get("k", async () => 3)).toBe(3);
  });
});
