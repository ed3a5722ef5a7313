import { describe, expect, it } from "vitest";
import type { RestProduct, RestSpecification } from "../../backend/rest-types.js";
import { overlayProduct } from "./locale-overlay.js";
import { productSpecifications } from "./specifications.js";

const spec = (key: string, group: string, value: string, extra: Partial<RestSpecification> = {}): RestSpecification => ({
  key,
  group,
  label: key,
  value,
  unit: null,
  numeric_value: null,
  ...extra,
});

describe("productSpecifications", () => {
  it("orders by the shop's table, declares the comparison, and drops half-typed rows", () => {
    const shown = productSpecifications([
      spec("ram_gb", "Memory", "64", { unit: "GB", numeric_value: 64 }),
      spec("warranty", "Service", "3 years"),
      spec("", "Memory", "x"),
      spec("gpu_memory_gb", "Graphics", " "),
      spec("cpu", "Processor", "Intel Xeon w5-2455X"),
      spec("rack_units", "Design", "2", { numeric_value: 2, unit: " " }),
    ]);
    expect(shown.map((s) => [s.key, s.comparison, s.unit])).toEqual([
      ["cpu", "NONE", null],
      ["ram_gb", "MORE_IS_BETTER", "GB"],
      ["rack_units", "LESS_IS_BETTER", null],
      ["warranty", "NONE", null],
    ]);
    expect(shown[1]?.numericValue).toBe(64);
  });

  it("is empty for a backend without the component", () => {
    expect(productSpecifications(undefined)).toEqual([]);
    expect(productSpecifications(null)).toEqual([]);
  });
});

describe("specifications in another language", () => {
  const english = { id: 2, title: "Workstation", specifications: [spec("ram_gb", "Memory", "64")] } as RestProduct;
  it("come from the translation when it has some, else stay English", () => {
    const arabic = { ...english, id: 252, title: "محطة عمل", specifications: [spec("ram_gb", "الذاكرة", "64")] } as RestProduct;
    expect(overlayProduct(english, arabic).specifications?.[0]?.group).toBe("الذاكرة");
    expect(overlayProduct(english, { ...arabic, specifications: [] }).specifications?.[0]?.group).toBe("Memory");
  });
});
