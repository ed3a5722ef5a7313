import { describe, expect, it } from "vitest";
import { SEARCH_BUSY, SearchBudget } from "./search-budget.js";

// Search's share of the event loop: one search at a time, the loop's pending work first, a bounded queue.

const busyFor = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};
const code = (error: unknown) => (error as { extensions?: { code?: string } }).extensions?.code;

describe("search budget", () => {
  it("runs queued searches one at a time, letting other work run between them", async () => {
    const budget = new SearchBudget({ maxQueued: 10, queueTimeoutMs: 5000, cpuShare: 1, maxPerClient: 100 });
    const order: string[] = [];
    const a = budget.run(() => order.push("search a"));
    const b = budget.run(() => order.push("search b"));
    // Another shopper's request, arriving while the searches wait.
    setImmediate(() => order.push("other request"));
    await Promise.all([a, b]);
    expect(order.indexOf("other request")).toBeLessThan(order.indexOf("search b"));
  });

  it("answers SEARCH_BUSY at once when the queue is full", async () => {
    const budget = new SearchBudget({ maxQueued: 2, queueTimeoutMs: 5000, cpuShare: 1, maxPerClient: 100 });
    const queued = [budget.run(() => 1), budget.run(() => 2)];
    await expect(budget.run(() => 3)).rejects.toSatisfy((e) => code(e) === SEARCH_BUSY);
    expect(await Promise.all(queued)).toEqual([1, 2]);
    expect(budget.refused).toBe(1);
  });

  it("answers SEARCH_BUSY to a search that waited longer than the timeout", async () => {
    const budget = new SearchBudget({ maxQueued: 10, queueTimeoutMs: 30, cpuShare: 1, maxPerClient: 100 });
    const slow = budget.run(() => busyFor(60));
    const late = budget.run(() => "too late");
    await slow;
    await expect(late).rejects.toSatisfy((e) => code(e) === SEARCH_BUSY);
  });

  it("takes at most its share of the time while searches queue", async () => {
    const budget = new SearchBudget({ maxQueued: 10, queueTimeoutMs: 5000, cpuShare: 0.5, maxPerClient: 100 });
    const spans: [number, number][] = [];
    const work = () => {
      const start = performance.now();
      busyFor(40);
      spans.push([start, performance.now()]);
    };
    await Promise.all([budget.run(work), budget.run(work), budget.run(work)]);
    for (let i = 1; i < spans.length; i++) {
      const idle = spans[i]![0] - spans[i - 1]![1];
      expect(idle).toBeGreaterThanOrEqual(38); // as long as the search before it took (a timer may fire 1 ms early)
    }
  });

  it("lets one client address have at most maxPerClient searches queued or running, not the whole queue", async () => {
    const budget = new SearchBudget({ maxQueued: 10, queueTimeoutMs: 5000, cpuShare: 1, maxPerClient: 2 });
    const attacker = [budget.run(() => 1, "203.0.113.9"), budget.run(() => 2, "203.0.113.9")];
    await expect(budget.run(() => 3, "203.0.113.9")).rejects.toSatisfy((e) => code(e) === SEARCH_BUSY);
    expect(await budget.run(() => "shopper", "198.51.100.7")).toBe("shopper");
    expect(await Promise.all(attacker)).toEqual([1, 2]);
    // Its searches done, the client may search again.
    expect(await budget.run(() => 4, "203.0.113.9")).toBe(4);
  });

  it("serves client addresses in turn: a shopper's search waits behind one search of a busy client, not all of them", async () => {
    const budget = new SearchBudget({ maxQueued: 10, queueTimeoutMs: 5000, cpuShare: 1, maxPerClient: 5 });
    const order: string[] = [];
    const busy = [1, 2, 3, 4].map((n) => budget.run(() => order.push(`busy ${n}`), "203.0.113.9"));
    const shopper = budget.run(() => order.push("shopper"), "198.51.100.7");
    await Promise.all([...busy, shopper]);
    expect(order).toEqual(["busy 1", "shopper", "busy 2", "busy 3", "busy 4"]);
  });

  it("paces each client by its own searches, so a busy client's pauses do not hold another client's search", async () => {
    const budget = new SearchBudget({ maxQueued: 10, queueTimeoutMs: 5000, cpuShare: 0.25, allClientsShare: 1, maxPerClient: 5 });
    const busy = [budget.run(() => busyFor(40), "203.0.113.9"), budget.run(() => busyFor(40), "203.0.113.9")];
    await new Promise((r) => setTimeout(r, 5)); // the busy client's first search ran; its second rests 120 ms
    const asked = performance.now();
    await budget.run(() => "shopper", "198.51.100.7");
    expect(performance.now() - asked).toBeLessThan(60);
    await Promise.all(busy);
  });

  it("does not pace this host by its own share: it stands for every shopper behind a local proxy", async () => {
    const budget = new SearchBudget({ maxQueued: 10, queueTimeoutMs: 5000, cpuShare: 0.1, allClientsShare: 1, maxPerClient: 5 });
    const started = performance.now();
    await Promise.all([budget.run(() => busyFor(20), "127.0.0.1"), budget.run(() => busyFor(20), "127.0.0.1")]);
    expect(performance.now() - started).toBeLessThan(150); // paced, the second would have rested 180 ms
  });

  it("keeps every client's searches together within allClientsShare of the time", async () => {
    const budget = new SearchBudget({ maxQueued: 10, queueTimeoutMs: 5000, cpuShare: 1, allClientsShare: 0.5, maxPerClient: 5 });
    const spans: [number, number][] = [];
    const work = () => {
      const start = performance.now();
      busyFor(30);
      spans.push([start, performance.now()]);
    };
    await Promise.all(["203.0.113.1", "203.0.113.2", "203.0.113.3"].map((client) => budget.run(work, client)));
    for (let i = 1; i < spans.length; i++) expect(spans[i]![0] - spans[i - 1]![1]).toBeGreaterThanOrEqual(28);
  });

  it("answers a client over its own limit after a pause, so a client looping on its sockets is slowed down", async () => {
    const budget = new SearchBudget({ maxQueued: 10, queueTimeoutMs: 5000, cpuShare: 1, maxPerClient: 1, clientRefusalDelayMs: 60 });
    const first = budget.run(() => 1, "203.0.113.9");
    const started = performance.now();
    await expect(budget.run(() => 2, "203.0.113.9")).rejects.toSatisfy((e) => code(e) === SEARCH_BUSY);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect(await first).toBe(1);
  });

  it("passes a search's own error on unchanged", async () => {
    const budget = new SearchBudget({ maxQueued: 10, queueTimeoutMs: 5000, cpuShare: 1, maxPerClient: 100 });
    await expect(
      budget.run(() => {
        throw new Error("bad keyword");
      }),
    ).rejects.toThrow("bad keyword");
  });
});
