import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import MiniSearch from "minisearch";
import pino from "pino";
import { ProductIndex } from "./product-index.js";
import { restartDelayMs, SearchWorker } from "./search-worker.js";
import { SYNTHETIC_CATEGORIES, syntheticCatalog } from "./synthetic-catalog.js";

// The search worker is a real thread here (its TypeScript through tsx): the same answers as the engine in this
// thread, none of the scoring on this thread, and a worker that dies is replaced with its indexes refilled.

const products = syntheticCatalog(3000);
const KEYWORDS = ["workstation", "hp z8", "blackmagic decklink", "thinkst", "blackmagik", "professional video audio broadcast studio"];
const ids = async (index: ProductIndex, keyword: string, filter = {}) => (await index.find(keyword, filter)).map((p) => p.product.id);

let worker: SearchWorker;
let inThread: ProductIndex;
let inWorker: ProductIndex;
beforeAll(async () => {
  worker = new SearchWorker(pino({ level: "silent" }));
  inThread = ProductIndex.build(products, SYNTHETIC_CATEGORIES);
  inWorker = await ProductIndex.buildInSlices(products, SYNTHETIC_CATEGORIES, [], null, () => worker.scorer());
}, 60_000);
afterAll(() => worker.close());

describe("the search worker", () => {
  it("answers as the engine in this thread does, ranks and filters included, without scoring on this thread", async () => {
    const search = vi.spyOn(MiniSearch.prototype, "search");
    const answers = [];
    for (const keyword of KEYWORDS) answers.push([await ids(inWorker, keyword), await ids(inWorker, keyword, { onSale: true })]);
    expect(search).not.toHaveBeenCalled();
    search.mockRestore();
    for (const [i, keyword] of KEYWORDS.entries()) {
      expect(answers[i]![0], keyword).toEqual(await ids(inThread, keyword));
      expect(answers[i]![1], keyword).toEqual(await ids(inThread, keyword, { onSale: true }));
    }
    expect(answers.some(([all]) => all!.length > 0)).toBe(true);
    expect(await inWorker.closestKeyword("blackmagik")).toBe(await inThread.closestKeyword("blackmagik"));
  });

  it("applies changes in the order they were made before answering", async () => {
    const [first] = products;
    inWorker.upsert({ ...first!, title: "Zanzibar Worker Edition" });
    expect(await ids(inWorker, "zanzibar")).toEqual([first!.id]);
    inWorker.upsert({ ...first!, is_active: false });
    expect(await ids(inWorker, "zanzibar")).toEqual([]);
    inWorker.upsert(first!);
  });

  it("replaces a worker that dies and refills its indexes; the searches in flight fail, later ones are answered", async () => {
    const before = await ids(inWorker, "decklink");
    // Asked of a worker being stopped: never answered by it.
    const stopping = worker["worker"]!.terminate();
    const inFlight = inWorker.find("quadro rtx");
    await expect(inFlight).rejects.toThrow(/search worker stopped/);
    await stopping;
    expect(await ids(inWorker, "decklink")).toEqual(before);
  });

  it("waits longer before each new worker when they keep dying, and refuses searches meanwhile", async () => {
    expect([1, 2, 3, 6, 10].map(restartDelayMs)).toEqual([0, 1000, 2000, 16_000, 30_000]);
    // The second death within a minute of the first (the test above): the next worker starts a second later.
    await worker["worker"]!.terminate();
    await vi.waitFor(() => expect(worker["worker"]).toBeNull());
    await expect(inWorker.find("thinkstation p5")).rejects.toThrow(/restarting/);
    await vi.waitFor(() => expect(worker["worker"]).not.toBeNull(), { timeout: 3000 });
    // A keyword not scored before: the new worker's answer, from its refilled engine.
    const refilled = await ids(inWorker, "nvidia");
    expect(refilled.length).toBeGreaterThan(0);
    expect(refilled).toEqual(await ids(inThread, "nvidia"));
  });
});
