import { describe, expect, it } from "vitest";
import {
  SPECIFICATION_FACETS,
  SPECIFICATION_GROUPS,
  SPECIFICATION_KEYS,
  orderSpecifications,
  specificationComparison,
  specificationFacets,
} from "./specifications.js";

describe("specificationComparison", () => {
  it("reads the declared direction, NONE for a key the shop does not know", () => {
    expect(specificationComparison("ram_gb")).toBe("MORE_IS_BETTER");
    expect(specificationComparison("rack_units")).toBe("LESS_IS_BETTER");
    expect(specificationComparison("gpu")).toBe("NONE");
    expect(specificationComparison("flux_capacitor")).toBe("NONE");
  });
});

describe("the key table", () => {
  it("lists keys section by section, in the sections' order", () => {
    const ranks = Object.values(SPECIFICATION_KEYS).map((spec) => SPECIFICATION_GROUPS.indexOf(spec.group));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
  it("offers only known keys as facets", () => {
    for (const keys of Object.values(SPECIFICATION_FACETS)) for (const key of keys) expect(SPECIFICATION_KEYS).toHaveProperty(key);
    expect(specificationFacets("workstations")).toEqual(["gpu", "ram_gb", "cpu_cores"]);
    expect(specificationFacets("accessories")).toEqual([]);
  });
});

describe("orderSpecifications", () => {
  it("puts known keys in table order, unknown ones after, and brings a group's entries together", () => {
    const spec = (key: string, group: string) => ({ key, group });
    const ordered = orderSpecifications([
      spec("warranty", "Design"),
      spec("ram_gb", "Memory"),
      spec("weight_kg", "Design"),
      spec("cpu", "Processor"),
      spec("colour", "Other"),
    ]);
    expect(ordered.map((s) => s.key)).toEqual(["cpu", "ram_gb", "weight_kg", "warranty", "colour"]);
  });
});
