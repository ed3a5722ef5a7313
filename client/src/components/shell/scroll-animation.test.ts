import { describe, expect, it } from "vitest";
import { easeInOutCubic, scrollTopAt } from "./scroll-animation";

describe("back-to-top scroll", () => {
  it("eases from 0 to 1 and clamps outside the animation", () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
    expect(easeInOutCubic(0.25)).toBeLessThan(0.25);
  });

  it("reaches the top exactly at 450 ms, moving monotonically", () => {
    const positions = [0, 50, 100, 225, 300, 449, 450, 600].map((ms) => scrollTopAt(2000, ms));
    expect(positions[0]).toBe(2000);
    expect(positions[3]).toBe(1000);
    expect(positions.at(-2)).toBe(0);
    expect(positions.at(-1)).toBe(0);
    for (let i = 1; i < positions.length; i++) expect(positions[i]!).toBeLessThanOrEqual(positions[i - 1]!);
  });
});
