import { describe, expect, it } from "vitest";
import { byId, firstById } from "./relation-order.js";

describe("a product's relations read in link order", () => {
  it("orders by id whatever order the backend's join returned", () => {
    const rows = [
      { id: 12, name: "Chaos" },
      { id: 1, name: "HP" },
    ];
    expect(byId(rows).map((r) => r.name)).toEqual(["HP", "Chaos"]);
    expect(rows.map((r) => r.id)).toEqual([12, 1]); // the backend's row is not changed
    expect(firstById(rows)?.name).toBe("HP");
  });

  it("reads a missing relation as empty", () => {
    expect(byId(undefined)).toEqual([]);
    expect(byId(null)).toEqual([]);
    expect(firstById([])).toBeUndefined();
  });
});
