import { describe, expect, it } from "vitest";
import { moveActive, suggestionKeyword } from "./search-suggestions";

describe("search suggestions", () => {
  it("asks only for keywords of two or more characters, cleaned", () => {
    expect(suggestionKeyword("")).toBeNull();
    expect(suggestionKeyword("  z ")).toBeNull();
    expect(suggestionKeyword("  hp  z4 ")).toBe("hp z4");
    expect(suggestionKeyword("x".repeat(300))).toHaveLength(100);
  });

  it("moves through the options with the arrow keys, through the text box at either end", () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(2, 1, 3)).toBe(-1);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(0, -1, 3)).toBe(-1);
    expect(moveActive(-1, 1, 0)).toBe(-1);
  });
});
