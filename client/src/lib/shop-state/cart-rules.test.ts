import { describe, expect, it } from "vitest";
import { addEntry, addLine, decreaseLine, increaseLine, removeLine, toggleEntry } from "./cart-rules";

describe("cart rules (SPEC.md section 4)", () => {
  it("adds the quantity to a present item, appends otherwise", () => {
    const cart = addLine(addLine([], "1", 2), "2");
    expect(addLine(cart, "1", 3)).toEqual([{ id: "1", quantity: 5 }, { id: "2", quantity: 1 }]);
  });
  it("increases by one and decreases by one, never below one", () => {
    const cart = [{ id: "1", quantity: 1 }];
    expect(increaseLine(cart, "1")).toEqual([{ id: "1", quantity: 2 }]);
    expect(decreaseLine(cart, "1")).toEqual([{ id: "1", quantity: 1 }]);
  });
  it("removes a line and caps quantities", () => {
    expect(removeLine([{ id: "1", quantity: 1 }], "1")).toEqual([]);
    expect(addLine([{ id: "1", quantity: 98 }], "1", 5)).toEqual([{ id: "1", quantity: 99 }]);
  });
  it("ignores duplicates in wishlist and compare", () => {
    expect(addEntry([{ id: "1" }], "1", 10)).toEqual([{ id: "1" }]);
    expect(toggleEntry([{ id: "1" }], "1", 10)).toEqual([]);
    expect(addEntry([{ id: "1" }], "2", 1)).toEqual([{ id: "1" }]);
  });
});
