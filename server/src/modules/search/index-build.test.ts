import { describe, expect, it } from "vitest";
import { ProductIndex } from "./product-index.js";
import { SYNTHETIC_CATEGORIES, syntheticCatalog } from "./synthetic-catalog.js";

// A full (re)build of the index must not hold the event loop: other requests and /healthz go on between slices.

describe("building the index in slices", () => {
  const products = syntheticCatalog(5000);

  it("lets other work run while it builds, and builds the same index as in one piece", async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 0);
    const building = ProductIndex.buildInSlices(products, SYNTHETIC_CATEGORIES);
    const sliced = await building;
    clearInterval(ticker);
    expect(ticks).toBeGreaterThan(10); // timers ran during the build
    const whole = ProductIndex.build(products, SYNTHETIC_CATEGORIES);
    expect(sliced.size).toBe(whole.size);
    for (const keyword of ["workstation", "hp z8", "studio monitor", products[42]!.part_number!]) {
      expect((await sliced.find(keyword)).map((p) => p.product.id)).toEqual((await whole.find(keyword)).map((p) => p.product.id));
    }
  }, 30_000); // a 5,000-product build twice: seconds on a loaded machine
});
