import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { specificationFacets } from "@proav/shop-rules";
import { startTestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { graphql, startGateway } from "./support/gateway.js";
import { gql } from "./support/graphql-client.js";

// Specification facets and filters (#27) through the real gateway's index against the stand-in's seed. The expected
// counts are worked out here from the products' own `specifications` (read page by page, each product's field
// resolved from the backend's row), independently of the index's counting.

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  backend = await startTestBackend();
  gateway = await startGateway(backend.url);
});
afterAll(async () => {
  await gateway?.close();
  await backend?.close();
});

interface Facet {
  key: string;
  label: string;
  unit: string | null;
  values: { value: string; label: string; count: number; selected: boolean }[];
}
const FACETS = `facets { specifications { key label unit values { value label count selected } } }`;

async function listing(category: string, filter: Record<string, unknown> = {}, lang = "en") {
  const res = await gql<any>(
    gateway.url,
    `query($filter: ProductFilter) { products(first: 100, filter: $filter) {
      totalCount nodes { slug specifications { key value } } ${FACETS} } }`,
    { filter: { categorySlug: category, ...filter } },
    lang === "ar" ? { acceptLanguage: "ar" } : undefined,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.products as {
    totalCount: number;
    nodes: { slug: string; specifications: { key: string; value: string }[] }[];
    facets: { specifications: Facet[] };
  };
}

/** Counts per facet key and value, from the products' specifications, as the shop declares the keys per category. */
function expectedCounts(nodes: { specifications: { key: string; value: string }[] }[], keys: readonly string[]): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const key of keys) counts[key] = {};
  for (const n of nodes) {
    for (const s of n.specifications) {
      if (!keys.includes(s.key)) continue;
      counts[s.key]![s.value] = (counts[s.key]![s.value] ?? 0) + 1;
    }
  }
  for (const key of keys) if (Object.keys(counts[key]!).length === 0) delete counts[key];
  return counts;
}

const asCounts = (facets: Facet[]) => Object.fromEntries(facets.map((f) => [f.key, Object.fromEntries(f.values.map((v) => [v.value, v.count]))]));

describe("specification facets from the index", () => {
  for (const category of ["workstations", "aec-software"]) {
    it(`count ${category}' declared specifications as the products have them`, async () => {
      const all = await listing(category);
      expect(all.nodes).toHaveLength(all.totalCount); // the whole category fits one page
      const expected = expectedCounts(all.nodes, specificationFacets(category));
      expect(Object.keys(expected).length).toBeGreaterThan(0);
      expect(asCounts(all.facets.specifications)).toEqual(expected);
      expect(all.facets.specifications.map((f) => f.key).sort()).toEqual(Object.keys(expected).sort());
      expect(all.facets.specifications.flatMap((f) => f.values).every((v) => !v.selected)).toBe(true);
    });
  }

  it("a workstation listing filtered by RAM holds exactly the products with that RAM, the value marked selected", async () => {
    const all = await listing("workstations");
    const ram = all.facets.specifications.find((f) => f.key === "ram_gb")!;
    expect(ram).toMatchObject({ label: "Memory (RAM)", unit: "GB" });
    // Quantities in increasing order.
    const numbers = ram.values.map((v) => Number(v.value));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const pick = ram.values[0]!;
    const filtered = await listing("workstations", { specifications: [{ key: "ram_gb", values: [pick.value] }] });
    const expectedSlugs = all.nodes.filter((n) => n.specifications.some((s) => s.key === "ram_gb" && s.value === pick.value)).map((n) => n.slug);
    expect(filtered.totalCount).toBe(pick.count);
    expect(filtered.nodes.map((n) => n.slug).sort()).toEqual(expectedSlugs.sort());
    // The other RAM values stay on offer with their counts (alternatives), the chosen one marked.
    expect(filtered.facets.specifications.find((f) => f.key === "ram_gb")!.values).toEqual(ram.values.map((v) => ({ ...v, selected: v.value === pick.value })));
    // Other specifications are counted over the narrowed result.
    expect(asCounts(filtered.facets.specifications.filter((f) => f.key !== "ram_gb"))).toEqual(
      Object.fromEntries(Object.entries(expectedCounts(filtered.nodes, specificationFacets("workstations"))).filter(([k]) => k !== "ram_gb")),
    );

    // Two values of one key: either; a second key: both.
    const two = ram.values.slice(0, 2);
    const either = await listing("workstations", { specifications: [{ key: "ram_gb", values: two.map((v) => v.value) }] });
    expect(either.totalCount).toBe(two.reduce((sum, v) => sum + v.count, 0));
    const gpu = all.facets.specifications.find((f) => f.key === "gpu")!.values[0]!;
    const both = await listing("workstations", {
      specifications: [
        { key: "gpu", values: [gpu.value] },
        { key: "ram_gb", values: [pick.value] },
      ],
    });
    const bothSlugs = all.nodes
      .filter(
        (n) =>
          n.specifications.some((s) => s.key === "ram_gb" && s.value === pick.value) && n.specifications.some((s) => s.key === "gpu" && s.value === gpu.value),
      )
      .map((n) => n.slug);
    expect(both.nodes.map((n) => n.slug).sort()).toEqual(bothSlugs.sort());
  });

  it("an Arabic page names them in Arabic, with the same values to filter on", async () => {
    const en = await listing("workstations");
    const ar = await listing("workstations", {}, "ar");
    const ram = ar.facets.specifications.find((f) => f.key === "ram_gb")!;
    expect(ram).toMatchObject({ label: "الذاكرة العشوائية (RAM)", unit: "غيغابايت" });
    expect(asCounts(ar.facets.specifications)).toEqual(asCounts(en.facets.specifications));
  });

  it("refuses an oversized filter as bad input", async () => {
    const res = await graphql<any>(gateway.url, `query($f: ProductFilter) { products(first: 1, filter: $f) { totalCount } }`, {
      f: { specifications: Array.from({ length: 11 }, (_, i) => ({ key: `k${i}`, values: ["x"] })) },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});
