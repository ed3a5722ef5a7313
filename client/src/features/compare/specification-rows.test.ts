import { describe, expect, it } from "vitest";
import { bestOf, differencesOnly, specificationSections, type ComparedSpecification } from "./specification-rows";

const spec = (
  key: string,
  group: string,
  value: string,
  numericValue: number | null = null,
  comparison: ComparedSpecification["comparison"] = "NONE",
  unit: string | null = null,
) => ({
  key,
  group,
  label: key.toUpperCase(),
  value,
  unit,
  numericValue,
  comparison,
});

const a = { specifications: [spec("ram_gb", "Memory", "64", 64, "MORE_IS_BETTER", "GB"), spec("cpu", "Processor", "Xeon"), spec("gpu", "Graphics", "RTX")] };
const b = { specifications: [spec("cpu", "Processor", "Xeon"), spec("ram_gb", "Memory", "128", 128, "MORE_IS_BETTER", "GB")] };

describe("specificationSections", () => {
  it("lines every key up in the shop's order, grouped, with a null where a product has none", () => {
    const sections = specificationSections([a, b]);
    expect(sections.map((s) => s.group)).toEqual(["Processor", "Graphics", "Memory"]);
    const gpu = sections[1]!.rows[0]!;
    expect(gpu.cells.map((c) => c?.value ?? null)).toEqual(["RTX", null]);
    expect(gpu.differs).toBe(true);
    expect(sections[0]!.rows[0]!.differs).toBe(false);
    expect(sections[2]!.rows[0]!.best).toEqual([1]);
  });

  it("keeps only the differing rows, and drops a section left empty", () => {
    expect(differencesOnly(specificationSections([a, b])).map((s) => s.group)).toEqual(["Graphics", "Memory"]);
  });

  it("a different unit alone makes a row differ", () => {
    const x = { specifications: [spec("weight_kg", "Design", "2", 2, "LESS_IS_BETTER", "kg")] };
    const y = { specifications: [spec("weight_kg", "Design", "2", 2, "LESS_IS_BETTER", "lb")] };
    expect(specificationSections([x, y])[0]!.rows[0]!.differs).toBe(true);
  });
});

describe("bestOf", () => {
  const n = (v: number | null) => (v === null ? null : spec("k", "g", String(v), v));
  it("marks the largest or smallest as declared, ties included", () => {
    expect(bestOf([n(8), n(16), n(16)], "MORE_IS_BETTER")).toEqual([1, 2]);
    expect(bestOf([n(3), n(1), null], "LESS_IS_BETTER")).toEqual([1]);
  });
  it("marks nothing without a direction, with fewer than two numbers, or when they are all equal", () => {
    expect(bestOf([n(8), n(16)], "NONE")).toEqual([]);
    expect(bestOf([n(8), null, null], "MORE_IS_BETTER")).toEqual([]);
    expect(bestOf([n(8), n(8)], "MORE_IS_BETTER")).toEqual([]);
  });
});
