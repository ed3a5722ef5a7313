import { describe, expect, it } from "vitest";
import type { RestProduct, RestSpecification } from "../../backend/rest-types.js";
import { ProductIndex } from "./product-index.js";
import { specificationFacetCounts, localSpecifications, withAlternatives } from "./specification-facets.js";
import { SYNTHETIC_CATEGORIES, syntheticCatalog } from "./synthetic-catalog.js";

// Workstations (every third synthetic product, sub-category 11) with RAM and GPU; the expected counts are tallied
// here from the same table the products are made from.
const RAM = [16, 32, 64, 32, 128, 32];
const GPU = ["RTX A500", "RTX 4000 Ada", "RTX 4000 Ada"];
const spec = (key: string, value: string, label: string, unit: string | null = null, n: number | null = null): RestSpecification => ({
  key,
  group: "g",
  label,
  value,
  unit,
  numeric_value: n,
});
const products: RestProduct[] = syntheticCatalog(60).map((p) => {
  if (p.sub_categories?.[0]?.id !== 11) return p;
  const ram = RAM[(p.id / 3) % RAM.length]!;
  // Every fifth workstation without a GPU entry: it counts under RAM only.
  const gpu = p.id % 5 === 0 ? [] : [spec("gpu", GPU[(p.id / 3) % GPU.length]!, "GPU")];
  return { ...p, specifications: [spec("ram_gb", String(ram), "Memory (RAM)", "GB", ram), ...gpu, spec(" cpu_cores ", " 8 ", "Cores", null, 8)] };
});
const arabic = products
  .filter((p) => p.specifications?.length)
  .slice(1) // the first workstation has no Arabic row: the facet's Arabic words come from the next one
  .map((p) => ({
    ...p,
    id: 1000 + p.id,
    locale: "ar",
    localizations: [{ id: p.id, locale: "en" }],
    specifications: [spec("ram_gb", String(p.specifications![0]!.numeric_value), "الذاكرة", "غيغابايت", p.specifications![0]!.numeric_value)],
  })) as RestProduct[];
const index = ProductIndex.build(products, SYNTHETIC_CATEGORIES, arabic);

function tally(key: string, filter: (p: RestProduct) => boolean = () => true): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const p of products.filter(filter)) {
    const s = p.specifications?.find((x) => x.key.trim() === key);
    if (s) counts[s.value.trim()] = (counts[s.value.trim()] ?? 0) + 1;
  }
  return counts;
}
const asCounts = (values: { value: string; count: number }[]) => Object.fromEntries(values.map((v) => [v.value, v.count]));

describe("specificationFacetCounts", () => {
  it("counts each workstation once per declared key and value; quantities in increasing order", () => {
    const facets = specificationFacetCounts(index.all());
    expect(facets.map((f) => f.key)).toEqual(["gpu", "ram_gb", "cpu_cores"]); // the order shop-rules declares
    const ram = facets[1]!;
    expect(ram).toMatchObject({ label: "Memory (RAM)", unit: "GB" });
    expect(asCounts(ram.values)).toEqual(tally("ram_gb"));
    expect(ram.values.map((v) => v.value)).toEqual(["16", "32", "64", "128"]);
    expect(asCounts(facets[0]!.values)).toEqual(tally("gpu"));
    expect(facets[2]!.values).toEqual([{ value: "8", label: "8", count: Object.values(tally("ram_gb")).reduce((a, b) => a + b), selected: false }]);
  });

  it("counts nothing for categories without declared keys, or on another category's listing", () => {
    expect(specificationFacetCounts(index.all({ categorySlug: "audio" }))).toEqual([]);
    expect(specificationFacetCounts(index.all(), { categorySlug: "audio" })).toEqual([]);
  });

  it("filters on one of the values of every given key, and marks them selected", () => {
    const filter = { specifications: [{ key: "ram_gb", values: ["32", "128"] }] };
    const found = index.all(filter);
    const expected = products.filter((p) => ["32", "128"].includes(p.specifications?.[0]?.value ?? ""));
    expect(found.map((p) => p.product.id).sort((a, b) => a - b)).toEqual(expected.map((p) => p.id));
    const ram = specificationFacetCounts(found, filter).find((f) => f.key === "ram_gb")!;
    expect(ram.values.map((v) => [v.value, v.selected])).toEqual([
      ["32", true],
      ["128", true],
    ]);
    // With the listing at hand, the chosen key's other values are counted as alternatives.
    const withOthers = withAlternatives(specificationFacetCounts(found, filter), filter, undefined, (f) => index.all(f)).find((f) => f.key === "ram_gb")!;
    expect(asCounts(withOthers.values)).toEqual(tally("ram_gb"));
    expect(withOthers.values.filter((v) => v.selected).map((v) => v.value)).toEqual(["32", "128"]);
    const both = { specifications: [...filter.specifications, { key: "gpu", values: ["RTX A500"] }] };
    const bothExpected = products.filter((p) => ["32", "128"].includes(p.specifications?.[0]?.value ?? "") && p.specifications?.[1]?.value === "RTX A500");
    expect(bothExpected.length).toBeGreaterThan(0);
    expect(
      index
        .all(both)
        .map((p) => p.product.id)
        .sort((a, b) => a - b),
    ).toEqual(bothExpected.map((p) => p.id));
  });

  it("names the facet in Arabic on an Arabic page, from the first product with Arabic words, counting the English values", () => {
    const ram = specificationFacetCounts(index.all(), {}, localSpecifications(index, "ar")).find((f) => f.key === "ram_gb")!;
    expect(ram).toMatchObject({ label: "الذاكرة", unit: "غيغابايت" });
    expect(asCounts(ram.values)).toEqual(tally("ram_gb"));
  });
});
