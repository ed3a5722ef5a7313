import { describe, expect, it, vi } from "vitest";
import { afterFirstInteraction } from "./after-first-interaction";

class FakeTarget {
  listeners = new Map<string, Set<() => void>>();
  addEventListener(type: string, fn: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
  }
  removeEventListener(type: string, fn: () => void) {
    this.listeners.get(type)?.delete(fn);
  }
  fire(type: string) {
    for (const fn of [...(this.listeners.get(type) ?? [])]) fn();
  }
  get count() {
    return [...this.listeners.values()].reduce((n, s) => n + s.size, 0);
  }
}

describe("afterFirstInteraction", () => {
  it("runs once on the first pointer, key or scroll event, then stops listening", () => {
    for (const type of ["pointerdown", "keydown", "scroll"]) {
      const target = new FakeTarget();
      const callback = vi.fn();
      afterFirstInteraction(callback, target as unknown as Window);
      expect(callback).not.toHaveBeenCalled();
      target.fire(type);
      target.fire("keydown");
      expect(callback).toHaveBeenCalledTimes(1);
      expect(target.count).toBe(0);
    }
  });

  it("can be cancelled before any interaction", () => {
    const target = new FakeTarget();
    const callback = vi.fn();
    const cancel = afterFirstInteraction(callback, target as unknown as Window);
    cancel();
    target.fire("pointerdown");
    expect(callback).not.toHaveBeenCalled();
    expect(target.count).toBe(0);
  });
});
